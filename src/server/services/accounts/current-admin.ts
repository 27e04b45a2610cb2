// Resolves an access token to a live administrator: the account and its session are read on every request,
// so that blocking an account or revoking a session takes effect at once.
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins, sessions } from '@/server/db/schema';
import type { Role } from '@/shared/constants';
import type { Actor } from '../activity/log-activity';
import { verifyAccessToken } from './access-tokens';

/** The signed-in administrator, as the auth middleware hands them to the routes: also the actor of their writes. */
export interface LiveAdmin extends Actor {
  role: Role;
  nomComplet: string;
  sessionId: string;
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
    })
    .from(admins)
    .innerJoin(sessions, and(eq(sessions.adminId, admins.id), eq(sessions.id, claims.sessionId), isNull(sessions.revokedAt)))
    .where(eq(admins.id, claims.adminId))
    .limit(1);
  const row = rows[0];
  if (!row?.isActive || row.locked || !row.verified) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    nomComplet: `${row.prenom} ${row.nom}`.trim(),
    sessionId: claims.sessionId,
  };
}
