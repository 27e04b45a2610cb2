// The second factor's and the passkeys' refusals, declared once: the services throw them, the API's routes list
// them as their failures (docs/api.md, "Errors and statuses"; docs/decisions/025-second-factor.md).
import { refusal } from '@/server/services/errors';
import { PASSKEY_MESSAGES } from '@/shared/auth/passkeys';
import { TWO_FACTOR_MESSAGES } from '@/shared/auth/two-factor';
import { AUTH_MESSAGES } from '@/shared/auth/messages';

export const TWO_FACTOR_REFUSALS = {
  challengeInvalid: refusal('sign_in_challenge_invalid', TWO_FACTOR_MESSAGES.challengeInvalid),
  /** The sign-in's challenge is spent by too many wrong codes. */
  tooManyWrongCodes: refusal('sign_in_challenge_invalid', TWO_FACTOR_MESSAGES.tooManyWrongCodes),
  codeWrong: refusal('second_factor_code_wrong', TWO_FACTOR_MESSAGES.codeWrong),
  enableCodeWrong: refusal('second_factor_code_wrong', TWO_FACTOR_MESSAGES.enableCodeWrong),
  emailCodeWrong: refusal('second_factor_code_wrong', TWO_FACTOR_MESSAGES.emailCodeWrong),
  /** The first code of one's own authenticator, typed in the account's page. */
  totpCodeWrong: refusal('totp_code_wrong', TWO_FACTOR_MESSAGES.enableCodeWrong, { field: 'code' }),
  emailCodeNotSent: refusal('mail_unavailable', TWO_FACTOR_MESSAGES.emailCodeNotSent),
  emailCodeLimit: refusal('email_code_limit', TWO_FACTOR_MESSAGES.emailCodeLimit),
  setupRequired: refusal('totp_setup_required', TWO_FACTOR_MESSAGES.setupRequired),
  alreadyEnabled: refusal('second_factor_already_enabled', TWO_FACTOR_MESSAGES.alreadyEnabled),
  notEnabled: refusal('second_factor_not_enabled', TWO_FACTOR_MESSAGES.notEnabled),
  cannotResetSelf: refusal('forbidden', TWO_FACTOR_MESSAGES.cannotResetSelf),
  accountBlocked: refusal('account_blocked', AUTH_MESSAGES.accountBlocked),
  adminNotFound: refusal('admin_not_found', AUTH_MESSAGES.adminNotFound),
} as const;

export const PASSKEY_REFUSALS = {
  registrationFailed: refusal('passkey_registration_failed', PASSKEY_MESSAGES.registrationFailed),
  totpRequired: refusal('totp_required', PASSKEY_MESSAGES.totpRequired),
  limitReached: refusal('passkey_limit_reached', PASSKEY_MESSAGES.tooMany),
  alreadyAdded: refusal('passkey_already_added', PASSKEY_MESSAGES.alreadyAdded),
  none: refusal('passkey_none', PASSKEY_MESSAGES.noPasskey),
  notRecognised: refusal('passkey_not_recognised', PASSKEY_MESSAGES.notRecognised),
  notFound: refusal('passkey_not_found', PASSKEY_MESSAGES.notFound),
} as const;
