// A code of the authenticator app refused at the sign-in's second step because its time step was already used
// (ASVS 2.8.5; docs/decisions/026-step-up.md, "A replayed code"): it came after the right password, so someone
// may know the password and have seen a code. The activity feed records it and the owner is e-mailed, once per
// step: the same code tried again adds a wrong attempt (decision 010), not another e-mail.
import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { activityLog } from '@/server/db/schema';
import { TWO_FACTOR_ACTIVITY_TITLES } from '@/shared/auth/two-factor';
import { logActivity } from '../activity/log-activity';
import { findAdminById } from '../accounts/find-admin';
import type { AttemptClient } from '../accounts/sign-in-attempts';
import { sendReplayedCodeNotice } from './notice';
import { replayedStep } from './totp';

/** Longer than a step is accepted (three 30-second steps): older entries cannot name a step still replayable. */
const RECENT = sql`now() - interval '10 minutes'`;

/** Called once the code is refused: does nothing unless it was a right code of a step already used. */
export async function noticeReplayedCode({ adminId, code, client }: { adminId: string; code: string; client: AttemptClient }): Promise<void> {
  // Read again: when two requests raced with one code, the step was claimed after this one first read the account.
  const row = await findAdminById(adminId);
  if (!row?.totpSecret) return;
  const step = replayedStep({ secret: row.totpSecret, code, lastStep: row.totpLastStep });
  if (step === null) return;
  const first = await getDb().transaction(async (tx) => {
    // One entry and one e-mail per step, even for replays at the same moment.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`totp-replay:${row.id}`}))`);
    const seen = await tx
      .select({ id: activityLog.id })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, 'auth.totp_replayed'),
          eq(activityLog.entityId, row.id),
          gt(activityLog.createdAt, RECENT),
          sql`${activityLog.details}->>'step' = ${String(step)}`,
        ),
      )
      .limit(1);
    if (seen.length > 0) return false;
    // Nobody known acted: whoever typed it may not be the owner (as 'auth.locked', decision 010).
    await logActivity({
      actor: null,
      action: 'auth.totp_replayed',
      entityType: 'admin',
      entityId: row.id,
      title: TWO_FACTOR_ACTIVITY_TITLES.codeReplayed,
      subtitle: row.email,
      details: { ip: client.ip, step: String(step) },
      executor: tx,
    });
    return true;
  });
  if (first) sendReplayedCodeNotice(row.email, client.ip);
}
