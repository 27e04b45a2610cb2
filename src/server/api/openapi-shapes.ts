// The envelope of the API's answers as zod schemas, for its OpenAPI document only (./openapi.ts): a success's, around
// each route's `data`, and a failure's, its `code` one of src/shared/error-codes.ts (./respond.ts writes them). The
// shapes of `data` are the shared domain folders' answers.ts (docs/api.md, "The OpenAPI document").
import { z } from 'zod';
import { ERROR_CODES } from '@/shared/error-codes';

/**
 * A success: `{ success: true, status, message, data }` with the route's own French message(s) and `data`.
 * `extra` adds fields beside `data` (the listing's `pagination`).
 */
export function successEnvelope(status: number, messages: readonly string[], data: z.ZodType, extra: z.ZodRawShape = {}) {
  const [first, ...rest] = messages;
  return z.object({
    success: z.literal(true),
    status: z.literal(status),
    message: rest.length === 0 ? z.literal(first) : z.enum([first, ...rest] as [string, ...string[]]),
    data,
    ...extra,
  });
}

/** `data` of a failure: null, or the field messages under `errors` beside any details (docs/api.md). */
const failureData = z
  .looseObject({
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'One French message per field of the request; nested fields dotted (`sousTypes.1.nom`).' }),
  })
  .nullable();

export const failureShape = z
  .object({
    success: z.literal(false),
    status: z.number().int().meta({ description: 'The HTTP status, repeated.' }),
    code: z.enum(ERROR_CODES).meta({ description: 'What failed, for clients to decide on: stable, whatever the wording of `message`.' }),
    message: z.string().meta({ description: 'French, to be shown as it is.' }),
    data: failureData,
  })
  .meta({ id: 'Failure', description: 'Every failed answer of /api/v1 (decision 005).' });
