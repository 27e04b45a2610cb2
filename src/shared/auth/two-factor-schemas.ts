// The second factor's request bodies (docs/api.md; docs/decisions/025-second-factor.md), with the rules of
// ../schemas.ts so that each message is listed in the OpenAPI document.
import { z } from 'zod';
import { AUTH_VALIDATION } from './messages';
import { schemaHelpers } from '../schemas';
import { normaliseRecoveryCode, normaliseTotpCode, TWO_FACTOR, TWO_FACTOR_MESSAGES as T } from './two-factor';

const { text, requiredString, min, max, rule, ruleOn } = schemaHelpers;

const TOTP_CODE = new RegExp(`^\\d{${TWO_FACTOR.digits}}$`);
const RECOVERY_CODE = new RegExp(`^[A-Z0-9]{${TWO_FACTOR.recoveryCodeLength}}$`);
/** Longer than any token the server hands out (43 characters): a bigger one is not worth a database query. */
const CHALLENGE_MAX = 100;

// What the document says of a code is its plain form; the rule also reads one typed with spaces.
const totpCode = text(T.codeRequired)
  .meta({ pattern: TOTP_CODE.source })
  .transform(normaliseTotpCode)
  .apply(rule, (v: string) => TOTP_CODE.test(v), T.codeFormat);

const recoveryCode = text(T.recoveryCodeFormat)
  .meta({ pattern: RECOVERY_CODE.source })
  .transform(normaliseRecoveryCode)
  .apply(rule, (v: string) => RECOVERY_CODE.test(v), T.recoveryCodeFormat);

const EMAIL_CODE = new RegExp(`^\\d{${TWO_FACTOR.emailCodeDigits}}$`);
const emailCode = text(T.emailCodeRequired)
  .meta({ pattern: EMAIL_CODE.source })
  .transform(normaliseTotpCode)
  .apply(rule, (v: string) => EMAIL_CODE.test(v), T.emailCodeFormat);

const challenge = text(T.challengeRequired).trim().apply(min, 1, T.challengeRequired).apply(max, CHALLENGE_MAX, T.challengeRequired);

/** POST /auth/login/second-factor: the challenge, and the app's code or a recovery code, not both. */
export const secondFactorSchema = z
  .object({
    challenge,
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
  })
  .apply(ruleOn, 'code', (v: { code?: string; recoveryCode?: string }) => (v.code === undefined) !== (v.recoveryCode === undefined), T.oneCodeOnly);

/** POST /auth/2fa/totp/enable: a code of the app just set up. */
export const totpEnableSchema = z.object({ code: totpCode });

/** POST /auth/login/second-factor/setup: the challenge of a sign-in that must set a second factor up. */
export const signInSetupSchema = z.object({ challenge });

/**
 * POST /auth/login/second-factor/enable: that challenge, a code of the app just set up, and the code e-mailed to the
 * account's address (docs/decisions/027-counters-per-account.md).
 */
export const signInEnableSchema = z.object({ challenge, code: totpCode, emailCode });

/** The password typed again before a change of the second factor (setup, disable, new recovery codes). */
export const currentPasswordSchema = z.object({
  currentPassword: requiredString(AUTH_VALIDATION.currentPasswordRequired).apply(min, 1, AUTH_VALIDATION.currentPasswordRequired),
});
