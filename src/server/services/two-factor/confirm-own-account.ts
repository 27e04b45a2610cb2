// What every change of one's own second factor asks first (docs/decisions/025-second-factor.md): the account as it
// is now, the factor in the state the change needs, and the password again, counted like a sign-in (decision 010).
import 'server-only';
import { DomainError, refused } from '@/server/services/errors';
import { TWO_FACTOR_REFUSALS } from './refusals';
import { API_MESSAGES } from '@/shared/messages';
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
  if (!row) throw new DomainError('token_invalid', API_MESSAGES.tokenInvalid);
  if (totp === 'on' && !row.totpEnabledAt) throw refused(TWO_FACTOR_REFUSALS.notEnabled);
  if (totp === 'off' && row.totpEnabledAt) throw refused(TWO_FACTOR_REFUSALS.alreadyEnabled);
  await confirmCurrentPassword({ account: row, password, client });
  return row;
}
