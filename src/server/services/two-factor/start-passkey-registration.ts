// POST /auth/2fa/passkeys/options (docs/api.md): with the password again (counted like a sign-in, decision 010), the
// options the browser needs to make a passkey. Only while the authenticator app is on (docs/decisions/
// 025-second-factor.md, "Passkeys"). The challenge is kept on the account, so that any instance can check the answer.
import 'server-only';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import { PASSKEY_REFUSALS } from './refusals';
import { PASSKEYS } from '@/shared/auth/passkeys';
import type { LiveAdmin } from '../accounts/current-admin';
import { findAdminById } from '../accounts/find-admin';
import { confirmCurrentPassword } from '../accounts/reauthenticate';
import type { AttemptClient } from '../accounts/sign-in-attempts';
import { loadWebAuthn, passkeysOf, relyingParty, transportsOf } from './passkeys';

export async function startPasskeyRegistration({
  actor,
  input,
  client,
}: {
  actor: LiveAdmin;
  input: { currentPassword: string };
  client: AttemptClient;
}): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const row = await findAdminById(actor.id);
  if (!row) throw refused(ACCESS_REFUSALS.tokenInvalid);
  if (!row.totpEnabledAt) throw refused(PASSKEY_REFUSALS.totpRequired);
  const existing = await passkeysOf({ adminId: row.id });
  if (existing.length >= PASSKEYS.maxPerAccount) throw refused(PASSKEY_REFUSALS.limitReached);
  await confirmCurrentPassword({ account: row, password: input.currentPassword, client });

  const rp = relyingParty();
  const { generateRegistrationOptions } = await loadWebAuthn();
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: row.email,
    userDisplayName: [row.prenom, row.nom].filter(Boolean).join(' ') || row.email,
    // The account's id, so that a second passkey on the same device replaces nothing of another account's.
    userID: new TextEncoder().encode(row.id),
    timeout: PASSKEYS.challengeMinutes * 60_000,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await getDb()
    .update(admins)
    .set({ passkeyChallenge: options.challenge, passkeyChallengeExpiresAt: new Date(Date.now() + PASSKEYS.challengeMinutes * 60_000) })
    .where(eq(admins.id, row.id));
  return options;
}
