// GET /auth/sign-ins (docs/api.md): the signed-in administrator's last sign-in attempts, let in or refused,
// and the wrong passwords typed to change their password or contact details; newest first.
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { signInAttempts } from '@/server/db/schema';
import { SIGN_IN_HISTORY_SIZE } from '@/shared/constants';
import type { SignInRecord } from '@/shared/auth/answers';
import { describeDevice } from './device-label';

export async function listSignIns(adminId: string): Promise<SignInRecord[]> {
  const rows = await getDb()
    .select()
    .from(signInAttempts)
    .where(eq(signInAttempts.adminId, adminId))
    .orderBy(desc(signInAttempts.createdAt))
    .limit(SIGN_IN_HISTORY_SIZE);
  return rows.map((row) => ({
    id: row.id,
    reussi: row.success,
    ip: row.ip,
    appareil: describeDevice(row.userAgent).appareil,
    createdAt: row.createdAt.toISOString(),
  }));
}
