// Turning the second factor off: its key, its last step, its recovery codes and the passkeys go, in the caller's
// transaction.
// Shared by the owner's disabling (./disable-totp.ts) and a super administrator's reset (./reset-second-factor.ts).
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { admins, signInChallenges } from '@/server/db/schema';
import { deletePasskeys } from './passkeys';
import { deleteRecoveryCodes } from './recovery-codes';

export async function removeSecondFactor({ adminId, executor }: { adminId: string; executor: Executor }): Promise<void> {
  await executor
    .update(admins)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: sql`now()` })
    .where(eq(admins.id, adminId));
  await deleteRecoveryCodes({ adminId, executor });
  // Passkeys only ever stand beside the app (decision 025, "Passkeys"): they go with it.
  await deletePasskeys({ adminId, executor });
  // A challenge handed out before answers to the factor that is gone: the password is asked again.
  await executor.delete(signInChallenges).where(eq(signInChallenges.adminId, adminId));
}
