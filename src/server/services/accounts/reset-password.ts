// POST /auth/reset-password: a reset link, or an invited administrator's password-creation link. Whoever
// held the old password may still be signed in somewhere: every session ends. A reset (not a first password) is
// told to the account's address.
import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { runInBackground } from '@/server/background';
import { getDb } from '@/server/db/client';
import { admins, oneTimeTokens } from '@/server/db/schema';
import { getMailer } from '@/server/mail/mailer';
import { passwordChangeMail } from '@/server/mail/templates';
import { refused } from '@/server/services/errors';
import { ACCOUNT_REFUSALS } from './refusals';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import { logActivity } from '../activity/log-activity';
import { forgotPasswordLink } from './links';
import { consumeOneTimeToken, findOneTimeToken, type OneTimePurpose } from './one-time-tokens';
import { hashPassword } from './passwords';
import { revokeAdminSessions } from './sessions';
import { clearAccountLocks } from './sign-in-attempts';
import { actorOf } from './to-admin-dto';

const PURPOSES: OneTimePurpose[] = ['reset', 'invite'];
const invalidLink = () => refused(ACCOUNT_REFUSALS.resetLinkInvalid);

export async function resetPassword({ token, newPassword }: { token: string; newPassword: string }): Promise<void> {
  // The link is checked before the password is hashed: otherwise anyone could make the server spend argon2's
  // time and memory on made-up tokens. The link is consumed below, atomically, as before.
  if (!(await findOneTimeToken({ token, purposes: PURPOSES }))) throw invalidLink();
  const passwordHash = await hashPassword(newPassword);
  const done = await getDb().transaction(async (tx) => {
    const consumed = await consumeOneTimeToken({ token, purposes: PURPOSES, executor: tx });
    if (!consumed) return null;
    const [row] = await tx
      .update(admins)
      // Following an e-mailed link proves the address too.
      .set({ passwordHash, emailVerifie: true, updatedAt: sql`now()` })
      .where(eq(admins.id, consumed.adminId))
      .returning();
    // Whoever follows the link holds the address: the locks on the account's identifiers end.
    await clearAccountLocks({ adminId: row.id, executor: tx });
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.adminId, row.id), inArray(oneTimeTokens.purpose, PURPOSES), isNull(oneTimeTokens.usedAt)));
    await revokeAdminSessions({ adminId: row.id, executor: tx });
    const created = consumed.purpose === 'invite';
    await logActivity({
      actor: actorOf(row),
      action: created ? 'auth.password_create' : 'auth.password_reset',
      entityType: 'admin',
      entityId: row.id,
      title: created ? ACCOUNT_ACTIVITY_TITLES.passwordCreated : ACCOUNT_ACTIVITY_TITLES.passwordReset,
      subtitle: row.email,
      executor: tx,
    });
    return { email: row.email, at: row.updatedAt, created };
  });
  // Spent by another request between the check and now.
  if (!done) throw invalidLink();
  if (!done.created) {
    const notice = passwordChangeMail(done.email, { at: done.at, how: 'reset', resetLink: forgotPasswordLink() });
    runInBackground('password-reset-notice', () => getMailer().send(notice));
  }
}
