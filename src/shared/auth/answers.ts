// The accounts' answers as zod shapes (docs/api.md; docs/decisions/025-second-factor.md): an administrator, the
// signed-in one's own profile, sessions and sign-ins, the tokens, the second factor and the passkeys. Each shape is
// the one definition: its type (z.output) is what the server writes and the pages read with `import type`, so that
// zod stays out of their first loads. The WebAuthn options are @simplewebauthn/server's, passed to
// @simplewebauthn/browser as they are: described here, typed by those libraries.
import { z } from 'zod';
import { dateTimeShape as dateTime, uuidShape as uuid } from '../answers';
import { ROLES } from '../constants';
import { mailDeliveryShape } from '../mail/answers';

export const adminShape = z
  .object({
    id: uuid,
    email: z.string().meta({ example: 'awa.diop@example.sn' }),
    nom: z.string(),
    prenom: z.string(),
    nomComplet: z.string().meta({ description: "'prénom nom'." }),
    numero: z.string().nullable().meta({ example: '+221771234567' }),
    dateNaissance: z.string().nullable().meta({ format: 'date' }),
    typeUtilisateur: z.enum(ROLES),
    isActive: z.boolean(),
    compteVerrouille: z.boolean().meta({ description: 'Blocked.' }),
    emailVerifie: z.boolean(),
    derniereConnexion: dateTime.nullable(),
    createdAt: dateTime,
  })
  .meta({ id: 'Admin', description: 'An administrator; never the password hash.' });
export type Admin = z.output<typeof adminShape>;

export const invitedAdminShape = adminShape
  .extend({ envoiEmails: mailDeliveryShape.meta({ description: "How the invitation's e-mail left: 'outbox' when it was kept, not sent." }) })
  .meta({ id: 'InvitedAdmin', description: 'The invited administrator, and whether the invitation was e-mailed or only kept.' });
export type InvitedAdmin = z.output<typeof invitedAdminShape>;

export const ownProfileShape = adminShape
  .extend({
    emailEnAttente: z
      .string()
      .nullable()
      .meta({ description: 'A new e-mail asked for, not yet confirmed from the link sent to it; `email` signs in until then.' }),
    envoiEmails: mailDeliveryShape.meta({
      description: "How the shop's e-mails leave it now (the link to a new address among them): 'outbox' when they are kept, not sent.",
    }),
  })
  .meta({ id: 'OwnProfile', description: "The signed-in administrator's own account." });
export type OwnProfile = z.output<typeof ownProfileShape>;

export const sessionShape = z
  .object({
    id: uuid,
    appareil: z.string().meta({ description: 'The browser and the device, in French.', example: 'Chrome sur Android' }),
    navigateur: z.string().nullable().meta({ description: 'null when the User-Agent does not say.', example: 'Chrome 131' }),
    systeme: z.string().nullable().meta({ description: 'null when the User-Agent does not say.', example: 'Android 14' }),
    ip: z.string().nullable(),
    createdAt: dateTime.meta({ description: 'Its sign-in.' }),
    lastUsedAt: dateTime,
    courante: z.boolean().meta({ description: 'The session of the calling token.' }),
  })
  .meta({ id: 'Session' });
/** An open session of the signed-in administrator (GET /auth/sessions). */
export type AdminSession = z.output<typeof sessionShape>;

export const signInShape = z
  .object({ id: uuid, reussi: z.boolean(), ip: z.string(), appareil: z.string(), createdAt: dateTime })
  .meta({ id: 'SignIn' });
/** One of the signed-in administrator's last sign-in attempts (GET /auth/sign-ins). */
export type SignInRecord = z.output<typeof signInShape>;

export const tokenPairShape = z
  .object({ accessToken: z.string().meta({ description: 'JWT, for `Authorization: Bearer`.' }), refreshToken: z.string() })
  .meta({ id: 'TokenPair' });

// ── Second factor ───────────────────────────────────────────────────────────

export const secondFactorChallengeShape = z
  .object({
    secondFactor: z.enum(['totp', 'setup']).meta({
      description:
        "'totp': answer with a code of the authenticator app (or a recovery code); 'setup': the shop requires a second factor and the account has none, set it up with POST /auth/login/second-factor/setup then /enable.",
    }),
    challenge: z.string().meta({ description: 'For POST /auth/login/second-factor, from this address, within 5 minutes, once. Never logged.' }),
    passkey: z
      .literal(true)
      .optional()
      .meta({ description: 'Present when the account has passkeys: the challenge may be answered with one (POST /auth/login/passkey/options).' }),
  })
  .meta({ id: 'SecondFactorChallenge', description: 'The password was right; no session until the code is.' });
export type SecondFactorChallenge = z.output<typeof secondFactorChallengeShape>;

export const secondFactorStatusShape = z
  .object({
    totp: z.boolean().meta({ description: 'Whether a code of an authenticator app is asked after the password.' }),
    codesRestants: z.number().int().meta({ description: 'Unused recovery codes left (0 when off).' }),
  })
  .meta({ id: 'SecondFactorStatus' });
export type SecondFactorStatus = z.output<typeof secondFactorStatusShape>;

export const profileWithSecondFactorShape = ownProfileShape
  .extend({ doubleAuthentification: secondFactorStatusShape })
  .meta({ id: 'OwnProfileWithSecondFactor', description: "The signed-in administrator's own account and its second factor." });

export const totpSetupShape = z
  .object({
    secret: z.string().meta({ description: 'The key in base32, to type by hand into the app. Shown this once.', example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }),
    otpauthUri: z.string().meta({
      description: "`otpauth://totp/…` with issuer 'Boutique' and the account's e-mail: the QR code's content.",
      example: 'otpauth://totp/Boutique:awa.diop%40example.sn?issuer=Boutique&algorithm=SHA1&secret=…&period=30&digits=6',
    }),
  })
  .meta({ id: 'TotpSetup' });
export type TotpSetup = z.output<typeof totpSetupShape>;

export const emailCodeSentShape = z
  .object({
    emailSentTo: z.string().meta({
      description: "The account's address the code was e-mailed to, masked: its first letter and its domain.",
      example: 'a•••@boutique.sn',
    }),
  })
  .meta({ id: 'EmailCodeSent' });
export type EmailCodeSent = z.output<typeof emailCodeSentShape>;

export const signInSetupShape = totpSetupShape
  .extend(emailCodeSentShape.shape)
  .meta({ id: 'SignInSetup', description: "The key, and where the code binding it was e-mailed (docs/decisions/027-counters-per-account.md)." });
export type SignInSetup = z.output<typeof signInSetupShape>;

export const recoveryCodesShape = z
  .object({
    recoveryCodes: z
      .array(z.string().meta({ example: 'K7Q2M-XW9PD' }))
      .meta({ description: 'Ten single-use codes, shown this once; each stands in for a code of the app at sign-in.' }),
  })
  .meta({ id: 'RecoveryCodes' });

// ── Passkeys ────────────────────────────────────────────────────────────────

export const passkeyShape = z
  .object({
    id: z.uuid(),
    name: z.string().meta({ description: 'The label shown: the device it was added from, and the day.', example: "Clé d'accès (Android) du 27/11/2026" }),
    createdAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable().meta({ description: 'The last sign-in with it; null when never used.' }),
  })
  .meta({ id: 'Passkey', description: 'One of the caller\'s passkeys: never its key.' });
export type PasskeySummary = z.output<typeof passkeyShape>;

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
