// POST /auth/refresh: trades a refresh token for a new access token and a new refresh token (rotation).
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { DomainError } from '@/server/services/errors';
import { ACCOUNT_REFUSALS } from './refusals';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import { logActivity } from '../activity/log-activity';
import { signAccessToken } from './access-tokens';
import { findAdminById } from './find-admin';
import { findRefreshToken, issueRefreshToken, markRefreshTokenUsed } from './refresh-tokens';
import { revokeSession } from './sessions';
import { actorOf } from './to-admin-dto';

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
}

const refused = () => new DomainError(ACCOUNT_REFUSALS.refreshTokenInvalid);

export async function refreshSession(refreshToken: string): Promise<RefreshedTokens> {
  const presented = await findRefreshToken(refreshToken);
  if (!presented) throw refused();
  if (presented.rotated) {
    await revokeFamily({ sessionId: presented.sessionId, adminId: presented.adminId });
    throw refused();
  }
  if (presented.sessionRevoked || presented.expired) throw refused();

  const admin = await findAdminById(presented.adminId);
  if (!admin?.isActive || admin.compteVerrouille || !admin.emailVerifie) throw refused();

  const rotated = await getDb().transaction(async (tx) => {
    if (!(await markRefreshTokenUsed({ id: presented.id, executor: tx }))) return null;
    await tx.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, presented.sessionId));
    return issueRefreshToken({ sessionId: presented.sessionId, sessionStartedAt: presented.sessionStartedAt, executor: tx });
  });
  if (!rotated) {
    // Another request spent this token a moment ago: one of the two holders has a copy.
    await revokeFamily({ sessionId: presented.sessionId, adminId: presented.adminId });
    throw refused();
  }
  const accessToken = await signAccessToken({ adminId: admin.id, sessionId: presented.sessionId, role: admin.typeUtilisateur });
  return { accessToken, refreshToken: rotated };
}

/** A rotated token came back: someone holds a copy, so the session ends for every holder. */
export async function revokeFamily({ sessionId, adminId }: { sessionId: string; adminId: string }): Promise<void> {
  if (!(await revokeSession(sessionId))) return;
  const admin = await findAdminById(adminId);
  await logActivity({
    actor: admin ? actorOf(admin) : null,
    action: 'auth.refresh_reuse',
    entityType: 'session',
    entityId: sessionId,
    title: ACCOUNT_ACTIVITY_TITLES.sessionReuse,
    subtitle: admin?.email,
  });
}
