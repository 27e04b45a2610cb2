// The current passwords a session types again (docs/decisions/027-counters-per-account.md): counted on the session,
// whatever address each comes from, so that a stolen session cannot guess the password by changing networks under
// the lock of decision 010. A try is taken before the password is checked, so that requests sent at once cannot
// pass the limit together; the right password gives them back; the last wrong one ends the session.
import 'server-only';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ACCOUNT_REFUSALS } from './refusals';
import { ACCOUNT_GUARD } from '@/shared/constants';
import { TWO_FACTOR_ACTIVITY_TITLES } from '@/shared/auth/two-factor';
import { logActivity } from '../activity/log-activity';
import type { AttemptAccount, AttemptClient } from './sign-in-attempts';
import { revokeSession } from './sessions';

const MAX = ACCOUNT_GUARD.sessionWrongPasswords;

/** The answer of the try that ends the session, and of any later one: a 401, which signs the back office out. */
export const sessionEndedByWrongPasswords = () => refused(ACCOUNT_REFUSALS.sessionEndedWrongPasswords);

/** Takes one try on the live session; its number, or null when none is left (the session is then ended). */
export async function takePasswordTry({ sessionId, account, client }: { sessionId: string; account: AttemptAccount; client: AttemptClient }): Promise<number> {
  const [row] = await getDb()
    .update(sessions)
    .set({ passwordTries: sql`${sessions.passwordTries} + 1` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), lt(sessions.passwordTries, MAX)))
    .returning({ tries: sessions.passwordTries });
  if (row) return row.tries;
  await endSession({ sessionId, account, client });
  throw sessionEndedByWrongPasswords();
}

/** The right password: the session's tries are given back. */
export async function resetPasswordTries(sessionId: string): Promise<void> {
  await getDb()
    .update(sessions)
    .set({ passwordTries: 0 })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.passwordTries} > 0`));
}

/** A wrong password on the session's last try: it is ended, and recorded in the activity feed. */
export async function wrongPasswordOnTry({
  tries,
  sessionId,
  account,
  client,
}: {
  tries: number;
  sessionId: string;
  account: AttemptAccount;
  client: AttemptClient;
}): Promise<void> {
  if (tries < MAX) return;
  await endSession({ sessionId, account, client });
  throw sessionEndedByWrongPasswords();
}

async function endSession({ sessionId, account, client }: { sessionId: string; account: AttemptAccount; client: AttemptClient }): Promise<void> {
  if (!(await revokeSession(sessionId))) return;
  // Nobody known acted: whoever typed the passwords holds the session, not necessarily its owner (as 'auth.locked').
  await logActivity({
    actor: null,
    action: 'auth.session_wrong_passwords',
    entityType: 'admin',
    entityId: account.id,
    title: TWO_FACTOR_ACTIVITY_TITLES.sessionWrongPasswords,
    subtitle: account.email,
    details: { ip: client.ip, sessionId, tries: MAX },
  });
}
