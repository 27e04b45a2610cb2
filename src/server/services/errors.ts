// The domain's own error: what went wrong, in a code and a French message, with no HTTP in it. The API maps
// kinds to statuses in one place (server/api/errors.ts); other callers (scripts, pages) read the code or the kind.
import type { ErrorCode } from '@/shared/error-codes';

export const DOMAIN_ERROR_CODES = [
  /** The input breaks a rule; `fields` says which. */
  'invalid',
  /** No valid credentials or session. */
  'unauthenticated',
  /** The access token has expired: the client refreshes it and tries again. */
  'token_expired',
  /** Known caller, not allowed to do this. */
  'forbidden',
  'not_found',
  /** The path is known, the method is not: answered with the methods it takes. */
  'method_not_allowed',
  /** The state of the data forbids it (a name taken, a category still holding products). */
  'conflict',
  'too_large',
  /** The body is not of a type the call reads (JSON, or a product's form). */
  'unsupported_media_type',
  /** Too many attempts: come back after `retryAfterSeconds`. */
  'rate_limited',
  /** A service outside the process (the mail server) refused or failed. */
  'upstream_failed',
  /** The database or the mail server cannot be reached for now: try again in a moment. */
  'unavailable',
  /** The disk (or the storage) is full: nothing was written; worth trying again once space is freed. */
  'insufficient_storage',
] as const;

/** The kind of a failure, which picks its HTTP status (decision 005). */
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** Every failure a service or the API may name: all the answers' codes but the unexpected error, which is no domain error. */
export type DomainErrorReason = Exclude<ErrorCode, 'internal_error'>;

/** The kind of each failure (docs/api.md, "Errors and statuses"): a new code does not compile without one. */
export const KIND: Record<DomainErrorReason, DomainErrorCode> = {
  validation_failed: 'invalid',
  invalid_json: 'invalid',
  invalid_id: 'invalid',
  current_password_wrong: 'invalid',
  verification_link_invalid: 'invalid',
  reset_link_invalid: 'invalid',
  unauthenticated: 'unauthenticated',
  token_invalid: 'unauthenticated',
  refresh_token_invalid: 'unauthenticated',
  invalid_credentials: 'unauthenticated',
  token_expired: 'token_expired',
  forbidden: 'forbidden',
  step_up_required: 'forbidden',
  account_blocked: 'forbidden',
  account_unverified: 'forbidden',
  contact_change_forbidden: 'forbidden',
  cannot_block_self: 'forbidden',
  route_not_found: 'not_found',
  method_not_allowed: 'method_not_allowed',
  session_not_found: 'not_found',
  admin_not_found: 'not_found',
  category_not_found: 'not_found',
  product_not_found: 'not_found',
  email_taken: 'conflict',
  phone_taken: 'conflict',
  last_super_admin: 'conflict',
  admin_already_blocked: 'conflict',
  admin_not_blocked: 'conflict',
  category_name_taken: 'conflict',
  category_not_empty: 'conflict',
  body_too_large: 'too_large',
  unsupported_media_type: 'unsupported_media_type',
  cross_site_refused: 'forbidden',
  rate_limited: 'rate_limited',
  account_locked: 'rate_limited',
  mail_refused: 'upstream_failed',
  mail_unavailable: 'unavailable',
  database_unavailable: 'unavailable',
  database_write_interrupted: 'unavailable',
  storage_full: 'insufficient_storage',
  order_not_found: 'not_found',
  zone_not_found: 'not_found',
  order_status_conflict: 'conflict',
  insufficient_stock: 'conflict',
  zone_name_taken: 'conflict',
  customer_not_found: 'not_found',
  order_not_payable: 'conflict',
  wave_unavailable: 'unavailable',
  invalid_signature: 'unauthenticated',
  demo_data_absent: 'conflict',
  sign_in_challenge_invalid: 'unauthenticated',
  second_factor_code_wrong: 'unauthenticated',
  totp_code_wrong: 'invalid',
  second_factor_already_enabled: 'conflict',
  second_factor_not_enabled: 'conflict',
  totp_setup_required: 'conflict',
  email_code_limit: 'conflict',
  totp_required: 'conflict',
  passkey_registration_failed: 'invalid',
  passkey_already_added: 'conflict',
  passkey_limit_reached: 'conflict',
  passkey_not_found: 'not_found',
  passkey_none: 'conflict',
  passkey_not_recognised: 'unauthenticated',
};

export interface DomainErrorOptions {
  /** Field → French message, shown beside the form's fields. */
  fields?: Record<string, string>;
  /** Extra facts for the client (e.g. how many products block a deletion). */
  details?: Record<string, unknown>;
  retryAfterSeconds?: number;
}

/**
 * A refusal a service may answer with, declared once beside the services of its domain (`zones/refusals.ts`):
 * its code and French message, and the field it is filed under or example details. The services throw it
 * (`throw refused(ZONE_REFUSALS.notFound)`); the API's routes list the same objects as their failures, and the
 * OpenAPI document reads the status from the code's kind (docs/api.md, "Errors and statuses").
 */
export interface Refusal<C extends ErrorCode = ErrorCode> {
  code: C;
  message: string;
  /** The form field the message is shown beside (`data.errors[field]`). */
  field?: string;
  /** Details the answer carries in `data`, as an example for the document. */
  data?: Record<string, unknown>;
}

export const refusal = <C extends ErrorCode>(code: C, message: string, more: Pick<Refusal, 'field' | 'data'> = {}): Refusal<C> => ({
  code,
  message,
  ...more,
});

export class DomainError extends Error {
  /** The kind of failure, read from `reason`: the API answers with its status. */
  readonly code: DomainErrorCode;
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;

  /** The failure itself, stable whatever its wording: the answer's `code`, on which clients decide. */
  readonly reason: DomainErrorReason;

  constructor(refusal: Refusal<DomainErrorReason>, options?: DomainErrorOptions);
  constructor(reason: DomainErrorReason, message: string, options?: DomainErrorOptions);
  constructor(
    reasonOrRefusal: DomainErrorReason | Refusal<DomainErrorReason>,
    messageOrOptions?: string | DomainErrorOptions,
    maybeOptions: DomainErrorOptions = {},
  ) {
    const given = typeof reasonOrRefusal === 'string' ? null : reasonOrRefusal;
    const reason = given ? given.code : (reasonOrRefusal as DomainErrorReason);
    const message = given ? given.message : (messageOrOptions as string);
    const options = ((given ? messageOrOptions : maybeOptions) ?? {}) as DomainErrorOptions;
    super(message);
    this.name = 'DomainError';
    this.reason = reason;
    this.code = KIND[reason];
    // A refusal filed under a field is shown beside it, as `invalidField` does.
    this.fields = options.fields ?? (given?.field ? { [given.field]: given.message } : undefined);
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** An input error on one field, the message shown both as the answer and beside the field. */
export const invalidField = (field: string, message: string, reason: DomainErrorReason = 'validation_failed') =>
  new DomainError(reason, message, { fields: { [field]: message } });

/** The error that answers with a declared refusal: `throw refused(ZONE_REFUSALS.notFound)`. */
export const refused = (refusal: Refusal<DomainErrorReason>, options?: DomainErrorOptions) => new DomainError(refusal, options);
