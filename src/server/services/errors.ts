// The domain's own error: what went wrong, in a code and a French message, with no HTTP in it. The API maps
// codes to statuses in one place (server/api/errors.ts); other callers (scripts, pages) read the code.

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
  /** The state of the data forbids it (a name taken, a category still holding products). */
  'conflict',
  'too_large',
  /** Too many attempts: come back after `retryAfterSeconds`. */
  'rate_limited',
  /** A service outside the process (the mail server) refused or failed. */
  'upstream_failed',
  /** The database or the mail server cannot be reached for now: try again in a moment. */
  'unavailable',
  /** The disk (or the storage) is full: nothing was written; worth trying again once space is freed. */
  'insufficient_storage',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface DomainErrorOptions {
  /** Field → French message, shown beside the form's fields. */
  fields?: Record<string, string>;
  /** Extra facts for the client (e.g. how many products block a deletion). */
  details?: Record<string, unknown>;
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.fields = options.fields;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** An input error on one field, the message shown both as the answer and beside the field. */
export const invalidField = (field: string, message: string) => new DomainError('invalid', message, { fields: { [field]: message } });
