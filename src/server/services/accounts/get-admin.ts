import { ApiError } from '@/server/api/respond';
import { API_MESSAGES } from '@/shared/messages';
import type { Admin } from '@/shared/types';
import { findAdminById } from './find-admin';
import { toAdminDto } from './to-admin-dto';

export async function getAdmin(id: string): Promise<Admin> {
  const row = await findAdminById(id);
  if (!row) throw new ApiError(404, API_MESSAGES.adminNotFound);
  return toAdminDto(row);
}
