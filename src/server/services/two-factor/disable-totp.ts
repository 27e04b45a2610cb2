// POST /auth/2fa/totp/disable (docs/api.md): with the password again (counted like a sign-in, decision 010), the
// second factor and its recovery codes are removed; the owner is told by e-mail.
import 'server-only';
import { getDb } from '@/server/db/client';
import { TWO_FACTOR_ACTIVITY_TITLES } from '@/shared/auth/two-factor';
import { logActivity } from '../activity/log-activity';
import type { LiveAdmin } from '../accounts/current-admin';
import type { AttemptClient } from '../accounts/sign-in-attempts';
import { actorOf } from '../accounts/to-admin-dto';
import { confirmOwnAccount } from './confirm-own-account';
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
  const row = await confirmOwnAccount({ actor, password: input.currentPassword, client, totp: 'on' });
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
