// The request bodies of sign-in, sessions, accounts and administrators (docs/api.md, "Sign-in and sessions";
// docs/api.md, "Own account"), shared by the sign-in screens, the account screen and the API. Written with the
// helpers of ../schemas.ts, so that each rule's message is listed in the OpenAPI document.
import { z } from 'zod';
import { LIMITS } from '../constants';
import { AUTH_VALIDATION } from './messages';
import { localDigits } from '../phone';
import { schemaHelpers } from '../schemas';
import { isValidEmail, isValidPhoneDigits } from '../validators';

const { text, requiredString, oneOf, min, rule, ruleOn, emailField, EMAIL } = schemaHelpers;

// Passwords are only ever hashed, never stored or compared in SQL: any character may be part of one.
export const loginSchema = z.object({
  identifier: text(AUTH_VALIDATION.fillAllFields).trim().apply(min, 1, AUTH_VALIDATION.fillAllFields),
  password: requiredString(AUTH_VALIDATION.fillAllFields).apply(min, 1, AUTH_VALIDATION.fillAllFields),
});

export const emailRequestSchema = z.object({
  email: emailField(AUTH_VALIDATION.emailRequired, AUTH_VALIDATION.emailInvalid),
});

/** Resend verification: an e-mail, or a full phone number (country code joined to the number). */
export const resendVerificationSchema = z.object({
  email: text(AUTH_VALIDATION.emailRequired)
    .trim()
    .apply(min, 1, AUTH_VALIDATION.emailRequired)
    .apply(rule, (v: string) => isValidEmail(v) || (v.startsWith('+') && isValidPhoneDigits(v.slice(1))), AUTH_VALIDATION.emailInvalid, {
      anyOf: [EMAIL, { pattern: `^\\+\\d{${LIMITS.phoneDigitsMin},${LIMITS.phoneDigitsMax}}$` }],
    }),
});

export const inviteSchema = z.object({
  email: emailField(AUTH_VALIDATION.inviteEmailRequired, AUTH_VALIDATION.emailInvalid),
});

/** Counted in code points, so that an emoji is one character, as the person typing it sees it. */
const withinPasswordMax = (password: string) => [...password].length <= LIMITS.passwordMax;

export const resetPasswordSchema = z.object({
  token: text(AUTH_VALIDATION.resetTokenMissing).trim().apply(min, 1, AUTH_VALIDATION.resetTokenMissing),
  newPassword: requiredString(AUTH_VALIDATION.fillAllFields)
    .apply(min, 1, AUTH_VALIDATION.fillAllFields)
    .apply(min, LIMITS.resetPasswordMin, AUTH_VALIDATION.resetPasswordMin)
    .apply(rule, withinPasswordMax, AUTH_VALIDATION.resetPasswordMax),
});

/** A new password, typed twice; a change also gives the current one. */
interface NewPassword {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

/** The reset form also asks for a confirmation, checked on the client. */
export const resetPasswordFormSchema = z
  .object({
    token: text(AUTH_VALIDATION.resetTokenMissing).trim().apply(min, 1, AUTH_VALIDATION.resetTokenMissing),
    newPassword: z.string().apply(min, 1, AUTH_VALIDATION.fillAllFields),
    confirmPassword: z.string().apply(min, 1, AUTH_VALIDATION.fillAllFields),
  })
  .apply(ruleOn, 'confirmPassword', (v: NewPassword) => v.newPassword === v.confirmPassword, AUTH_VALIDATION.passwordsDiffer)
  .apply(ruleOn, 'newPassword', (v: NewPassword) => v.newPassword.length >= LIMITS.resetPasswordMin, AUTH_VALIDATION.resetPasswordMin)
  .apply(ruleOn, 'newPassword', (v: NewPassword) => withinPasswordMax(v.newPassword), AUTH_VALIDATION.resetPasswordMax);

export const changePasswordSchema = z
  .object({
    currentPassword: requiredString(AUTH_VALIDATION.currentPasswordRequired).apply(min, 1, AUTH_VALIDATION.currentPasswordRequired),
    newPassword: requiredString(AUTH_VALIDATION.newPasswordRequired)
      .apply(min, 1, AUTH_VALIDATION.newPasswordRequired)
      .apply(min, LIMITS.profilePasswordMin, AUTH_VALIDATION.newPasswordMin)
      .apply(rule, withinPasswordMax, AUTH_VALIDATION.newPasswordMax),
    confirmPassword: requiredString(AUTH_VALIDATION.newPasswordsDiffer),
  })
  .apply(ruleOn, 'confirmPassword', (v: NewPassword) => v.newPassword === v.confirmPassword, AUTH_VALIDATION.newPasswordsDiffer)
  .apply(ruleOn, 'newPassword', (v: NewPassword) => v.newPassword !== v.currentPassword, AUTH_VALIDATION.newPasswordSameAsOld);

const optionalText = text()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const profileUpdateSchema = z.object({
  nom: text(AUTH_VALIDATION.profileNamesRequired).trim().apply(min, 1, AUTH_VALIDATION.profileNamesRequired),
  prenom: text(AUTH_VALIDATION.profileNamesRequired).trim().apply(min, 1, AUTH_VALIDATION.profileNamesRequired),
  nomComplet: optionalText,
  email: text()
    .trim()
    .apply(min, 1, AUTH_VALIDATION.profileEmailRequired)
    .apply(rule, isValidEmail, AUTH_VALIDATION.profileEmailInvalid, EMAIL)
    .transform((v) => v.toLowerCase())
    .optional(),
  /** Phone with its country prefix, e.g. +221771234567; empty clears it. */
  numero: text()
    .trim()
    .optional()
    .nullable()
    // The document says Senegal's numbers, with or without +221; the rule also takes other countries'.
    .apply(rule, (v?: string | null) => !v || isValidPhoneDigits(v.startsWith('+') ? localDigits(v) : v), AUTH_VALIDATION.profilePhoneInvalid, {
      pattern: '^(?:(?:\\+221)?[37]\\d{8})?$',
    }),
  dateNaissance: text()
    .trim()
    .optional()
    .nullable()
    .apply(rule, (v?: string | null) => !v || isCalendarDate(v.slice(0, 10)), AUTH_VALIDATION.profileDateInvalid, { anyOf: [{ format: 'date' }, { const: '' }] })
    // Absent keeps the stored date; null or empty clears it.
    .transform((v) => (v === undefined ? undefined : v ? v.slice(0, 10) : null)),
  /** Needed only when the e-mail or the phone changes (docs/product.md, Profile); checked by the server. */
  currentPassword: z.string().optional(),
});

/** `YYYY-MM-DD` naming a day that exists (2026-02-31 does not): the database would refuse it otherwise. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const toggleStatusSchema = z.object({
  action: oneOf(['block', 'unblock'], AUTH_VALIDATION.toggleActionInvalid),
});

export const refreshTokenSchema = z.object({
  refreshToken: text(AUTH_VALIDATION.refreshTokenRequired).trim().apply(min, 1, AUTH_VALIDATION.refreshTokenRequired),
});

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
