// The sign-in's second step with a passkey (docs/api.md; docs/decisions/025-second-factor.md, "Passkeys"): the
// challenge of the right password asks for the options (the account's passkeys, a WebAuthn challenge kept on the
// sign-in challenge), then the browser's signed answer opens the session, as a code of the app would. A refused
// answer counts as a wrong password for the identifier typed, from this address: the same lock and slow-down as a
// wrong code (decision 010), and for the account and the challenge as a wrong code does (decision 027). Each WebAuthn challenge is checked once; the sign-in challenge is spent by the success.
import 'server-only';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { passkeys, signInChallenges } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { PASSKEY_REFUSALS, TWO_FACTOR_REFUSALS } from './refusals';
import { PASSKEYS } from '@/shared/auth/passkeys';
import { findAdminById } from '../accounts/find-admin';
import { type LoginResult, openSession } from '../accounts/login';
import { type AttemptClient, assertNotLocked } from '../accounts/sign-in-attempts';
import { loadWebAuthn, type PasskeyRow, passkeysOf, relyingParty, transportsOf } from './passkeys';
import { recordWrongAnswer, slowDownSecondStep, takeCodeTry } from './second-step-guard';
import { challengeInvalid, challengeSpentByWrongCodes, findChallenge, type LiveChallenge, spendChallenge } from './sign-in-challenge';

/** The account behind a live challenge, still allowed in, with the app on (passkeys stand beside it). */
async function accountOf(challenge: LiveChallenge) {
  const row = await findAdminById(challenge.adminId);
  // The factor was removed (by a super administrator) since the password was typed: sign in again.
  if (!row?.totpSecret || !row.totpEnabledAt) throw challengeInvalid();
  if (row.compteVerrouille || !row.isActive) throw refused(TWO_FACTOR_REFUSALS.accountBlocked);
  return row;
}

/** POST /auth/login/passkey/options: what the browser needs to ask the account's passkeys for a signature. */
export async function passkeySignInOptions({
  input,
  client,
}: {
  input: { challenge: string };
  client: AttemptClient;
}): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const challenge = await findChallenge({ challenge: input.challenge, client });
  await assertNotLocked({ key: challenge.identifierKey, ip: client.ip });
  const row = await accountOf(challenge);
  const own = await passkeysOf({ adminId: row.id });
  if (own.length === 0) throw refused(PASSKEY_REFUSALS.none);
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: own.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
    userVerification: 'preferred',
    timeout: PASSKEYS.challengeMinutes * 60_000,
  });
  // A new request replaces the earlier WebAuthn challenge: only the latest prompt's answer is accepted.
  await getDb().update(signInChallenges).set({ webauthnChallenge: options.challenge }).where(eq(signInChallenges.id, challenge.id));
  return options;
}

/** Why the answer did not open the session: the challenge went meanwhile, or the passkey's answer is refused. */
class Refused extends Error {
  constructor(readonly why: 'challenge' | 'passkey') {
    super(why);
  }
}

/** POST /auth/login/passkey: the same answer as a right code of the app. */
export async function completePasskeySignIn({
  input,
  client,
}: {
  input: { challenge: string; response: AuthenticationResponseJSON };
  client: AttemptClient;
}): Promise<LoginResult> {
  const challenge = await findChallenge({ challenge: input.challenge, client });
  const key = challenge.identifierKey;
  await assertNotLocked({ key, ip: client.ip });
  await slowDownSecondStep({ key, adminId: challenge.adminId });
  const row = await accountOf(challenge);
  const tries = await takeCodeTry(challenge.id);

  try {
    // The WebAuthn challenge is taken off first, whatever comes next: an answer is checked once.
    const expectedChallenge = challenge.webauthnChallenge;
    if (!expectedChallenge) throw new Refused('passkey');
    const [taken] = await getDb()
      .update(signInChallenges)
      .set({ webauthnChallenge: null })
      .where(and(eq(signInChallenges.id, challenge.id), eq(signInChallenges.webauthnChallenge, expectedChallenge)))
      .returning({ id: signInChallenges.id });
    if (!taken) throw new Refused('passkey');

    // Only a passkey of this account: another's, even a valid one, is refused like a wrong code.
    const [passkey] = await getDb()
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.credentialId, input.response.id), eq(passkeys.adminId, row.id)));
    if (!passkey) throw new Refused('passkey');
    const newCounter = await verified({ passkey, response: input.response, expectedChallenge });

    return await getDb().transaction(async (tx) => {
      if (!(await spendChallenge({ id: challenge.id, executor: tx }))) throw new Refused('challenge');
      await tx.update(passkeys).set({ counter: newCounter, lastUsedAt: sql`now()` }).where(eq(passkeys.id, passkey.id));
      return openSession({ row, key, client, secondFactor: 'passkey', executor: tx });
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (error.why === 'challenge') throw challengeInvalid();
    const { challengeGone } = await recordWrongAnswer({ key, account: row, client, challengeId: challenge.id, tries });
    if (challengeGone) throw challengeSpentByWrongCodes();
    throw refused(PASSKEY_REFUSALS.notRecognised);
  }
}

/** The signature checked against the stored key, the origin and the relying party; the authenticator's new counter. */
async function verified({
  passkey,
  response,
  expectedChallenge,
}: {
  passkey: PasskeyRow;
  response: AuthenticationResponseJSON;
  expectedChallenge: string;
}): Promise<number> {
  const rp = relyingParty();
  const { verifyAuthenticationResponse, isoBase64URL } = await loadWebAuthn();
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: false,
    });
    if (!verification.verified) throw new Refused('passkey');
    return verification.authenticationInfo.newCounter;
  } catch {
    throw new Refused('passkey');
  }
}
