// POST /auth/2fa/passkeys (docs/api.md): the browser's answer to the options of the registration, checked against
// the challenge kept on the account (spent here, once, whatever the outcome), the relying party and the origin of
// PUBLIC_URL. The passkey is stored under a label of the device and the day, the activity feed records it and the
// owner is told by e-mail, like any change of the second factor (docs/decisions/025-second-factor.md, "Passkeys").
import 'server-only';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, eq, gt } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins, passkeys } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import { PASSKEY_REFUSALS } from './refusals';
import { PASSKEY_ACTIVITY_TITLES, PASSKEYS, passkeyName } from '@/shared/auth/passkeys';
import type { PasskeySummary } from '@/shared/auth/answers';
import { logActivity } from '../activity/log-activity';
import type { LiveAdmin } from '../accounts/current-admin';
import { findAdminById } from '../accounts/find-admin';
import type { AttemptClient } from '../accounts/sign-in-attempts';
import { actorOf } from '../accounts/to-admin-dto';
import { sendSecondFactorNotice } from './notice';
import { countPasskeys, loadWebAuthn, relyingParty, toPasskeySummary } from './passkeys';

const failed = () => refused(PASSKEY_REFUSALS.registrationFailed);

export async function finishPasskeyRegistration({
  actor,
  input,
  client,
}: {
  actor: LiveAdmin;
  input: { response: RegistrationResponseJSON };
  client: AttemptClient;
}): Promise<PasskeySummary> {
  const row = await findAdminById(actor.id);
  if (!row) throw refused(ACCESS_REFUSALS.tokenInvalid);
  if (!row.totpEnabledAt) throw refused(PASSKEY_REFUSALS.totpRequired);

  // The challenge is taken off the account first: an answer is checked once, a second request finds nothing.
  const expectedChallenge = row.passkeyChallenge;
  if (!expectedChallenge) throw failed();
  const [spent] = await getDb()
    .update(admins)
    .set({ passkeyChallenge: null, passkeyChallengeExpiresAt: null })
    .where(and(eq(admins.id, row.id), eq(admins.passkeyChallenge, expectedChallenge), gt(admins.passkeyChallengeExpiresAt, new Date())))
    .returning({ id: admins.id });
  if (!spent) throw failed();

  const rp = relyingParty();
  const { verifyRegistrationResponse, isoBase64URL } = await loadWebAuthn();
  let credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] };
  try {
    const verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!verification.verified) throw failed();
    credential = verification.registrationInfo.credential;
  } catch {
    throw failed();
  }

  const now = new Date();
  const added = await getDb().transaction(async (tx) => {
    if ((await countPasskeys({ adminId: row.id, executor: tx })) >= PASSKEYS.maxPerAccount) {
      throw refused(PASSKEY_REFUSALS.limitReached);
    }
    const [stored] = await tx
      .insert(passkeys)
      .values({
        adminId: row.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey as Uint8Array<ArrayBuffer>),
        counter: credential.counter,
        transports: credential.transports?.length ? credential.transports.join(',') : null,
        name: passkeyName(client.userAgent ?? undefined, now),
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!stored) throw refused(PASSKEY_REFUSALS.alreadyAdded);
    await logActivity({
      actor: actorOf(row),
      action: 'auth.passkey_add',
      entityType: 'admin',
      entityId: row.id,
      title: PASSKEY_ACTIVITY_TITLES.added,
      subtitle: row.email,
      details: { factor: 'passkey', passkeyId: stored.id, name: stored.name },
      executor: tx,
    });
    return toPasskeySummary(stored);
  });
  sendSecondFactorNotice(row.email, 'passkey_added');
  return added;
}
