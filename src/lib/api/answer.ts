// How the back office reads an API answer (docs/product.md, "Back-office client"): the envelope's success rule,
// the error a failed call raises, and the order in which a screen picks the text to show.
import { CLIENT_ERRORS } from '@/shared/messages';

export interface Envelope<T = unknown> {
  success?: boolean;
  status?: number;
  message?: string;
  data?: T;
}

/** A failed call: the message to show (possibly empty), the HTTP status (0 when no answer came) and the data. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** An answer counts as successful when it says so, or when its status is 200 or 201. */
export function isSuccessful(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { success, status } = body as Envelope;
  return success === true || status === 200 || status === 201;
}

/** The access token has expired: refresh once, then try the call again. */
export function isTokenExpired(status: number, message: string | undefined): boolean {
  return status === 403 && (message ?? '').includes('Token expiré');
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
