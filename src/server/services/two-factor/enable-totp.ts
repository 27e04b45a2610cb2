// POST /auth/2fa/totp/enable (docs/api.md): a code of the app just set up proves it reads the key; the factor is
// then on, and ten recovery codes are returned, this once. The step of that code is spent like a sign-in's. The
// owner is told by e-mail (decision 027).
import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import { TWO_FACTOR_REFUSALS } from './refusals';
import { TWO_FACTOR_ACTIVITY_TITLES, } from '@/shared/auth/two-factor';
import { logActivity } from '../activity/log-activity';
import type { LiveAdmin } from '../accounts/current-admin';
import { findAdminById } from '../accounts/find-admin';
import { actorOf } from '../accounts/to-admin-dto';
import { sendSecondFactorNotice } from './notice';
import { replaceRecoveryCodes } from './recovery-codes';
import { matchingStep } from './totp';

export async function enableTotp({ actor, input }: { actor: LiveAdmin; input: { code: string } }): Promise<{ recoveryCodes: string[] }> {
  const row = await findAdminById(actor.id);
  if (!row) throw refused(ACCESS_REFUSALS.tokenInvalid);
  if (row.totpEnabledAt) throw refused(TWO_FACTOR_REFUSALS.alreadyEnabled);
  if (!row.totpSecret) throw refused(TWO_FACTOR_REFUSALS.setupRequired);
  const secret = row.totpSecret;
  const step = matchingStep({ secret, code: input.code, lastStep: null });
  if (step === null) throw refused(TWO_FACTOR_REFUSALS.totpCodeWrong);

  const enabled = await getDb().transaction(async (tx) => {
    // The key confirmed is the one the code was checked against: a setup started again meanwhile wins.
    const turnedOn = await tx
      .update(admins)
      .set({ totpEnabledAt: sql`now()`, totpLastStep: step, updatedAt: sql`now()` })
      .where(and(eq(admins.id, row.id), eq(admins.totpSecret, secret), isNull(admins.totpEnabledAt)))
      .returning({ id: admins.id });
    if (turnedOn.length === 0) throw refused(TWO_FACTOR_REFUSALS.setupRequired);
    const recoveryCodes = await replaceRecoveryCodes({ adminId: row.id, executor: tx });
    await logActivity({
      actor: actorOf(row),
      action: 'auth.second_factor_enable',
      entityType: 'admin',
      entityId: row.id,
      title: TWO_FACTOR_ACTIVITY_TITLES.enabled,
      subtitle: row.email,
      details: { factor: 'totp' },
      executor: tx,
    });
    return { recoveryCodes };
  });
  sendSecondFactorNotice(row.email, 'enabled');
  return enabled;
}
