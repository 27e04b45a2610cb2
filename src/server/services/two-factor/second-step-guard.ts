// The counters of the sign-in's second step where the caller is already known (docs/decisions/027-counters-per-account.md).
// The password was right, so the account is known: its wrong answers (codes of the app, recovery codes, the
// required setup's e-mailed code, refused passkey answers) are counted for the ACCOUNT, from every address and
// whichever identifier was typed, besides the lock per identifier and address of decision 010. Past a threshold
// within the window, every answer of its second step waits longer, and the owner is e-mailed once per window; no
// lock is ever put on the account (a stranger would keep the owner out). The challenge itself takes a few wrong
// answers, then is deleted: the password must be typed again.
import 'server-only';
import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { activityLog, signInAttempts, signInChallenges } from '@/server/db/schema';
import { ACCOUNT_GUARD } from '@/shared/constants';
import { TWO_FACTOR_ACTIVITY_TITLES } from '@/shared/two-factor';
import { logActivity } from '../activity/log-activity';
import { type AttemptAccount, type AttemptClient, recordWrongPassword, slowDown, waiter } from '../accounts/sign-in-attempts';
import { sendWrongCodesNotice } from './notice';

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
 * A wrong answer at the second step: counted for the identifier and address (decision 010) and for the account;
 * the challenge takes one more, and is deleted at its last. Returns whether the challenge is gone.
 */
export async function recordWrongAnswer({
  key,
  account,
  client,
  challengeId,
}: {
  key: string;
  account: AttemptAccount;
  client: AttemptClient;
  challengeId: string;
}): Promise<{ challengeGone: boolean }> {
  await recordWrongPassword({ key, account, client, secondStep: true });
  const [counted] = await getDb()
    .update(signInChallenges)
    .set({ wrongCodes: sql`${signInChallenges.wrongCodes} + 1` })
    .where(eq(signInChallenges.id, challengeId))
    .returning({ wrongCodes: signInChallenges.wrongCodes });
  let challengeGone = !counted;
  if (counted && counted.wrongCodes >= ACCOUNT_GUARD.challengeWrongCodes) {
    await getDb()
      .delete(signInChallenges)
      .where(and(eq(signInChallenges.id, challengeId), gte(signInChallenges.wrongCodes, ACCOUNT_GUARD.challengeWrongCodes)));
    challengeGone = true;
  }
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
