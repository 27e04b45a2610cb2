// The envelope of every API answer (DESIGN §4): { success, status, message, data }.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_MESSAGES } from '@/shared/messages';

export interface Envelope<T = unknown> {
  success: boolean;
  status: number;
  message: string;
  data: T;
}

export function envelope<T>(status: number, message: string, data: T): Envelope<T> {
  return { success: status >= 200 && status < 300, status, message, data };
}

export function ok<T>(c: Context, data: T, message: string = API_MESSAGES.ok, status: ContentfulStatusCode = 200) {
  return c.json(envelope(status, message, data), status);
}

export function created<T>(c: Context, data: T, message: string = API_MESSAGES.created) {
  return ok(c, data, message, 201);
}

/** An expected failure with a French message: thrown by services and middleware, answered by the error handler. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, data: unknown = null) => new ApiError(400, message, data);
export const notFound = (message: string = API_MESSAGES.notFound) => new ApiError(404, message);
export const conflict = (message: string, data: unknown = null) => new ApiError(409, message, data);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new ApiError(403, message);
export const unauthorized = (message: string = API_MESSAGES.unauthenticated) => new ApiError(401, message);
