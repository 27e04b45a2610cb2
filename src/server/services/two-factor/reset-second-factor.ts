// POST /auth/admin/{id}/2fa/reset (super administrator; docs/api.md): removes another administrator's second
// factor, for a phone lost with its recovery codes. Recorded in the activity feed under the super administrator's
// name; the account's owner is told by e-mail. One's own is turned off from the account page, with the password.
import 'server-only';
import { DomainError } from '@/server/services/errors';
import { API_MESSAGES } from '@/shared/messages';
import { TWO_FACTOR_ACTIVITY_TITLES, TWO_FACTOR_MESSAGES } from '@/shared/auth/two-factor';
import { getDb } from '@/server/db/client';
import { type Actor, logActivity } from '../activity/log-activity';
import { findAdminById } from '../accounts/find-admin';
import { sendSecondFactorNotice } from './notice';
import { removeSecondFactor } from './remove-second-factor';

export async function resetSecondFactor({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  if (id === actor.id) throw new DomainError('forbidden', TWO_FACTOR_MESSAGES.cannotResetSelf);
  const target = await findAdminById(id);
  if (!target) throw new DomainError('admin_not_found', API_MESSAGES.adminNotFound);
  if (!target.totpEnabledAt) throw new DomainError('second_factor_not_enabled', TWO_FACTOR_MESSAGES.notEnabled);
  await getDb().transaction(async (tx) => {
    await removeSecondFactor({ adminId: target.id, executor: tx });
    await logActivity({
      actor,
      action: 'admin.second_factor_reset',
      entityType: 'admin',
      entityId: target.id,
      title: TWO_FACTOR_ACTIVITY_TITLES.reset,
      subtitle: target.email,
      details: { factor: 'totp' },
      executor: tx,
    });
  });
  sendSecondFactorNotice(target.email, 'reset');
}
