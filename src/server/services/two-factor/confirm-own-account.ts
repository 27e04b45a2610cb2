// What every change of one's own second factor asks first (docs/decisions/025-second-factor.md): the account as it
// is now, the factor in the state the change needs, and the password again, counted like a sign-in (decision 010).
import 'server-only';
import { refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import { TWO_FACTOR_REFUSALS } from './refusals';
import type { LiveAdmin } from '../accounts/current-admin';
import { findAdminById } from '../accounts/find-admin';
import { confirmCurrentPassword } from '../accounts/reauthenticate';
import type { AttemptClient } from '../accounts/sign-in-attempts';
import type { AdminRow } from '../accounts/to-admin-dto';

export async function confirmOwnAccount({
  actor,
  password,
  client,
  totp,
}: {
  actor: LiveAdmin;
  password: string;
  client: AttemptClient;
  /** Whether the change needs the factor on (renew, disable) or off (set up). */
  totp: 'on' | 'off';
}): Promise<AdminRow> {
  const row = await findAdminById(actor.id);
  if (!row) throw refused(ACCESS_REFUSALS.tokenInvalid);
  if (totp === 'on' && !row.totpEnabledAt) throw refused(TWO_FACTOR_REFUSALS.notEnabled);
  if (totp === 'off' && row.totpEnabledAt) throw refused(TWO_FACTOR_REFUSALS.alreadyEnabled);
  await confirmCurrentPassword({ account: row, password, client });
  return row;
}
