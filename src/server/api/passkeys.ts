// Passkeys beside the authenticator app (docs/api.md, "Second factor"; docs/decisions/025-second-factor.md,
// "Passkeys"): one's own, added and removed with the password again, and the sign-in's second step answered with
// one. Mounted under /auth beside ./two-factor.ts.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import { z } from 'zod';
import { finishPasskeyRegistration } from '@/server/services/two-factor/finish-passkey-registration';
import { listPasskeys } from '@/server/services/two-factor/list-passkeys';
import { completePasskeySignIn, passkeySignInOptions } from '@/server/services/two-factor/passkey-sign-in';
import { removePasskey } from '@/server/services/two-factor/remove-passkey';
import { startPasskeyRegistration } from '@/server/services/two-factor/start-passkey-registration';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { passkeyOptionsSchema, passkeyRegistrationSchema, passkeySignInSchema } from '@/shared/auth/passkey-schemas';
import { PASSKEY_MESSAGES as P } from '@/shared/auth/passkeys';
import { currentPasswordSchema } from '@/shared/auth/two-factor-schemas';
import { attemptClient } from './client-address';
import { rateLimit } from './middleware/rate-limit';
import { TAGS, documented, } from './openapi-routes';
import { adminShape, authenticationOptionsShape, passkeyShape, registrationOptionsShape, tokenPairShape } from '@/shared/auth/answers';
import { withRefreshCookie } from './refresh-cookie';
import { ok } from './respond';
import { PASSWORD_AGAIN } from './two-factor';
import type { AppEnv } from './types';
import { ACCOUNT_REFUSALS } from '@/server/services/accounts/refusals';
import { PASSKEY_REFUSALS, TWO_FACTOR_REFUSALS } from '@/server/services/two-factor/refusals';
import { jsonBody, uuidParam } from './validate';



const SIGN_IN_REFUSALS = [
  TWO_FACTOR_REFUSALS.challengeInvalid,
  PASSKEY_REFUSALS.notRecognised,
  TWO_FACTOR_REFUSALS.accountBlocked,
  ACCOUNT_REFUSALS.accountLocked,
];

export function passkeyRoutes() {
  const passkeys = new Hono<AppEnv>();
  const route = documented(passkeys);

  route.post(
    '/login/passkey/options',
    {
      operationId: 'loginPasskeyOptions',
      tag: TAGS.signIn,
      summary: "The WebAuthn options to answer the sign-in's second step with a passkey",
      description:
        'After POST /auth/login answered `{ secondFactor, challenge, passkey: true }`. Asking again replaces the earlier options: only the latest prompt is answered.',
      access: 'anyone',
      rateLimited: true,
      body: passkeyOptionsSchema,
      success: [{ messages: [P.optionsReady], data: authenticationOptionsShape }],
      failures: [TWO_FACTOR_REFUSALS.challengeInvalid, TWO_FACTOR_REFUSALS.accountBlocked, PASSKEY_REFUSALS.none, ACCOUNT_REFUSALS.accountLocked],
    },
    rateLimit('login'),
    async (c) => {
      const input = await jsonBody(c, passkeyOptionsSchema);
      return ok(c, await passkeySignInOptions({ input, client: attemptClient(c) }), P.optionsReady);
    },
  );

  route.post(
    '/login/passkey',
    {
      operationId: 'loginPasskey',
      tag: TAGS.signIn,
      summary: 'Finish a sign-in with a passkey',
      description:
        "The same answer as POST /auth/login/second-factor. A refused answer (another account's passkey, a wrong signature, options never asked or already answered) counts as a wrong password for the identifier from this address (decision 010); the passkey's counter is kept.",
      access: 'anyone',
      rateLimited: true,
      body: passkeySignInSchema,
      success: [{ messages: [AUTH_MESSAGES.loginSuccess], data: tokenPairShape.extend({ user: adminShape }) }],
      failures: SIGN_IN_REFUSALS,
    },
    rateLimit('login'),
    async (c) => {
      const input = await jsonBody(c, passkeySignInSchema);
      // The schema checked the shape; the signature is the service's to check.
      const response = input.response as AuthenticationResponseJSON;
      const result = await completePasskeySignIn({ input: { challenge: input.challenge, response }, client: attemptClient(c) });
      return ok(c, await withRefreshCookie(c, result), AUTH_MESSAGES.loginSuccess);
    },
  );

  route.get(
    '/2fa/passkeys',
    {
      operationId: 'listPasskeys',
      tag: TAGS.account,
      summary: "The caller's passkeys, oldest first",
      access: 'administrator',
      success: [{ messages: [P.listed], data: z.array(passkeyShape) }],
    },
    async (c) => ok(c, await listPasskeys({ actor: c.get('admin') }), P.listed),
  );

  route.post(
    '/2fa/passkeys/options',
    {
      operationId: 'startPasskeyRegistration',
      tag: TAGS.account,
      summary: 'Start adding a passkey (password again): the WebAuthn options for the browser',
      description: 'Only while the authenticator app is on. The answer goes to POST /auth/2fa/passkeys within 5 minutes.',
      access: 'administrator',
      body: currentPasswordSchema,
      success: [{ messages: [P.registrationStarted], data: registrationOptionsShape }],
      failures: [...PASSWORD_AGAIN, PASSKEY_REFUSALS.totpRequired, PASSKEY_REFUSALS.limitReached],
    },
    async (c) => {
      const input = await jsonBody(c, currentPasswordSchema);
      return ok(c, await startPasskeyRegistration({ actor: c.get('admin'), input, client: attemptClient(c) }), P.registrationStarted);
    },
  );

  route.post(
    '/2fa/passkeys',
    {
      operationId: 'addPasskey',
      tag: TAGS.account,
      summary: "Add a passkey: the browser's answer to the options",
      description: "Recorded in the activity feed; the account's e-mail is told. The options' challenge is spent, whatever the outcome.",
      access: 'administrator',
      body: passkeyRegistrationSchema,
      success: [{ status: 201, messages: [P.added], data: passkeyShape }],
      failures: [PASSKEY_REFUSALS.registrationFailed, PASSKEY_REFUSALS.totpRequired, PASSKEY_REFUSALS.alreadyAdded, PASSKEY_REFUSALS.limitReached],
    },
    async (c) => {
      const input = await jsonBody(c, passkeyRegistrationSchema);
      const response = input.response as RegistrationResponseJSON;
      return ok(c, await finishPasskeyRegistration({ actor: c.get('admin'), input: { response }, client: attemptClient(c) }), P.added, 201);
    },
  );

  route.delete(
    '/2fa/passkeys/:id',
    {
      operationId: 'removePasskey',
      tag: TAGS.account,
      summary: 'Remove one of the caller\'s passkeys (password again)',
      description: "Recorded in the activity feed; the account's e-mail is told.",
      access: 'administrator',
      body: currentPasswordSchema,
      success: [{ messages: [P.removed], data: z.null() }],
      failures: [...PASSWORD_AGAIN, PASSKEY_REFUSALS.notFound],
    },
    async (c) => {
      const id = uuidParam(c);
      const input = await jsonBody(c, currentPasswordSchema);
      await removePasskey({ actor: c.get('admin'), id, input, client: attemptClient(c) });
      return ok(c, null, P.removed);
    },
  );

  return passkeys;
}
