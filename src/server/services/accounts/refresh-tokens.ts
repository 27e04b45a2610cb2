// Refresh tokens: random, stored hashed, single use. Each use rotates to a new token of the same session
// (family); presenting a rotated token again means it was copied, and the whole session is revoked.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { admins, refreshTokens, sessions } from '@/server/db/schema';
import { TOKEN_LIFETIMES } from '@/shared/constants';
import { hashToken, randomToken } from './token-hash';

const REFRESH_LIFETIME_MS = TOKEN_LIFETIMES.refreshDays * 24 * 60 * 60 * 1000;

export async function issueRefreshToken(sessionId: string, executor: Executor = getDb()): Promise<string> {
  const token = randomToken();
  await executor.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_LIFETIME_MS),
  });
  return token;
}

export interface PresentedRefreshToken {
  id: string;
  sessionId: string;
  adminId: string;
  expired: boolean;
  rotated: boolean;
  sessionRevoked: boolean;
}

export async function findRefreshToken(token: string, executor: Executor = getDb()): Promise<PresentedRefreshToken | null> {
  const rows = await executor
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      adminId: sessions.adminId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    sessionId: row.sessionId,
    adminId: row.adminId,
    expired: row.expiresAt.getTime() <= Date.now(),
    rotated: row.usedAt !== null,
    sessionRevoked: row.revokedAt !== null,
  };
}

/** Marks the token used; false when another request used it first (then it counts as a reuse). */
export async function markRefreshTokenUsed(id: string, executor: Executor = getDb()): Promise<boolean> {
  const rows = await executor
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}
