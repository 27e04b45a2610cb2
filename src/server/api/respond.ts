// The envelope of every API answer (docs/api.md): { success, status, message, data }, and a failure's `code`
// beside its message. Failures are DomainErrors, turned into the same envelope by ./errors.ts.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '@/shared/error-codes';
import { API_MESSAGES } from '@/shared/messages';

export interface Envelope<T = unknown> {
  success: boolean;
  status: number;
  /** A failure's machine code (docs/api.md, "Errors and statuses"); a success has none. */
  code?: ErrorCode;
  message: string;
  data: T;
}

export function envelope<T>(status: number, message: string, data: T): Envelope<T> {
  return { success: status >= 200 && status < 300, status, message, data };
}

/** A failed answer: its code, on which clients decide, and its French message, which they show. */
export function failure<T>(status: number, code: ErrorCode, message: string, data: T): Envelope<T> {
  return { success: false, status, code, message, data };
}

export function ok<T>(c: Context, data: T, message: string = API_MESSAGES.ok, status: ContentfulStatusCode = 200) {
  return c.json(envelope(status, message, data), status);
}

export function created<T>(c: Context, data: T, message: string = API_MESSAGES.created) {
  return ok(c, data, message, 201);
}
