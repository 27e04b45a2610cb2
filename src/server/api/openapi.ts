// The API's OpenAPI 3.1 document (docs/api.md, "The OpenAPI document"), served at GET /api/v1/openapi.json.
// Built by zod-openapi from the routes the app has: each router declares its routes' documentation where it
// registers them (./openapi-routes.ts), with the zod schemas the routes validate with (src/shared/<domain>/schemas.ts)
// and the answers' schemas (src/shared/<domain>/answers.ts; the envelope in ./openapi-shapes.ts): request bodies,
// queries and answers are never described twice. The French messages of a route's 400s are those its schemas'
// rules recorded; the other failures are the refusals the services throw (src/server/services/<domain>/refusals.ts),
// each filed under the status `httpStatusOf` (./errors.ts) answers it with.
// ./openapi.test.ts checks that every route the app registers is in the document, and nothing else.
import type { Hono } from 'hono';
import { z } from 'zod';
import {
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  createDocument,
} from 'zod-openapi';
import { API_BASE_PATH, IMAGE_MIME_TYPES, UPLOADS_PATH } from '@/shared/constants';
import { FEED_IMAGES_PREFIX, FEED_PATHS } from '@/shared/feeds/paths';
import { API_MESSAGES as A } from '@/shared/messages';
import { RULE_MESSAGES } from '@/shared/schemas';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import { httpStatusOf } from './errors';
import { type Failure, type RouteDoc, type Success, TAGS, documentationOf, isOperation, refusal } from './openapi-routes';
import { failureShape, successEnvelope } from './openapi-shapes';

type Schema = z.core.$ZodType;

// ── The French messages a schema's rules give ───────────────────────────────

export interface FieldMessage {
  /** The key under `data.errors`: dotted, `N` for an item of a list, `_` for the whole input. */
  field: string;
  message: string;
}

/**
 * Every message a schema's rules were written with (recorded by src/shared/schemas.ts), and the field it is filed
 * under, in the order of the schema. Rules written as code (a superRefine, a transform that adds issues) are not
 * recorded: their routes name those messages themselves.
 */
export function schemaMessages(schema: Schema, path: string[] = [], found: FieldMessage[] = []): FieldMessage[] {
  if (schema instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(schema.shape)) schemaMessages(field, [...path, name], found);
  } else if (schema instanceof z.ZodArray) {
    schemaMessages(schema.element, [...path, 'N'], found);
  } else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    schemaMessages(schema.unwrap(), path, found);
  } else if (schema instanceof z.ZodPipe) {
    schemaMessages(schema.in, path, found);
    schemaMessages(schema.out, path, found);
  } else if (schema instanceof z.ZodUnion) {
    for (const option of schema.options) schemaMessages(option, path, found);
  }
  // A schema's own rules come after those of what it holds (an object's after its fields), as zod reports them.
  for (const { message, path: under } of RULE_MESSAGES.get(schema)?.messages ?? []) {
    const at = [...path, ...under];
    const field = at.length ? at.join('.') : '_';
    if (!found.some((known) => known.message === message && known.field === field)) found.push({ field, message });
  }
  return found;
}

// ── Answers ─────────────────────────────────────────────────────────────────

/** The messages of a schema's rules: each a `validation_failed`, filed under its field. */
const ruleRefusals = (schema: Schema): Failure[] =>
  schemaMessages(schema).map(({ field, message }) => refusal('validation_failed', message, { field }));

const HTTP_REASONS: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not authenticated',
  403: 'Refused',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Body not sent as JSON',
  429: 'Too many requests',
  500: 'Unexpected error',
  502: 'Mail server refused',
  503: 'Unavailable for now',
  507: 'Storage full',
};

/** Every answer of /api/v1 names its request (docs/api.md, The envelope). */
const requestIdHeader = {
  'X-Request-Id': z.string().meta({ description: "The client's own when it sent a plausible one, else a new UUID; names the request in the log." }),
};
const retryAfter = z.string().meta({ description: 'Seconds to wait.', example: '60' });

