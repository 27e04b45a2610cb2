// PUT /auth/admin/{id}/toggle-status (super administrator). Blocking ends every session of the account at
// once; nobody blocks themselves, and the shop always keeps one active super administrator (docs/api.md).
import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ADMIN_REFUSALS } from './refusals';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import type { Admin } from '@/shared/auth/answers';
import { type Actor, logActivity } from '../activity/log-activity';
import { revokeAdminSessions } from './sessions';
import { clearAccountLocks } from './sign-in-attempts';
import { toAdminDto } from './to-admin-dto';

export type ToggleAction = 'block' | 'unblock';

export async function toggleAdminStatus({
  actor,
  targetId,
  action,
}: {
  actor: Actor;
  targetId: string;
  action: ToggleAction;
}): Promise<Admin> {
  if (action === 'block' && targetId === actor.id) throw refused(ADMIN_REFUSALS.cannotBlockSelf);

  return getDb().transaction(async (tx) => {
    if (action === 'block') {
      // Two super administrators blocking each other at the same moment must not both succeed:
      // lock every super administrator row, in one order, before counting them.
      await tx.select({ id: admins.id }).from(admins).where(eq(admins.typeUtilisateur, 'SUPER_ADMIN')).orderBy(asc(admins.id)).for('update');
    }
    const [target] = await tx.select().from(admins).where(eq(admins.id, targetId)).for('update');
    if (!target) throw refused(ADMIN_REFUSALS.notFound);
    const blocked = target.compteVerrouille || !target.isActive;

    let updated: typeof target;
    if (action === 'block') {
      if (blocked) throw refused(ADMIN_REFUSALS.alreadyBlocked);
      if (target.typeUtilisateur === 'SUPER_ADMIN') {
        const others = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(admins)
          .where(
            and(
              eq(admins.typeUtilisateur, 'SUPER_ADMIN'),
              eq(admins.isActive, true),
              eq(admins.compteVerrouille, false),
              ne(admins.id, target.id),
            ),
          );
        if ((others[0]?.count ?? 0) === 0) throw refused(ADMIN_REFUSALS.lastSuperAdmin);
      }
      [updated] = await tx.update(admins).set({ compteVerrouille: true, updatedAt: sql`now()` }).where(eq(admins.id, target.id)).returning();
      await revokeAdminSessions({ adminId: target.id, executor: tx });
    } else {
      if (!blocked) throw refused(ADMIN_REFUSALS.notBlocked);
      [updated] = await tx
        .update(admins)
        .set({ compteVerrouille: false, isActive: true, updatedAt: sql`now()` })
        .where(eq(admins.id, target.id))
        .returning();
      await clearAccountLocks({ adminId: target.id, executor: tx });
    }
    await logActivity({
      actor,
      action: action === 'block' ? 'admin.block' : 'admin.unblock',
      entityType: 'admin',
      entityId: target.id,
      title: action === 'block' ? ACCOUNT_ACTIVITY_TITLES.adminBlocked : ACCOUNT_ACTIVITY_TITLES.adminUnblocked,
      subtitle: target.email,
      executor: tx,
    });
    return toAdminDto(updated);
  });
}
