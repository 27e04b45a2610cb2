// The one place where the domain's errors become HTTP: a status per kind, and the envelope the client reads, with
// the error's code beside its message (docs/api.md). Services and middleware throw DomainError; only the API's
// handlers call this.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type DomainError, type DomainErrorCode, KIND } from '@/server/services/errors';
import type { ErrorCode } from '@/shared/error-codes';
import { failure } from './respond';

const HTTP_STATUS: Record<DomainErrorCode, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  // The client refreshes its access token on this answer, and signs out on a 401: an expiry must not look
  // like a refused token.
  token_expired: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
  insufficient_storage: 507,
};

/** The status a failure's code is answered with: its kind's, or 500 for the unexpected error. The OpenAPI document reads it too. */
export const httpStatusOf = (code: ErrorCode): ContentfulStatusCode =>
  code === 'internal_error' ? 500 : HTTP_STATUS[KIND[code]];

/** `data` of a failed answer: the field messages under `errors` beside the details, else the details, else null. */
function errorData(error: DomainError): unknown {
  if (error.fields) return { errors: error.fields, ...error.details };
  return error.details ?? null;
}

export function errorResponse(c: Context, error: DomainError): Response {
  const status = httpStatusOf(error.reason);
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(failure(status, error.reason, error.message, errorData(error)), status);
}
