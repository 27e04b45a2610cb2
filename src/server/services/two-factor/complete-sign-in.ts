// POST /auth/login/second-factor (docs/api.md): the challenge of the right password, and a code of the
// authenticator app or a recovery code, open the session (docs/decisions/025-second-factor.md). A wrong code
// counts as a wrong password for the identifier typed, from this address: the same lock and slow-down
// (decision 010), and for the account from every address; the challenge takes a few (decision 027). A code's time
// step is accepted once; a recovery code once.
import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { TWO_FACTOR_REFUSALS } from './refusals';
import { TWO_FACTOR_ACTIVITY_TITLES, } from '@/shared/auth/two-factor';
import { logActivity } from '../activity/log-activity';
import { findAdminById } from '../accounts/find-admin';
import { type LoginResult, openSession } from '../accounts/login';
import { type AttemptClient, assertNotLocked } from '../accounts/sign-in-attempts';
import { actorOf } from '../accounts/to-admin-dto';
import { spendRecoveryCode } from './recovery-codes';
import { noticeReplayedCode } from './replayed-code';
import { recordWrongAnswer, slowDownSecondStep, takeCodeTry } from './second-step-guard';
import { challengeInvalid, challengeSpentByWrongCodes, findChallenge, spendChallenge } from './sign-in-challenge';
import { matchingStep } from './totp';

export interface SecondFactorInput {
  challenge: string;
  /** A code of the authenticator app, or… */
  code?: string;
  /** …one of the recovery codes. */
  recoveryCode?: string;
}

/** Why the code did not open the session: the challenge went meanwhile, or the code is wrong or spent. */
class Refused extends Error {
  constructor(readonly why: 'challenge' | 'code') {
    super(why);
  }
}

export async function completeSignIn({ input, client }: { input: SecondFactorInput; client: AttemptClient }): Promise<LoginResult> {
  const challenge = await findChallenge({ challenge: input.challenge, client });
  const key = challenge.identifierKey;
  await assertNotLocked({ key, ip: client.ip });
  await slowDownSecondStep({ key, adminId: challenge.adminId });

  const row = await findAdminById(challenge.adminId);
  // The factor was removed (by a super administrator) since the password was typed: sign in again.
  if (!row?.totpSecret || !row.totpEnabledAt) throw challengeInvalid();
  if (row.compteVerrouille || !row.isActive) throw refused(TWO_FACTOR_REFUSALS.accountBlocked);

  const tries = await takeCodeTry(challenge.id);
  const step = input.code === undefined ? null : matchingStep({ secret: row.totpSecret, code: input.code, lastStep: row.totpLastStep });
  try {
    return await getDb().transaction(async (tx) => {
      if (!(await spendChallenge({ id: challenge.id, executor: tx }))) throw new Refused('challenge');
      if (input.recoveryCode !== undefined) {
        if (!(await spendRecoveryCode({ adminId: row.id, code: input.recoveryCode, executor: tx }))) throw new Refused('code');
      } else {
        if (step === null) throw new Refused('code');
        // The step is claimed here, where two requests with the same code meet: only one gets it.
        const claimed = await tx
          .update(admins)
          .set({ totpLastStep: step })
          .where(and(eq(admins.id, row.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
          .returning({ id: admins.id });
        if (claimed.length === 0) throw new Refused('code');
      }
      const secondFactor = input.recoveryCode !== undefined ? 'recovery_code' : 'totp';
      const result = await openSession({ row, key, client, secondFactor, executor: tx });
      if (secondFactor === 'recovery_code') {
        await logActivity({
          actor: actorOf(row),
          action: 'auth.recovery_code_used',
          entityType: 'admin',
          entityId: row.id,
          title: TWO_FACTOR_ACTIVITY_TITLES.recoveryCodeUsed,
          subtitle: row.email,
          details: { ip: client.ip },
          executor: tx,
        });
      }
      return result;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (error.why === 'challenge') throw challengeInvalid();
    const { challengeGone } = await recordWrongAnswer({ key, account: row, client, challengeId: challenge.id, tries });
    // A right code of a step already used: recorded, and its owner told (ASVS 2.8.5).
    if (input.code !== undefined) await noticeReplayedCode({ adminId: row.id, code: input.code, client });
    if (challengeGone) throw challengeSpentByWrongCodes();
    throw refused(TWO_FACTOR_REFUSALS.codeWrong);
  }
}
