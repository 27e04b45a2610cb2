import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import type { Admin } from '@/shared/auth/answers';
import { toAdminDto } from './to-admin-dto';

/** Every administrator, oldest first; the back office searches and counts on its side (docs/product.md). */
export async function listAdmins(): Promise<Admin[]> {
  const rows = await getDb().select().from(admins).orderBy(asc(admins.createdAt), asc(admins.email));
  return rows.map(toAdminDto);
}
