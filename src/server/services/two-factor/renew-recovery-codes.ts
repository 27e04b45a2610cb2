// POST /auth/2fa/recovery-codes (docs/api.md): with the password again, ten new recovery codes, shown once; the
// old ones, used or not, stop working. The owner is told by e-mail.
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
  const row = await findAdminById(actor.id);
  if (!row) throw new DomainError('token_invalid', API_MESSAGES.tokenInvalid);
  if (!row.totpEnabledAt) throw new DomainError('second_factor_not_enabled', TWO_FACTOR_MESSAGES.notEnabled);
  await confirmCurrentPassword({ account: row, password: input.currentPassword, client });
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
