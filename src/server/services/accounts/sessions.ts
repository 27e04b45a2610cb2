// Sessions are refresh-token families; access tokens name theirs, and the auth middleware reads it on every
// request, so revoking a session here ends its access tokens at once.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { LIMITS, type Role } from '@/shared/constants';
import { signAccessToken } from './access-tokens';
import { issueRefreshToken } from './refresh-tokens';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

export interface ClientInfo {
  userAgent?: string | null;
  ip?: string | null;
}

export async function startSession({
  admin,
  client,
  executor = getDb(),
}: {
  admin: { id: string; role: Role };
  client: ClientInfo;
  executor?: Executor;
}): Promise<SessionTokens> {
  const [session] = await executor
    .insert(sessions)
    .values({ adminId: admin.id, userAgent: client.userAgent?.slice(0, LIMITS.userAgentMax) ?? null, ip: client.ip ?? null })
    .returning({ id: sessions.id, createdAt: sessions.createdAt });
  const refreshToken = await issueRefreshToken({ sessionId: session.id, sessionStartedAt: session.createdAt, executor });
  const accessToken = await signAccessToken({ adminId: admin.id, sessionId: session.id, role: admin.role });
  return { accessToken, refreshToken, sessionId: session.id };
}

export async function revokeSession(sessionId: string): Promise<boolean> {
  const rows = await getDb()
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every live session of the account, except `keep` (the caller's own, when it changes its password). */
export async function revokeAdminSessions({
  adminId,
  keep = null,
  executor = getDb(),
}: {
  adminId: string;
  keep?: string | null;
  executor?: Executor;
}): Promise<number> {
  const rows = await executor
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}
