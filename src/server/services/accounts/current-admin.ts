// Resolves an access token to a live administrator: the account and its session are read on every request,
// so that blocking an account or revoking a session takes effect at once, and a session past its absolute
// lifetime ends with it.
import 'server-only';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins, sessions } from '@/server/db/schema';
import type { Role } from '@/shared/constants';
import type { Actor } from '../activity/log-activity';
import { verifyAccessToken } from './access-tokens';
import { sessionStartLimit } from './refresh-tokens';

/** The signed-in administrator, as the auth middleware hands them to the routes: also the actor of their writes. */
export interface LiveAdmin extends Actor {
  role: Role;
  nomComplet: string;
  sessionId: string;
  /**
   * When the session was opened: the moment its password (and second factor) were checked. A refresh never moves
   * it; a sign-in this recent counts as a step-up (./step-up.ts).
   */
  signedInAt: Date;
}

/** Throws DomainError for a bad or expired token; returns null when the account or session no longer allows access. */
export async function findLiveAdmin(token: string): Promise<LiveAdmin | null> {
  const claims = await verifyAccessToken(token);
  const rows = await getDb()
    .select({
      id: admins.id,
      email: admins.email,
      nom: admins.nom,
      prenom: admins.prenom,
      role: admins.typeUtilisateur,
      isActive: admins.isActive,
      locked: admins.compteVerrouille,
      verified: admins.emailVerifie,
      lastUsedAt: sessions.lastUsedAt,
      signedInAt: sessions.createdAt,
    })
    .from(admins)
    .innerJoin(
      sessions,
      and(
        eq(sessions.adminId, admins.id),
        eq(sessions.id, claims.sessionId),
        isNull(sessions.revokedAt),
        // A session ends at its absolute lifetime even while an access token of it is still valid.
        gt(sessions.createdAt, sessionStartLimit()),
      ),
    )
    .where(eq(admins.id, claims.adminId))
    .limit(1);
  const row = rows[0];
  if (!row?.isActive || row.locked || !row.verified) return null;
  if (Date.now() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await touchSession(claims.sessionId);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    nomComplet: `${row.prenom} ${row.nom}`.trim(),
    sessionId: claims.sessionId,
    signedInAt: row.signedInAt,
  };
}

/** How stale a session's last use may get: its list shows when it was last used, without a write per request. */
const TOUCH_EVERY_MS = 60_000;

async function touchSession(sessionId: string): Promise<void> {
  const stale = new Date(Date.now() - TOUCH_EVERY_MS);
  await getDb()
    .update(sessions)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, stale)));
}
