// The sign-in screens' pure rules (docs/product.md, "Back office"): the identifier sent to POST /auth/login, the
// login form's first error, the e-mail asked for a link, and how an answer says the account is not verified yet
// (by its code: docs/api.md, "Errors and statuses").
// Built on the zod-free validators, so that these screens do not load the schema library at first.
import { AUTH_VALIDATION } from '@/shared/auth/messages';
import { isValidEmail, isValidPhoneDigits } from '@/shared/validators';
import { errorCode } from './answer';

export type LoginMode = 'email' | 'phone';

export interface LoginInput {
  mode: LoginMode;
  email: string;
  countryCode: string;
  number: string;
  password: string;
}

/** The phone number as the API stores it: the country code joined to the digits (spaces, dots and dashes dropped). */
export function fullPhoneNumber(countryCode: string, number: string): string {
  return `${countryCode}${number.replace(/[\s.-]/g, '')}`;
}

/** What POST /auth/login receives as `identifier`: the trimmed e-mail, or the full phone number. */
export function loginIdentifier(input: LoginInput): string {
  return input.mode === 'email' ? input.email.trim() : fullPhoneNumber(input.countryCode, input.number);
}

/** The login form's error before anything is sent, or null when it may be sent. */
export function loginFormError(input: LoginInput): string | null {
  const identifier = input.mode === 'email' ? input.email.trim() : input.number.trim();
  if (!identifier || !input.password) return AUTH_VALIDATION.fillAllFields;
  if (input.mode === 'email' && !isValidEmail(identifier)) return AUTH_VALIDATION.emailInvalid;
  if (input.mode === 'phone' && !isValidPhoneDigits(identifier)) return AUTH_VALIDATION.phoneInvalid;
  return null;
}

/** The error of the e-mail asked for a reset or verification link (emailRequestSchema's rule), or null. */
export function emailRequestError(email: string): string | null {
  if (!email.trim()) return AUTH_VALIDATION.emailRequired;
  return isValidEmail(email) ? null : AUTH_VALIDATION.emailInvalid;
}

/** A sign-in refused because the address is not verified yet: the screen then offers to resend the link. */
export function isUnverifiedAccountError(error: unknown): boolean {
  return errorCode(error) === 'account_unverified';
}
