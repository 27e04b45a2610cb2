// GET/DELETE /auth/sessions (docs/api.md): the signed-in administrator's open sessions, each named by its
// browser and device, and how to end one, or all but this one. Ending a session stops its access tokens at
// once: the auth middleware reads the session on every request.
import 'server-only';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ACCOUNT_REFUSALS } from './refusals';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import type { AdminSession } from '@/shared/auth/answers';
import { logActivity } from '../activity/log-activity';
import type { LiveAdmin } from './current-admin';
import { describeDevice } from './device-label';
import { sessionStartLimit } from './refresh-tokens';

/** Not revoked and not past its absolute lifetime. */
const openSessionsOf = (adminId: string) =>
  and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), gt(sessions.createdAt, sessionStartLimit()));

/** Most recently used first. */
export async function listOwnSessions(actor: LiveAdmin): Promise<AdminSession[]> {
  const rows = await getDb()
    .select()
    .from(sessions)
    .where(openSessionsOf(actor.id))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    ...describeDevice(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    courante: row.id === actor.sessionId,
  }));
}

/** Ends one of the caller's open sessions (this one too, if named); 404 when it is not one of them. */
export async function endOwnSession({ actor, sessionId }: { actor: LiveAdmin; sessionId: string }): Promise<void> {
  const ended = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), openSessionsOf(actor.id)))
      .returning({ id: sessions.id });
    if (rows.length === 0) return false;
    await logActivity({
      actor,
      action: 'auth.session_end',
      entityType: 'session',
      entityId: sessionId,
      title: ACCOUNT_ACTIVITY_TITLES.sessionEnded,
      subtitle: actor.email,
      executor: tx,
    });
    return true;
  });
  if (!ended) throw refused(ACCOUNT_REFUSALS.sessionNotFound);
}

/** Ends every open session of the caller but the one of this request. */
export async function endOtherSessions(actor: LiveAdmin): Promise<{ count: number }> {
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(openSessionsOf(actor.id), ne(sessions.id, actor.sessionId)))
      .returning({ id: sessions.id });
    if (rows.length > 0) {
      await logActivity({
        actor,
        action: 'auth.sessions_end',
        entityType: 'admin',
        entityId: actor.id,
        title: ACCOUNT_ACTIVITY_TITLES.otherSessionsEnded,
        subtitle: actor.email,
        details: { count: rows.length },
        executor: tx,
      });
    }
    return { count: rows.length };
  });
}
