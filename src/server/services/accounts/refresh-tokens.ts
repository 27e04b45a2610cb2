// Refresh tokens: random, stored hashed, single use. Each use rotates to a new token of the same session
// (family); presenting a rotated token again means it was copied, and the whole session is revoked. A session
// ends 30 days after its sign-in however often it is refreshed: a stolen token cannot be kept alive for ever.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { admins, refreshTokens, sessions } from '@/server/db/schema';
import { TOKEN_LIFETIMES } from '@/shared/constants';
import { hashToken, randomToken } from './token-hash';

const DAY_MS = 24 * 60 * 60 * 1000;
const REFRESH_LIFETIME_MS = TOKEN_LIFETIMES.refreshDays * DAY_MS;
const SESSION_LIFETIME_MS = TOKEN_LIFETIMES.sessionDays * DAY_MS;

/** When a session signed in at `startedAt` ends. */
export function sessionEnd(startedAt: Date): Date {
  return new Date(startedAt.getTime() + SESSION_LIFETIME_MS);
}

/** Sessions signed in before this moment have ended. */
export function sessionStartLimit(): Date {
  return new Date(Date.now() - SESSION_LIFETIME_MS);
}

/** A new token of the session signed in at `sessionStartedAt`: it expires with the session at the latest. */
export async function issueRefreshToken({
  sessionId,
  sessionStartedAt,
  executor = getDb(),
}: {
  sessionId: string;
  sessionStartedAt: Date;
  executor?: Executor;
}): Promise<string> {
  const token = randomToken();
  const expiresAt = Math.min(Date.now() + REFRESH_LIFETIME_MS, sessionEnd(sessionStartedAt).getTime());
  await executor.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(expiresAt),
  });
  return token;
}

export interface PresentedRefreshToken {
  id: string;
  sessionId: string;
  adminId: string;
  sessionStartedAt: Date;
  /** Past its own expiry, or its session past its end (tokens issued before sessions ended carry a later expiry). */
  expired: boolean;
  rotated: boolean;
  sessionRevoked: boolean;
}

export async function findRefreshToken(token: string): Promise<PresentedRefreshToken | null> {
  const rows = await getDb()
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      adminId: sessions.adminId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: sessions.revokedAt,
      sessionStartedAt: sessions.createdAt,
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
    sessionStartedAt: row.sessionStartedAt,
    expired: Math.min(row.expiresAt.getTime(), sessionEnd(row.sessionStartedAt).getTime()) <= Date.now(),
    rotated: row.usedAt !== null,
    sessionRevoked: row.revokedAt !== null,
  };
}

/** Marks the token used; false when another request used it first (then it counts as a reuse). */
export async function markRefreshTokenUsed({ id, executor = getDb() }: { id: string; executor?: Executor }): Promise<boolean> {
  const rows = await executor
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}
