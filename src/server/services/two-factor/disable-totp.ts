// POST /auth/2fa/totp/disable (docs/api.md): with the password again (counted like a sign-in, decision 010), the
// second factor and its recovery codes are removed; the owner is told by e-mail.
import 'server-only';
import { getDb } from '@/server/db/client';
import { DomainError } from '@/server/services/errors';
import { API_MESSAGES } from '@/shared/messages';
import { TWO_FACTOR_ACTIVITY_TITLES, TWO_FACTOR_MESSAGES } from '@/shared/two-factor';
import { logActivity } from '../activity/log-activity';
import type { LiveAdmin } from '../accounts/current-admin';
import { findAdminById } from '../accounts/find-admin';
import { confirmCurrentPassword } from '../accounts/reauthenticate';
import type { AttemptClient } from '../accounts/sign-in-attempts';
import { actorOf } from '../accounts/to-admin-dto';
import { sendSecondFactorNotice } from './notice';
import { removeSecondFactor } from './remove-second-factor';

export async function disableTotp({
  actor,
  input,
  client,
}: {
  actor: LiveAdmin;
  input: { currentPassword: string };
  client: AttemptClient;
}): Promise<void> {
  const row = await findAdminById(actor.id);
  if (!row) throw new DomainError('token_invalid', API_MESSAGES.tokenInvalid);
  if (!row.totpEnabledAt) throw new DomainError('second_factor_not_enabled', TWO_FACTOR_MESSAGES.notEnabled);
  await confirmCurrentPassword({ account: row, password: input.currentPassword, client });
  await getDb().transaction(async (tx) => {
    await removeSecondFactor({ adminId: row.id, executor: tx });
    await logActivity({
      actor: actorOf(row),
      action: 'auth.second_factor_disable',
      entityType: 'admin',
      entityId: row.id,
      title: TWO_FACTOR_ACTIVITY_TITLES.disabled,
      subtitle: row.email,
      details: { factor: 'totp' },
      executor: tx,
    });
  });
  sendSecondFactorNotice(row.email, 'disabled');
}
