// The second factor's pure rules on the back office's side (docs/decisions/025-second-factor.md): what the sign-in's
// second step refuses before sending, what it sends, and how the key and the recovery codes are shown. The
// messages are the API's (src/shared/auth/two-factor.ts); no zod, so that the sign-in screen loads none.
import { normaliseRecoveryCode, normaliseTotpCode, TWO_FACTOR, TWO_FACTOR_MESSAGES as M } from '@/shared/auth/two-factor';
import type { SecondFactorChallenge } from '@/shared/auth/answers';
import type { SecondFactorAnswer } from './client';

/** The app's 6-digit code, or one of the ten recovery codes. */
export type SecondFactorMode = 'totp' | 'recovery';

const TOTP_CODE = new RegExp(`^\\d{${TWO_FACTOR.digits}}$`);
const RECOVERY_CODE = new RegExp(`^[A-Z0-9]{${TWO_FACTOR.recoveryCodeLength}}$`);

/** The error of a code as typed, or null when it may be sent (the rules of secondFactorSchema). */
export function secondFactorCodeError(mode: SecondFactorMode, value: string): string | null {
  if (mode === 'totp') {
    const code = normaliseTotpCode(value);
    if (!code) return M.codeRequired;
    return TOTP_CODE.test(code) ? null : M.codeFormat;
  }
  return RECOVERY_CODE.test(normaliseRecoveryCode(value)) ? null : M.recoveryCodeFormat;
}

const EMAIL_CODE = new RegExp(`^\\d{${TWO_FACTOR.emailCodeDigits}}$`);

/** The error of the required setup's e-mailed code as typed, or null (the rule of signInEnableSchema). */
export function emailCodeError(value: string): string | null {
  const code = normaliseTotpCode(value);
  if (!code) return M.emailCodeRequired;
  return EMAIL_CODE.test(code) ? null : M.emailCodeFormat;
}

/** The body of POST /auth/login/second-factor for the code typed. */
export function secondFactorAnswer(challenge: SecondFactorChallenge, mode: SecondFactorMode, value: string): SecondFactorAnswer {
  return mode === 'totp'
    ? { challenge: challenge.challenge, code: normaliseTotpCode(value) }
    : { challenge: challenge.challenge, recoveryCode: normaliseRecoveryCode(value) };
}

/** The key in groups of four ('JBSW Y3DP EHPK …'), easier to type by hand into the app. */
export function groupedKey(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The recovery codes as a text file to keep: a title, the account, the date, one code a line. */
export function recoveryCodesFile(codes: string[], account: string, date: string): string {
  return [
    `${TWO_FACTOR.issuer} — codes de secours`,
    `Compte : ${account}`,
    `Générés le ${date}`,
    '',
    'Chaque code ne fonctionne qu’une fois. Gardez ce fichier en lieu sûr.',
    '',
    ...codes,
    '',
  ].join('\n');
}
