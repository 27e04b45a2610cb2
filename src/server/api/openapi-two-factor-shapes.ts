// The second factor's answers in the OpenAPI document (docs/api.md; docs/decisions/025-second-factor.md).
import { z } from 'zod';
import type { EmailCodeSent, SecondFactorChallenge, SecondFactorStatus, SignInSetup, TotpSetup } from '@/shared/auth/two-factor';
import { ownProfileShape } from './openapi-shapes';

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
  .meta({ id: 'SecondFactorChallenge', description: 'The password was right; no session until the code is.' }) satisfies z.ZodType<SecondFactorChallenge>;

export const secondFactorStatusShape = z
  .object({
    totp: z.boolean().meta({ description: 'Whether a code of an authenticator app is asked after the password.' }),
    codesRestants: z.number().int().meta({ description: 'Unused recovery codes left (0 when off).' }),
  })
  .meta({ id: 'SecondFactorStatus' }) satisfies z.ZodType<SecondFactorStatus>;

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
  .meta({ id: 'TotpSetup' }) satisfies z.ZodType<TotpSetup>;

export const emailCodeSentShape = z
  .object({
    emailSentTo: z.string().meta({
      description: "The account's address the code was e-mailed to, masked: its first letter and its domain.",
      example: 'a•••@boutique.sn',
    }),
  })
  .meta({ id: 'EmailCodeSent' }) satisfies z.ZodType<EmailCodeSent>;

export const signInSetupShape = totpSetupShape
  .extend(emailCodeSentShape.shape)
  .meta({ id: 'SignInSetup', description: "The key, and where the code binding it was e-mailed (docs/decisions/027-counters-per-account.md)." }) satisfies z.ZodType<SignInSetup>;

export const recoveryCodesShape = z
  .object({
    recoveryCodes: z
      .array(z.string().meta({ example: 'K7Q2M-XW9PD' }))
      .meta({ description: 'Ten single-use codes, shown this once; each stands in for a code of the app at sign-in.' }),
  })
  .meta({ id: 'RecoveryCodes' });
