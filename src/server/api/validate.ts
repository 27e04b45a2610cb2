// Request parsing with the shared zod schemas: 400 with `data.errors = { field: message }` on bad input.
import type { Context } from 'hono';
import type { z } from 'zod';
import { API_MESSAGES } from '@/shared/messages';
import { fieldErrors } from '@/shared/schemas';
import { ApiError } from './respond';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** The path parameter `name` as a UUID, or 400 'Identifiant invalide'. */
export function uuidParam(c: Context, name = 'id'): string {
  const value = c.req.param(name) ?? '';
  if (!isUuid(value)) throw new ApiError(400, API_MESSAGES.invalidId);
  return value.toLowerCase();
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const first = Object.values(errors)[0];
    throw new ApiError(400, first ?? API_MESSAGES.validationFailed, { errors });
  }
  return result.data;
}

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, API_MESSAGES.invalidJson);
  }
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}
