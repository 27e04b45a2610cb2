// The shop must never be left without a way in: when no super administrator exists, one is created from
// ADMIN_EMAIL / ADMIN_PASSWORD (a generated password is returned so that the entry can print it once).
import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { logActivity } from '../activity/log-activity';
import { INITIAL_SUPER_ADMIN_NAME } from '@/shared/launch/rules';
import { hashPassword } from './passwords';

export interface EnsureSuperAdminResult {
  created: boolean;
  email: string;
  /** Only when the password was generated here: print it once. */
  generatedPassword: string | null;
}

/** What start-up prints, once, when it generated the password (README, "Set up"); null otherwise. */
export function superAdminNotice(result: EnsureSuperAdminResult): string | null {
  if (!result.generatedPassword) return null;
  return `Super administrateur créé : ${result.email} / mot de passe : ${result.generatedPassword} (affiché une seule fois : notez-le)`;
}

export async function ensureSuperAdmin({
  db,
  email,
  password,
}: {
  db: Db;
  email: string;
  password: string | null;
}): Promise<EnsureSuperAdminResult> {
  const existing = await db.select({ id: admins.id }).from(admins).where(eq(admins.typeUtilisateur, 'SUPER_ADMIN')).limit(1);
  if (existing.length > 0) return { created: false, email, generatedPassword: null };

  const generatedPassword = password ? null : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password ?? (generatedPassword as string));
  const holder = await db
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`)
    .limit(1);
  const values = { typeUtilisateur: 'SUPER_ADMIN' as const, passwordHash, emailVerifie: true, compteVerrouille: false, isActive: true };
  // An ordinary account already holding that address is promoted rather than duplicated.
  const inserted = holder[0]
    ? await db.update(admins).set(values).where(eq(admins.id, holder[0].id)).returning({ id: admins.id })
    : await db
        .insert(admins)
        .values({ ...values, email: email.toLowerCase(), ...INITIAL_SUPER_ADMIN_NAME })
        .returning({ id: admins.id });
  await logActivity({
    actor: null,
    action: 'admin.bootstrap',
    entityType: 'admin',
    entityId: inserted[0]?.id,
    title: 'Super administrateur initial créé',
    subtitle: email,
    executor: db,
  });
  return { created: true, email, generatedPassword };
}
