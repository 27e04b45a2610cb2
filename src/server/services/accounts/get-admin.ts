import 'server-only';
import { refused } from '@/server/services/errors';
import { ADMIN_REFUSALS } from './refusals';
import type { Admin } from '@/shared/auth/answers';
import { findAdminById } from './find-admin';
import { toAdminDto } from './to-admin-dto';

export async function getAdmin(id: string): Promise<Admin> {
  const row = await findAdminById(id);
  if (!row) throw refused(ADMIN_REFUSALS.notFound);
  return toAdminDto(row);
}