/** A failure's answer: the envelope, and one example per code and French message the route may send with it. */
function failureResponse(status: number, failures: readonly Failure[]): ZodOpenApiResponseObject {
  const examples = Object.fromEntries(
    failures.map(({ code, message, field, data }, index) => [
      `m${index + 1}`,
      {
        summary: `${code}: ${message}`,
        value: {
          success: false,
          status,
          code,
          message,
          data: field || data ? { ...(field ? { errors: { [field]: message } } : {}), ...data } : null,
        },
      },
    ]),
  );
  return {
    description: [HTTP_REASONS[status] ?? 'Failure', ...unique(failures.map((f) => `- \`${f.code}\`: ${f.message}`))].join('\n'),
    headers: status === 429 ? z.object({ ...requestIdHeader, 'Retry-After': retryAfter }) : z.object(requestIdHeader),
    content: { 'application/json': { schema: failureShape, examples } },
  };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function successResponse({ status = 200, messages, data, extra, description, content }: Success): ZodOpenApiResponseObject {
  return {
    description: description ?? messages.join(' / '),
    headers: z.object(requestIdHeader),
    content: content ?? { 'application/json': { schema: successEnvelope(status, messages, data, extra) } },
  };
}

/**
 * The answer of one status that a route gives in several shapes (a product to shoppers, and with its back-office
 * fields to administrators): any one of them, each described.
 */
function successesResponse(successes: readonly Success[]): ZodOpenApiResponseObject {
  if (successes.length === 1) return successResponse(successes[0]);
  const envelopes = successes.map(({ status = 200, messages, data, extra }) => successEnvelope(status, messages, data, extra));
  return {
    description: successes.map(({ messages, description }) => description ?? messages.join(' / ')).join('\n\nOr: '),
    headers: z.object(requestIdHeader),
    content: { 'application/json': { schema: z.union(envelopes as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]) } },
  };
}

// ── Operations ──────────────────────────────────────────────────────────────

const uuidPathParam = (description: string) => z.string().meta({ format: 'uuid', description });

/** A route's description, with the failures that its access, its inputs and its method bring. */
function operation(method: string, path: string, route: RouteDoc): ZodOpenApiOperationObject {
  const failures = new Map<number, Failure[]>();
  // Each failure under the status its code is answered with (./errors.ts), the one mapping of the running API.
  const fail = (...items: Failure[]) => {
    for (const item of items) failures.set(httpStatusOf(item.code), [...(failures.get(httpStatusOf(item.code)) ?? []), item]);
  };
  const id = path.includes('{id}');

  if (route.access !== 'anyone') {
    fail(ACCESS_REFUSALS.unauthenticated, ACCESS_REFUSALS.tokenInvalid, ACCESS_REFUSALS.tokenExpired);
    if (route.access === 'super administrator') fail(ACCESS_REFUSALS.forbidden);
  }
  if (id) fail(refusal('invalid_id', A.invalidId));
  if (route.query) fail(...ruleRefusals(route.query));
  if (route.body) fail(refusal('invalid_json', A.invalidJson), refusal('validation_failed', A.validationFailed), ...ruleRefusals(route.body));
  fail(...(route.failures ?? []));
  // Every write: another site's page (its Origin, Sec-Fetch-Site), a body of another type (docs/api.md).
  if (method !== 'get') fail(refusal('cross_site_refused', A.crossSiteRefused));
  if (method !== 'get') fail(refusal('body_too_large', A.bodyTooLarge));
  if (method !== 'get') fail(refusal('unsupported_media_type', A.unsupportedMediaType));
  if (route.rateLimited) fail(refusal('rate_limited', A.tooManyRequests));
  fail(refusal('internal_error', A.internal));
  // The database out of reach, or a connection cut under a write (docs/decisions/014-lost-database-connections.md).
  fail(refusal('database_unavailable', A.databaseUnavailable));
  if (method !== 'get') fail(refusal('database_write_interrupted', A.databaseWriteInterrupted));

  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const status of new Set(route.success.map((success) => success.status ?? 200))) {
    responses[`${status}`] = successesResponse(route.success.filter((success) => (success.status ?? 200) === status));
  }
  for (const [status, items] of [...failures].sort(([a], [b]) => a - b)) responses[`${status}`] = failureResponse(status, items);

  const pathParams = id ? z.object({ id: uuidPathParam('A UUID, in any case.') }) : route.pathParams;
  const access =
    route.access === 'anyone'
      ? 'Anyone.'
      : route.access === 'administrator'
        ? 'Administrator (either role): `Authorization: Bearer <accessToken>`.'
        : 'Super administrator only (`SUPER_ADMIN`): `Authorization: Bearer <accessToken>`.';
  const limited = route.rateLimited ? ' Rate-limited per client address.' : '';

  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: [`${access}${limited}`, route.description].filter(Boolean).join('\n\n'),
    security: route.access === 'anyone' ? [] : [{ bearerAuth: [] }],
    ...(route.access === 'super administrator' ? { 'x-required-role': 'SUPER_ADMIN' } : {}),
    ...(pathParams || route.query || route.headers
      ? {
          requestParams: {
            ...(pathParams ? { path: pathParams } : {}),
            ...(route.query ? { query: route.query } : {}),
            ...(route.headers ? { header: route.headers } : {}),
          },
        }
      : {}),
    ...(route.body
      ? { requestBody: { required: true, content: route.bodyContent ?? { 'application/json': { schema: route.body } } } }
      : {}),
    responses,
  };
}

