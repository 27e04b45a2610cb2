// POST /auth/2fa/recovery-codes (docs/api.md): with the password again, ten new recovery codes, shown once; the
// old ones, used or not, stop working. The owner is told by e-mail.
import 'server-only';
import { getDb } from '@/server/db/client';
import { TWO_FACTOR_ACTIVITY_TITLES } from '@/shared/auth/two-factor';
import { logActivity } from '../activity/log-activity';
import type { LiveAdmin } from '../accounts/current-admin';
import type { AttemptClient } from '../accounts/sign-in-attempts';
import { actorOf } from '../accounts/to-admin-dto';
import { confirmOwnAccount } from './confirm-own-account';
import { sendSecondFactorNotice } from './notice';
import { replaceRecoveryCodes } from './recovery-codes';

export async function renewRecoveryCodes({
  actor,
  input,
  client,
}: {
  actor: LiveAdmin;
  input: { currentPassword: string };
  client: AttemptClient;
}): Promise<{ recoveryCodes: string[] }> {
  const row = await confirmOwnAccount({ actor, password: input.currentPassword, client, totp: 'on' });
  const recoveryCodes = await getDb().transaction(async (tx) => {
    const codes = await replaceRecoveryCodes({ adminId: row.id, executor: tx });
    await logActivity({
      actor: actorOf(row),
      action: 'auth.recovery_codes_renewed',
      entityType: 'admin',
      entityId: row.id,
      title: TWO_FACTOR_ACTIVITY_TITLES.recoveryCodesRenewed,
      subtitle: row.email,
      executor: tx,
    });
    return codes;
  });
  sendSecondFactorNotice(row.email, 'codes_renewed');
  return { recoveryCodes };
}
