// How the back office reads an API answer (docs/product.md, "The back office"): the envelope's success rule,
// the error a failed call raises, its code, on which the screens decide (docs/api.md, "Errors and statuses"), and
// the order in which a screen picks the text to show. The wording of a message is shown, never compared.
import { type ErrorCode, isErrorCode } from '@/shared/error-codes';
import { CLIENT_ERRORS } from '@/shared/messages';

export interface Envelope<T = unknown> {
  success?: boolean;
  status?: number;
  /** A failure's machine code. */
  code?: string;
  message?: string;
  data?: T;
}

/**
 * A failed call: the message to show (possibly empty), the HTTP status (0 when no answer came), the data, and the
 * answer's code (null when no answer came, or one without a known code: a proxy's error page).
 */
export class ApiRequestError extends Error {
  readonly code: ErrorCode | null;

  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = null,
    code: unknown = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.code = isErrorCode(code) ? code : null;
  }
}

/** An answer's code, when it is one of the API's. */
export function answerCode(body: Envelope | null | undefined): ErrorCode | null {
  const code = body?.code;
  return isErrorCode(code) ? code : null;
}

/** The error a failed answer raises: its message, status, data and code. */
export function answerError(status: number, body: Envelope | null): ApiRequestError {
  return new ApiRequestError(body?.message ?? '', status, body?.data ?? null, body?.code);
}

/** The code of a failed call, or null when it has none (not an answer of the API). */
export function errorCode(error: unknown): ErrorCode | null {
  return error instanceof ApiRequestError ? error.code : null;
}

/** Whether a failed call's code is one of these. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  const code = errorCode(error);
  return code !== null && codes.includes(code);
}

/** An answer counts as successful when it says so, or when its status is 200 or 201. */
export function isSuccessful(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { success, status } = body as Envelope;
  return success === true || status === 200 || status === 201;
}

/** The access token has expired: refresh once, then try the call again. */
export function isTokenExpired(body: Envelope | null | undefined): boolean {
  return answerCode(body) === 'token_expired';
}

function messageOf(value: unknown): string {
  if (value && typeof value === 'object' && 'message' in value) {
    const message = (value as { message: unknown }).message;
    if (typeof message === 'string') return message.trim();
  }
  return '';
}

/**
 * The text a screen shows for a failure: the answer's message (carried by ApiRequestError), else the error's own
 * message or its data's, else the string itself, else the screen's default.
 */
export function errorText(error: unknown, fallback: string = CLIENT_ERRORS.default): string {
  if (typeof error === 'string') return error.trim() || fallback;
  if (error instanceof ApiRequestError) return error.message.trim() || messageOf(error.data) || fallback;
  return messageOf(error) || fallback;
}
