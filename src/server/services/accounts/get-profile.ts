import 'server-only';
import { DomainError } from '@/server/services/errors';
import { API_MESSAGES } from '@/shared/messages';
import type { SecondFactorStatus } from '@/shared/auth/answers';
import type { OwnProfile } from '@/shared/auth/answers';
import { secondFactorStatus } from '../two-factor/status';
import { findAdminById } from './find-admin';
import { toOwnProfileDto } from './to-admin-dto';

/** GET /auth/profile: the account, and whether a second factor guards it (docs/decisions/025-second-factor.md). */
export async function getProfile(adminId: string): Promise<OwnProfile & { doubleAuthentification: SecondFactorStatus }> {
  const row = await findAdminById(adminId);
  // The middleware found the account a moment ago; it can only be gone if deleted in between.
  if (!row) throw new DomainError('token_invalid', API_MESSAGES.tokenInvalid);
  return { ...toOwnProfileDto(row), doubleAuthentification: await secondFactorStatus(row) };
}