// ── The routes ──────────────────────────────────────────────────────────────

/**
 * The HTTP app's routes outside the API (src/server/http/http-app.ts), registered there without the API's
 * helper: described here, by their Hono route, and in the document only while the app has them.
 */
const OUTSIDE_THE_API: Record<string, { path: string; operation: ZodOpenApiOperationObject }> = {
  [`GET ${UPLOADS_PATH}/*`]: {
    path: `${UPLOADS_PATH}/{key}`,
    operation: {
      operationId: 'picture',
      tags: [TAGS.pictures],
      summary: 'A stored picture',
      description:
        'Anyone; outside /api/v1, so no envelope. The key may hold slashes (`products/…/display.webp`). Anything else than a stored `.webp`, `.jpg`, `.jpeg`, `.png` or `.gif` is an empty 404.',
      security: [],
      requestParams: { path: z.object({ key: z.string().meta({ description: 'The storage key, as the picture addresses give it.' }) }) },
      responses: {
        200: {
          description: 'The picture; `Cache-Control: public, max-age=31536000, immutable`.',
          content: Object.fromEntries(IMAGE_MIME_TYPES.map((type) => [type, { schema: z.file().meta({ contentMediaType: type }) }])),
        },
        404: { description: 'No such picture (empty body).' },
      },
    },
  },
  ...feedDocumentation(),
};

/** The catalogue feeds (docs/decisions/031-catalogue-feeds.md), each a file of its platform's format. */
function feedDocumentation(): Record<string, { path: string; operation: ZodOpenApiOperationObject }> {
  const common =
    'Anyone; outside /api/v1, so no envelope. The products shoppers may see (no draft, no expired product unless kept on sale) that are not `excluCatalogues` and have a picture: one item per product, one per variant on sale grouped by `item_group_id`. Built from the cache, rebuilt at the first fetch after a change. `Cache-Control: public, max-age=0, s-maxage=1, stale-while-revalidate=59`; with the `ETag` in `If-None-Match`, an empty 304 while unchanged.';
  const notModified = { description: 'Unchanged since the ETag sent in `If-None-Match` (empty body).' };
  return {
    [`GET ${FEED_PATHS.meta}`]: {
      path: FEED_PATHS.meta,
      operation: {
        operationId: 'metaCatalogueFeed',
        tags: [TAGS.products],
        summary: "The catalogue for Meta Commerce Manager (CSV data feed)",
        description: `${common} Columns: id, title, description, availability ('in stock' / 'out of stock'), condition, price ('12000 XOF'), sale_price, link, image_link, brand, item_group_id, product_type.`,
        security: [],
        responses: {
          200: { description: 'The feed.', content: { 'text/csv': { schema: z.string() } } },
          304: notModified,
        },
      },
    },
    [`GET ${FEED_PATHS.google}`]: {
      path: FEED_PATHS.google,
      operation: {
        operationId: 'googleCatalogueFeed',
        tags: [TAGS.products],
        summary: 'The catalogue for Google Merchant Center (RSS 2.0 product data source)',
        description: `${common} RSS 2.0 with xmlns:g="http://base.google.com/ns/1.0": g:id, g:title, g:description, g:link, g:image_link, g:availability (in_stock / out_of_stock), g:price ('12000 XOF'), g:sale_price, g:condition, g:brand, g:identifier_exists, g:item_group_id, g:product_type.`,
        security: [],
        responses: {
          200: { description: 'The feed.', content: { 'application/xml': { schema: z.string() } } },
          304: notModified,
        },
      },
    },
    [`GET ${FEED_IMAGES_PREFIX}:file`]: {
      path: `${FEED_IMAGES_PREFIX}{file}`,
      operation: {
        operationId: 'catalogueFeedPicture',
        tags: [TAGS.products],
        summary: "A product picture as a JPEG, for Meta's feed",
        description:
          "Anyone; outside /api/v1, so no envelope. The stored picture (WebP) as a JPEG on white, which Meta's catalogue takes: the Meta feed's `image_link`. `Cache-Control: public, max-age=31536000, immutable`.",
        security: [],
        requestParams: { path: z.object({ file: z.string().meta({ description: "The picture's id followed by `.jpg`.", example: '44444444-4444-4444-8444-444444444444.jpg' }) }) },
        responses: {
          200: { description: 'The picture.', content: { 'image/jpeg': { schema: z.file().meta({ contentMediaType: 'image/jpeg' }) } } },
          404: { description: 'No such picture (empty body).' },
        },
      },
    },
  };
}

