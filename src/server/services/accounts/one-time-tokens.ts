// Verification, password-reset and invitation links: single use and expiring. Issuing a new link of a
// purpose retires the account's earlier unused ones, so that only the latest e-mail works.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { oneTimeTokens } from '@/server/db/schema';
import { TOKEN_LIFETIMES } from '@/shared/constants';
import { hashToken, randomToken } from './token-hash';

export type OneTimePurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

const HOUR_MS = 60 * 60 * 1000;

export const ONE_TIME_LIFETIMES_MS: Record<OneTimePurpose, number> = {
  verify: TOKEN_LIFETIMES.verificationHours * HOUR_MS,
  reset: TOKEN_LIFETIMES.resetHours * HOUR_MS,
  invite: TOKEN_LIFETIMES.invitationDays * 24 * HOUR_MS,
  // A link to a new address proves it like a verification link, and lives as long.
  email_change: TOKEN_LIFETIMES.verificationHours * HOUR_MS,
};

export async function issueOneTimeToken({
  adminId,
  purpose,
  lifetimeMs = ONE_TIME_LIFETIMES_MS[purpose],
  executor = getDb(),
  token = randomToken(),
}: {
  adminId: string;
  purpose: OneTimePurpose;
  lifetimeMs?: number;
  executor?: Executor;
  /** A token made beforehand, when the link must go out before the account is written (an invitation). */
  token?: string;
}): Promise<string> {
  await executor
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.adminId, adminId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  await executor.insert(oneTimeTokens).values({
    adminId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/** Spends the account's unused links of a purpose (an e-mail change withdrawn). */
export async function retireOneTimeTokens({
  adminId,
  purpose,
  executor = getDb(),
}: {
  adminId: string;
  purpose: OneTimePurpose;
  executor?: Executor;
}): Promise<void> {
  await executor
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.adminId, adminId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

/** Unknown, used, expired or of another purpose: not live. */
const liveToken = (token: string, purposes: OneTimePurpose[]) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    inArray(oneTimeTokens.purpose, purposes),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );

/**
 * The account a live token of one of these purposes names, or null; the token stays unused. For a cheap check
 * before costly work: whoever consumes it must still do so through consumeOneTimeToken.
 */
export async function findOneTimeToken({
  token,
  purposes,
}: {
  token: string;
  purposes: OneTimePurpose[];
}): Promise<{ adminId: string; purpose: OneTimePurpose } | null> {
  const rows = await getDb()
    .select({ adminId: oneTimeTokens.adminId, purpose: oneTimeTokens.purpose })
    .from(oneTimeTokens)
    .where(
      liveToken(token, purposes),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Marks the token used and names its account, or null when it is unknown, used, expired or of another
 * purpose. One atomic update: two clicks on the same link cannot both succeed.
 */
export async function consumeOneTimeToken({
  token,
  purposes,
  executor = getDb(),
}: {
  token: string;
  purposes: OneTimePurpose[];
  executor?: Executor;
}): Promise<{ adminId: string; purpose: OneTimePurpose } | null> {
  const rows = await executor
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      liveToken(token, purposes),
    )
    .returning({ adminId: oneTimeTokens.adminId, purpose: oneTimeTokens.purpose });
  return rows[0] ?? null;
}
