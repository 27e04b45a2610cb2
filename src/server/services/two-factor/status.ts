// What the profile says of the account's second factor (GET /auth/profile): never the key itself.
import 'server-only';
import type { SecondFactorStatus } from '@/shared/auth/answers';
import type { AdminRow } from '../accounts/to-admin-dto';
import { countRecoveryCodes } from './recovery-codes';

export async function secondFactorStatus(row: Pick<AdminRow, 'id' | 'totpEnabledAt'>): Promise<SecondFactorStatus> {
  if (!row.totpEnabledAt) return { totp: false, codesRestants: 0 };
  return { totp: true, codesRestants: await countRecoveryCodes({ adminId: row.id }) };
}
