// The passkeys' answers in the OpenAPI document (docs/api.md, "Second factor"; docs/decisions/025-second-factor.md,
// "Passkeys"). The WebAuthn options are @simplewebauthn/server's, passed to @simplewebauthn/browser as they are.
import { z } from 'zod';
import type { PasskeySummary } from '@/shared/auth/passkeys';

export const passkeyShape = z
  .object({
    id: z.uuid(),
    name: z.string().meta({ description: 'The label shown: the device it was added from, and the day.', example: "Clé d'accès (Android) du 27/11/2026" }),
    createdAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable().meta({ description: 'The last sign-in with it; null when never used.' }),
  })
  .meta({ id: 'Passkey' }) satisfies z.ZodType<PasskeySummary>;

export const registrationOptionsShape = z
  .looseObject({
    challenge: z.string().meta({ description: 'Base64url; good for 5 minutes, once, for POST /auth/2fa/passkeys.' }),
    rp: z.object({ name: z.string(), id: z.string().meta({ description: "PUBLIC_URL's host name." }) }),
    user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
    excludeCredentials: z.array(z.looseObject({ id: z.string(), type: z.literal('public-key') })),
  })
  .meta({
    id: 'PasskeyRegistrationOptions',
    description: "WebAuthn's PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create(): 'none' attestation, user verification preferred.",
  });

export const authenticationOptionsShape = z
  .looseObject({
    challenge: z.string().meta({ description: 'Base64url; answered once, by POST /auth/login/passkey.' }),
    rpId: z.string(),
    allowCredentials: z.array(z.looseObject({ id: z.string(), type: z.literal('public-key') })).meta({ description: "The account's passkeys." }),
  })
  .meta({ id: 'PasskeyAuthenticationOptions', description: "WebAuthn's PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get()." });
