// POST /auth/2fa/totp/setup (docs/api.md): with the password again, a new key for the authenticator app, shown
// this once (its `otpauth://` address for a QR code, and the key to type by hand). The factor is on only once a
// code of it is typed (./enable-totp.ts); a setup started again replaces the key not yet confirmed.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import type { TotpSetup } from '@/shared/auth/answers';
import type { LiveAdmin } from '../accounts/current-admin';
import type { AttemptClient } from '../accounts/sign-in-attempts';
import { confirmOwnAccount } from './confirm-own-account';
import { newTotpSecret, totpUri, typedSecret } from './totp';

export async function startTotpSetup({
  actor,
  input,
  client,
}: {
  actor: LiveAdmin;
  input: { currentPassword: string };
  client: AttemptClient;
}): Promise<TotpSetup> {
  const row = await confirmOwnAccount({ actor, password: input.currentPassword, client, totp: 'off' });
  const secret = newTotpSecret();
  await getDb()
    .update(admins)
    .set({ totpSecret: secret, totpLastStep: null, updatedAt: sql`now()` })
    .where(eq(admins.id, row.id));
  const otpauthUri = totpUri(secret, row.email);
  return { secret: typedSecret(otpauthUri), otpauthUri };
}
