import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { normalisePhone } from '@/shared/phone';
import type { AdminRow } from './to-admin-dto';

export async function findAdminById(id: string): Promise<AdminRow | null> {
  const rows = await getDb().select().from(admins).where(eq(admins.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findAdminByEmail(email: string): Promise<AdminRow | null> {
  const rows = await getDb()
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findAdminByPhone(phone: string): Promise<AdminRow | null> {
  const numero = normalisePhone(phone);
  if (!numero) return null;
  const rows = await getDb().select().from(admins).where(eq(admins.numero, numero)).limit(1);
  return rows[0] ?? null;
}

/** The sign-in identifier is an e-mail, or a phone number with its country code (docs/api.md). */
export function findAdminByIdentifier(identifier: string): Promise<AdminRow | null> {
  return identifier.includes('@') ? findAdminByEmail(identifier) : findAdminByPhone(identifier);
}
