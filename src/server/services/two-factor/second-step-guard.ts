// The counters of the sign-in's second step where the caller is already known (docs/decisions/027-counters-per-account.md).
// The password was right, so the account is known: its wrong answers (codes of the app, recovery codes, the
// required setup's e-mailed code, refused passkey answers) are counted for the ACCOUNT, from every address and
// whichever identifier was typed, besides the lock per identifier and address of decision 010. Past a threshold
// within the window, every answer of its second step waits longer, and the owner is e-mailed once per window; no
// lock is ever put on the account (a stranger would keep the owner out). The challenge itself takes a few answers,
// each counted before its check, then is deleted: the password must be typed again.
import 'server-only';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { activityLog, signInAttempts, signInChallenges } from '@/server/db/schema';
import { ACCOUNT_GUARD } from '@/shared/constants';
import { TWO_FACTOR_ACTIVITY_TITLES } from '@/shared/auth/two-factor';
import { logActivity } from '../activity/log-activity';
import { type AttemptAccount, type AttemptClient, recordWrongPassword, slowDown, waiter } from '../accounts/sign-in-attempts';
import { sendWrongCodesNotice } from './notice';
import { challengeInvalid } from './sign-in-challenge';

const WINDOW = sql`now() - make_interval(mins => ${ACCOUNT_GUARD.windowMinutes})`;

/** Wrong answers at the second step for this account lately, from every address (counting stops at the threshold's double). */
async function recentWrongAnswers(adminId: string): Promise<number> {
  const recent = getDb()
    .select({ one: sql`1` })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.adminId, adminId),
        eq(signInAttempts.secondStep, true),
        eq(signInAttempts.success, false),
        gt(signInAttempts.createdAt, WINDOW),
      ),
    )
    .limit(ACCOUNT_GUARD.accountFailures * 2)
    .as('recent');
  const [row] = await getDb().select({ n: count() }).from(recent);
  return row?.n ?? 0;
}

/** The wait of the second step: the account's, longer, past its threshold; else the identifier's (decision 010). */
export async function slowDownSecondStep({ key, adminId }: { key: string; adminId: string }): Promise<void> {
  if ((await recentWrongAnswers(adminId)) >= ACCOUNT_GUARD.accountFailures) await waiter.wait(ACCOUNT_GUARD.accountSlowDownMs);
  else await slowDown(key);
}

/**
 * Takes one try on the challenge before its answer is checked, so that answers sent at the same moment cannot pass
 * its limit together; none left (or the challenge gone meanwhile): the password must be typed again.
 */
export async function takeCodeTry(challengeId: string): Promise<number> {
  const [row] = await getDb()
    .update(signInChallenges)
    .set({ codeTries: sql`${signInChallenges.codeTries} + 1` })
    .where(
      and(
        eq(signInChallenges.id, challengeId),
        lt(signInChallenges.codeTries, ACCOUNT_GUARD.challengeWrongCodes),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ tries: signInChallenges.codeTries });
  if (!row) throw challengeInvalid();
  return row.tries;
}

/**
 * A wrong answer at the second step, on the challenge's try number `tries`: counted for the identifier and address
 * (decision 010) and for the account; the challenge is deleted at its last try. Returns whether it is gone.
 */
export async function recordWrongAnswer({
  key,
  account,
  client,
  challengeId,
  tries,
}: {
  key: string;
  account: AttemptAccount;
  client: AttemptClient;
  challengeId: string;
  tries: number;
}): Promise<{ challengeGone: boolean }> {
  await recordWrongPassword({ key, account, client, secondStep: true });
  const challengeGone = tries >= ACCOUNT_GUARD.challengeWrongCodes;
  if (challengeGone) await getDb().delete(signInChallenges).where(eq(signInChallenges.id, challengeId));
  await noticeWrongAnswers({ account, client });
  return { challengeGone };
}

/** Past the threshold: one activity entry and one e-mail to the owner per window, even for answers at the same moment. */
async function noticeWrongAnswers({ account, client }: { account: AttemptAccount; client: AttemptClient }): Promise<void> {
  const wrong = await recentWrongAnswers(account.id);
  if (wrong < ACCOUNT_GUARD.accountFailures) return;
  const first = await getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`codes-wrong:${account.id}`}))`);
    const seen = await tx
      .select({ id: activityLog.id })
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.codes_wrong'), eq(activityLog.entityId, account.id), gt(activityLog.createdAt, WINDOW)))
      .limit(1);
    if (seen.length > 0) return false;
    // Nobody known acted: whoever typed the codes may not be the owner (as 'auth.locked', decision 010).
    await logActivity({
      actor: null,
      action: 'auth.codes_wrong',
      entityType: 'admin',
      entityId: account.id,
      title: TWO_FACTOR_ACTIVITY_TITLES.codesWrong,
      subtitle: account.email,
      details: { ip: client.ip, count: wrong },
      executor: tx,
    });
    return true;
  });
  if (first) sendWrongCodesNotice(account.email, wrong);
}
