// POST /auth/logout: ends the session the refresh token belongs to. Answering the same whatever the token
// was lets a client always clear its state; only a real session end is logged.
import 'server-only';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import { logActivity } from '../activity/log-activity';
import { findAdminById } from './find-admin';
import { revokeFamily } from './refresh-session';
import { findRefreshToken } from './refresh-tokens';
import { revokeSession } from './sessions';
import { actorOf } from './to-admin-dto';

export async function logout(refreshToken: string): Promise<{ revoked: boolean }> {
  const presented = await findRefreshToken(refreshToken);
  if (!presented || presented.sessionRevoked) return { revoked: false };
  if (presented.rotated) {
    // A rotated token is a copy, wherever it is presented.
    await revokeFamily({ sessionId: presented.sessionId, adminId: presented.adminId });
    return { revoked: true };
  }
  const revoked = await revokeSession(presented.sessionId);
  if (revoked) {
    const admin = await findAdminById(presented.adminId);
    await logActivity({
      actor: admin ? actorOf(admin) : null,
      action: 'auth.logout',
      entityType: 'session',
      entityId: presented.sessionId,
      title: ACCOUNT_ACTIVITY_TITLES.logout,
      subtitle: admin?.email,
    });
  }
  return { revoked };
}
