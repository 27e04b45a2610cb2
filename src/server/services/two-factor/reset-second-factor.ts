// POST /auth/admin/{id}/2fa/reset (super administrator; docs/api.md): removes another administrator's second
// factor, for a phone lost with its recovery codes. Recorded in the activity feed under the super administrator's
// name; the account's owner is told by e-mail. One's own is turned off from the account page, with the password.
import 'server-only';
import { refused } from '@/server/services/errors';
import { TWO_FACTOR_REFUSALS } from './refusals';
import { TWO_FACTOR_ACTIVITY_TITLES, } from '@/shared/auth/two-factor';
import { getDb } from '@/server/db/client';
import { type Actor, logActivity } from '../activity/log-activity';
import { findAdminById } from '../accounts/find-admin';
import { sendSecondFactorNotice } from './notice';
import { removeSecondFactor } from './remove-second-factor';

export async function resetSecondFactor({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  if (id === actor.id) throw refused(TWO_FACTOR_REFUSALS.cannotResetSelf);
  const target = await findAdminById(id);
  if (!target) throw refused(TWO_FACTOR_REFUSALS.adminNotFound);
  if (!target.totpEnabledAt) throw refused(TWO_FACTOR_REFUSALS.notEnabled);
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
