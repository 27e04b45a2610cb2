// The accounts' refusals, declared once: the services throw them, the API's routes list them as their failures
// (docs/api.md, "Errors and statuses").
import { refusal } from '@/server/services/errors';
import { STEP_UP_MESSAGES } from '@/shared/auth/step-up';
import { API_MESSAGES } from '@/shared/messages';
import { AUTH_MESSAGES, AUTH_VALIDATION } from '@/shared/auth/messages';

/** Who may call: the bearer token's refusals (docs/api.md, "Authentication"), for every route that is not open to anyone. */
export const ACCESS_REFUSALS = {
  unauthenticated: refusal('unauthenticated', API_MESSAGES.unauthenticated),
  /** No live session or account behind the token. */
  tokenInvalid: refusal('token_invalid', API_MESSAGES.tokenInvalid),
  tokenExpired: refusal('token_expired', API_MESSAGES.tokenExpired),
  /** A super administrator's route, to another administrator. */
  forbidden: refusal('forbidden', API_MESSAGES.forbidden),
} as const;

/** Managing the administrators (the super administrator's). */
export const ADMIN_REFUSALS = {
  notFound: refusal('admin_not_found', AUTH_MESSAGES.adminNotFound),
  emailTaken: refusal('email_taken', AUTH_MESSAGES.adminEmailTaken, { field: 'email' }),
  mailRefused: refusal('mail_refused', AUTH_MESSAGES.invitationMailRefused),
  mailUnavailable: refusal('mail_unavailable', AUTH_MESSAGES.invitationMailUnavailable),
  cannotBlockSelf: refusal('cannot_block_self', AUTH_MESSAGES.cannotBlockSelf),
  lastSuperAdmin: refusal('last_super_admin', AUTH_MESSAGES.cannotBlockLastSuperAdmin),
  alreadyBlocked: refusal('admin_already_blocked', AUTH_MESSAGES.adminAlreadyBlocked),
  notBlocked: refusal('admin_not_blocked', AUTH_MESSAGES.adminNotBlocked),
} as const;

/** Signing in, one's own account and sessions, the verification and reset links. */
export const ACCOUNT_REFUSALS = {
  invalidCredentials: refusal('invalid_credentials', AUTH_MESSAGES.invalidCredentials),
  accountBlocked: refusal('account_blocked', AUTH_MESSAGES.accountBlocked),
  accountUnverified: refusal('account_unverified', AUTH_MESSAGES.accountNotVerified),
  /** Thrown with the seconds to wait. */
  accountLocked: refusal('account_locked', AUTH_MESSAGES.tooManyAttempts),
  refreshTokenInvalid: refusal('refresh_token_invalid', AUTH_MESSAGES.refreshTokenInvalid),
  currentPasswordRequired: refusal('validation_failed', AUTH_VALIDATION.currentPasswordRequired, { field: 'currentPassword' }),
  currentPasswordWrong: refusal('current_password_wrong', AUTH_MESSAGES.currentPasswordWrong, { field: 'currentPassword' }),
  /** Too many wrong passwords in a row: the session is ended. */
  sessionEndedWrongPasswords: refusal('token_invalid', AUTH_MESSAGES.sessionEndedWrongPasswords),
  contactLocked: refusal('contact_change_forbidden', AUTH_MESSAGES.superAdminContactLocked),
  emailTaken: refusal('email_taken', AUTH_MESSAGES.emailTaken, { field: 'email' }),
  phoneTaken: refusal('phone_taken', AUTH_MESSAGES.phoneTaken, { field: 'numero' }),
  sessionNotFound: refusal('session_not_found', AUTH_MESSAGES.sessionNotFound),
  verificationLinkInvalid: refusal('verification_link_invalid', AUTH_MESSAGES.verificationLinkInvalid),
  /** The e-mail asked for was taken meanwhile: the link cannot confirm it. */
  verificationEmailTaken: refusal('email_taken', AUTH_MESSAGES.emailTaken),
  resetLinkInvalid: refusal('reset_link_invalid', AUTH_MESSAGES.resetLinkInvalid),
  /** A guarded call without a valid step-up token (docs/decisions/026-step-up.md). */
  stepUpRequired: refusal('step_up_required', STEP_UP_MESSAGES.required),
} as const;
