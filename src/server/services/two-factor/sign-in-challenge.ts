// The step between the right password and the second factor (docs/decisions/025-second-factor.md): a random
// token, stored hashed, good for a few minutes and once, bound to the account, to the identifier typed (whose
// lock wrong codes count toward) and to the client's network. It opens nothing by itself. A challenge is deleted
// when used or when the account is given another: one per account at most, nothing left to purge.
import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { clientNetwork } from '@/server/client-network';
import { type Executor, getDb } from '@/server/db/client';
import { signInChallenges } from '@/server/db/schema';
import { DomainError } from '@/server/services/errors';
import { type SecondFactorChallenge, TWO_FACTOR, TWO_FACTOR_MESSAGES } from '@/shared/two-factor';
import type { AttemptClient } from '../accounts/sign-in-attempts';
import { hashToken, randomToken } from '../accounts/token-hash';

export interface LiveChallenge {
  id: string;
  adminId: string;
  identifierKey: string;
}

export const challengeInvalid = () => new DomainError('sign_in_challenge_invalid', TWO_FACTOR_MESSAGES.challengeInvalid);

/** Hands out a challenge for an account whose password was right; its earlier one, if any, goes. */
export async function issueChallenge({
  adminId,
  key,
  client,
}: {
  adminId: string;
  key: string;
  client: AttemptClient;
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
  return { secondFactor: 'totp', challenge };
}

/** The unexpired challenge of this token from this client's network; else a 401. */
export async function findChallenge({ challenge, client }: { challenge: string; client: AttemptClient }): Promise<LiveChallenge> {
  const [row] = await getDb()
    .select({ id: signInChallenges.id, adminId: signInChallenges.adminId, identifierKey: signInChallenges.identifierKey })
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
