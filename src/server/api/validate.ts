// Request parsing with the shared zod schemas: 400 with `data.errors = { field: message }` on bad input.
import type { Context } from 'hono';
import type { z } from 'zod';
import { DomainError } from '@/server/services/errors';
import { isUuid } from '@/shared/ids';
import { API_MESSAGES } from '@/shared/messages';
import { fieldErrors } from '@/shared/schemas';
import { isJsonType, unsupportedMediaType } from './write-guard';

/** The path parameter `name` as a UUID, or 400 'Identifiant invalide'. */
export function uuidParam(c: Context, name = 'id'): string {
  const value = c.req.param(name);
  if (!isUuid(value)) throw new DomainError('invalid_id', API_MESSAGES.invalidId);
  return value.toLowerCase();
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const first = Object.values(errors)[0];
    throw new DomainError('validation_failed', first ?? API_MESSAGES.validationFailed, { fields: errors });
  }
  return result.data;
}

/**
 * The JSON body; an empty body reads as `{}`. A body not sent as application/json is refused (write-guard.ts,
 * which sees most of them before; not one sent without Content-Type nor Content-Length).
 */
async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!isJsonType(c.req.header('content-type'))) throw unsupportedMediaType();
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('invalid_json', API_MESSAGES.invalidJson);
  }
}

/**
 * The JSON body as an object. An array, a number, a string or null is refused here, in French: the schemas
 * would answer with zod's own English message about the whole body.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('validation_failed', API_MESSAGES.validationFailed);
  return body as Record<string, unknown>;
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJsonObject(c));
}
