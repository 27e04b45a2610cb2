import 'server-only';
import { DomainError } from '@/server/services/errors';
import { API_MESSAGES } from '@/shared/messages';
import type { OwnProfile } from '@/shared/types';
import { findAdminById } from './find-admin';
import { toOwnProfileDto } from './to-admin-dto';

export async function getProfile(adminId: string): Promise<OwnProfile> {
  const row = await findAdminById(adminId);
  // The middleware found the account a moment ago; it can only be gone if deleted in between.
  if (!row) throw new DomainError('token_invalid', API_MESSAGES.tokenInvalid);
  return toOwnProfileDto(row);
}
