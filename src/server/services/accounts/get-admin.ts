import 'server-only';
import { DomainError } from '@/server/services/errors';
import { API_MESSAGES } from '@/shared/messages';
import type { Admin } from '@/shared/auth/answers';
import { findAdminById } from './find-admin';
import { toAdminDto } from './to-admin-dto';

export async function getAdmin(id: string): Promise<Admin> {
  const row = await findAdminById(id);
  if (!row) throw new DomainError('admin_not_found', API_MESSAGES.adminNotFound);
  return toAdminDto(row);
}
