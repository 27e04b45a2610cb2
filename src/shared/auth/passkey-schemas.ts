// The passkeys' request bodies (docs/api.md, "Second factor"; docs/decisions/025-second-factor.md, "Passkeys"),
// with the helpers of ../schemas.ts so that each message is listed in the OpenAPI document. The browser's
// answer is read here for its shape only (base64url texts of bounded length); its signature is checked by the
// server's WebAuthn library.
import { z } from 'zod';
import { PASSKEY_MESSAGES as P } from './passkeys';
import { schemaHelpers } from '../schemas';
import { TWO_FACTOR_MESSAGES as T } from './two-factor';

const { text, min, max, rule } = schemaHelpers;

const BASE64URL = /^[A-Za-z0-9_-]*$/;
/** Longer than any token the server hands out (43 characters). */
const CHALLENGE_MAX = 100;
/** A credential's id is at most 1023 bytes (WebAuthn level 3), 1364 characters in base64url. */
const ID_MAX = 1400;
/** Attestation objects with a certificate chain run to a few kilobytes; the body limit caps the rest. */
const BLOB_MAX = 16_000;

const base64url = (limit: number) =>
  text(P.responseRequired)
    .apply(min, 1, P.responseRequired)
    .apply(max, limit, P.responseRequired)
    .apply(rule, (v: string) => BASE64URL.test(v), P.responseRequired, { pattern: BASE64URL.source });

const challenge = text(T.challengeRequired).trim().apply(min, 1, T.challengeRequired).apply(max, CHALLENGE_MAX, T.challengeRequired);

const credential = {
  id: base64url(ID_MAX),
  rawId: base64url(ID_MAX),
  type: z.literal('public-key', { error: P.responseRequired }),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What navigator.credentials.create() answered, as @simplewebauthn/browser encodes it. */
export const registrationResponseSchema = z.object(
  {
    ...credential,
    response: z.object(
      {
        clientDataJSON: base64url(BLOB_MAX),
        attestationObject: base64url(BLOB_MAX),
        transports: z.array(z.string().max(20)).max(10).optional(),
      },
      { error: P.responseRequired },
    ),
  },
  { error: P.responseRequired },
);

/** What navigator.credentials.get() answered. */
export const authenticationResponseSchema = z.object(
  {
    ...credential,
    response: z.object(
      {
        clientDataJSON: base64url(BLOB_MAX),
        authenticatorData: base64url(BLOB_MAX),
        signature: base64url(BLOB_MAX),
        userHandle: base64url(ID_MAX).optional(),
      },
      { error: P.responseRequired },
    ),
  },
  { error: P.responseRequired },
);

/** POST /auth/2fa/passkeys: the browser's answer to the options of POST /auth/2fa/passkeys/options. */
export const passkeyRegistrationSchema = z.object({ response: registrationResponseSchema });

/** POST /auth/login/passkey/options: the challenge of the right password. */
export const passkeyOptionsSchema = z.object({ challenge });

/** POST /auth/login/passkey: that challenge, and the browser's answer to its options. */
export const passkeySignInSchema = z.object({ challenge, response: authenticationResponseSchema });
