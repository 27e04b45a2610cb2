import 'server-only';
import { refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from './refusals';
import type { SecondFactorStatus } from '@/shared/auth/answers';
import type { OwnProfile } from '@/shared/auth/answers';
import { secondFactorStatus } from '../two-factor/status';
import { findAdminById } from './find-admin';
import { toOwnProfileDto } from './to-admin-dto';

/** GET /auth/profile: the account, and whether a second factor guards it (docs/decisions/025-second-factor.md). */
export async function getProfile(adminId: string): Promise<OwnProfile & { doubleAuthentification: SecondFactorStatus }> {
  const row = await findAdminById(adminId);
  // The middleware found the account a moment ago; it can only be gone if deleted in between.
  if (!row) throw refused(ACCESS_REFUSALS.tokenInvalid);
  return { ...toOwnProfileDto(row), doubleAuthentification: await secondFactorStatus(row) };
}
