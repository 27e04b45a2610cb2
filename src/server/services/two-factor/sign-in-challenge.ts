// The step between the right password and the second factor (docs/decisions/025-second-factor.md): a random
// token, stored hashed, good for a few minutes and once, bound to the account, to the identifier typed (whose
// lock wrong codes count toward) and to the client's network. It opens nothing by itself. A challenge is deleted
// when used or when the account is given another: one per account at most, nothing left to purge.
import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { clientNetwork } from '@/server/client-network';
import { type Executor, getDb } from '@/server/db/client';
import { signInChallenges } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { TWO_FACTOR_REFUSALS } from './refusals';
import { type SignInStep, TWO_FACTOR, } from '@/shared/auth/two-factor';
import type { SecondFactorChallenge } from '@/shared/auth/answers';
import type { AttemptClient } from '../accounts/sign-in-attempts';
import { hashToken, randomToken } from '../accounts/token-hash';
import { countPasskeys } from './passkeys';

export interface LiveChallenge {
  id: string;
  adminId: string;
  identifierKey: string;
  /** The WebAuthn challenge of a passkey's sign-in, once its options were asked for (./passkey-sign-in.ts). */
  webauthnChallenge: string | null;
  /** The required setup's e-mailed code, hashed (./sign-in-setup.ts), and how many were sent. */
  emailCodeHash: string | null;
  emailCodesSent: number;
}

export const challengeInvalid = () => refused(TWO_FACTOR_REFUSALS.challengeInvalid);

/** The challenge deleted by its last wrong answer (./second-step-guard.ts): the password is asked again. */
export const challengeSpentByWrongCodes = () => refused(TWO_FACTOR_REFUSALS.tooManyWrongCodes);

/**
 * Hands out a challenge for an account whose password was right; its earlier one, if any, goes. `step` says what
 * it is for: a code of the account's factor, or the setup the shop requires ('setup'), which is not stored: the
 * account's own state (a factor on or not) decides which routes take it.
 */
export async function issueChallenge({
  adminId,
  key,
  client,
  step = 'totp',
}: {
  adminId: string;
  key: string;
  client: AttemptClient;
  step?: SignInStep;
}): Promise<SecondFactorChallenge> {
  const challenge = randomToken();
  await getDb().transaction(async (tx) => {
    await tx.delete(signInChallenges).where(eq(signInChallenges.adminId, adminId));
    await tx.insert(signInChallenges).values({
      adminId,
      tokenHash: hashToken(challenge),
      identifierKey: key,
      ip: clientNetwork(client.ip),
      expiresAt: new Date(Date.now() + TWO_FACTOR.challengeMinutes * 60_000),
    });
  });
  // An account with passkeys may answer with one instead of a code (decision 025, "Passkeys").
  const withPasskeys = step === 'totp' && (await countPasskeys({ adminId })) > 0;
  return { secondFactor: step, challenge, ...(withPasskeys ? { passkey: true as const } : {}) };
}

/** The unexpired challenge of this token from this client's network; else a 401. */
export async function findChallenge({ challenge, client }: { challenge: string; client: AttemptClient }): Promise<LiveChallenge> {
  const [row] = await getDb()
    .select({
      id: signInChallenges.id,
      adminId: signInChallenges.adminId,
      identifierKey: signInChallenges.identifierKey,
      webauthnChallenge: signInChallenges.webauthnChallenge,
      emailCodeHash: signInChallenges.emailCodeHash,
      emailCodesSent: signInChallenges.emailCodesSent,
    })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(challenge)),
        eq(signInChallenges.ip, clientNetwork(client.ip)),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    );
  if (!row) throw challengeInvalid();
  return row;
}

/** Spends the challenge; false when another request spent it first (or it expired meanwhile). */
export async function spendChallenge({ id, executor }: { id: string; executor: Executor }): Promise<boolean> {
  const rows = await executor
    .delete(signInChallenges)
    .where(and(eq(signInChallenges.id, id), gt(signInChallenges.expiresAt, new Date())))
    .returning({ id: signInChallenges.id });
  return rows.length > 0;
}