/** A Hono path in OpenAPI's spelling: `/types/:id` is `/types/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its environment
type AnyHono = Hono<any, any, any>;

type Verb = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options' | 'trace';

interface Described {
  paths: ZodOpenApiPathsObject;
  /** Every field documentation of the routes' descriptions, by the field's schema. */
  fields: Map<Schema, Record<string, unknown>>;
}

/**
 * The operations of the routes the app has, in the order it registered them. Middleware (`app.use`, and the
 * handlers before a route's own) carries no documentation; nor does a route registered without it, which
 * ./openapi.test.ts then finds missing.
 */
function describeRoutes(app: AnyHono): Described {
  const paths: ZodOpenApiPathsObject = {};
  const fields = new Map<Schema, Record<string, unknown>>();
  for (const { method, path, handler } of app.routes) {
    const outside = OUTSIDE_THE_API[`${method} ${path}`];
    const documentation = documentationOf(handler) ?? outside?.operation;
    if (!documentation) continue;
    const at = outside?.path ?? openApiPath(path);
    const verb = method.toLowerCase() as Verb;
    if (paths[at]?.[verb]) throw new Error(`${method} ${at} is documented twice`);
    if (!isOperation(documentation)) {
      for (const [schema, doc] of documentation.fields ?? []) {
        const known = fields.get(schema);
        if (known && known !== doc) throw new Error(`One schema documented twice: ${JSON.stringify(doc)}`);
        fields.set(schema, doc);
      }
    }
    paths[at] = { ...paths[at], [verb]: isOperation(documentation) ? documentation : operation(verb, at, documentation) };
  }
  return { paths, fields };
}

const DESCRIPTION = `The shop's REST API (docs/api.md) and its pictures.

Every answer of /api/v1, failures included, is the envelope \`{ success, status, message, data }\`: \`success\`
is true for a 2xx status only, \`status\` repeats the HTTP status, \`message\` is French and meant to be shown as
it is. A failure also carries \`code\`, its machine code (the \`Failure\` schema lists them all): it never changes
its meaning, where the message may be reworded, so a client decides on the code and shows the message. A body or
query that breaks a rule is answered 400 \`validation_failed\` with one message per field under \`data.errors\` and
the first of them as \`message\`; a value of the wrong type for a field without a message of its own gets zod's
French message. An unknown path is 404 \`route_not_found\` '${A.routeNotFound}'; a method none of a known path's
routes takes is 405 \`method_not_allowed\` '${A.methodNotAllowed}', with \`Allow\` listing those it takes. Codes and their
statuses: docs/api.md, "Errors and statuses", and decision 005.`;

/**
 * Builds the document of an app (the HTTP app server.ts serves, handed over by the route that serves it, so that
 * nothing here imports the app back): costly, so served through `openApiJson`.
 */
export function buildOpenApiDocument(app: AnyHono) {
  const { paths, fields } = describeRoutes(app);
  return createDocument(
    {
      openapi: '3.1.0',
      info: { title: 'Boutique API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: '/', description: 'The shop itself' }],
      tags: Object.values(TAGS).map((name) => ({ name })),
      paths,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: `The access token of POST ${API_BASE_PATH}/auth/login or /auth/refresh. Expired: 403 '${A.tokenExpired}', refresh then retry.`,
          },
        },
      },
    },
    {
      override: ({ jsonSchema, zodSchema }) => {
        const doc = fields.get(zodSchema);
        if (doc) Object.assign(jsonSchema, doc);
      },
    },
  );
}

const served = new WeakMap<AnyHono, string>();

/** The app's document as JSON text, built on the first request and kept for the life of the app. */
export function openApiJson(app: AnyHono): string {
  let json = served.get(app);
  if (json === undefined) {
    json = JSON.stringify(buildOpenApiDocument(app));
    served.set(app, json);
  }
  return json;
}
