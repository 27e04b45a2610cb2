// The API's OpenAPI 3.1 document (docs/api.md, "The OpenAPI document"), served at GET /api/v1/openapi.json.
// Built by zod-openapi from the zod schemas the routes validate with (src/shared/schemas.ts) and from the
// answers' schemas beside it (./openapi-shapes.ts): request bodies and queries are never described twice.
// The French messages of a route's 400s are read from its schemas' own rules; the other failures name the
// messages of src/shared/messages.ts that the services throw. ./openapi.test.ts checks that every route the
// app registers is described here, and nothing else.
import { type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject, createDocument } from 'zod-openapi';
import { z } from 'zod';
import {
  API_BASE_PATH,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RECENT_ACTIVITY_LIMIT,
  DEFAULT_SORT,
  DEFAULT_TOP_PRODUCTS_LIMIT,
  DEFAULT_TOP_PRODUCTS_ORDER,
  IMAGE_MIME_TYPES,
  LIMITS,
  MAX_PAGE_SIZE,
  SORT_OPTIONS,
  TOP_PRODUCTS_ORDERS,
  UPLOADS_PATH,
} from '@/shared/constants';
import { API_MESSAGES as A, CATALOGUE_MESSAGES as C, VALIDATION as V } from '@/shared/messages';
import {
  categorySchema,
  categoryUpdateSchema,
  changePasswordSchema,
  emailRequestSchema,
  inviteSchema,
  limitQuerySchema,
  loginSchema,
  productQuerySchema,
  productSchema,
  profileUpdateSchema,
  refreshTokenSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  toggleStatusSchema,
  topProductsQuerySchema,
} from '@/shared/schemas';
import {
  activityShape,
  adminShape,
  bestGroupShape,
  categoryShape,
  dashboardStatShape,
  failureShape,
  paginationShape,
  productShape,
  sessionShape,
  signInShape,
  successEnvelope,
  tokenPairShape,
} from './openapi-shapes';

type Schema = z.core.$ZodType;

// ── The French messages a schema's rules give ───────────────────────────────

/** What this module reads of a zod schema's definition (zod 4's `_zod.def`). */
interface Def {
  type: string;
  error?: (issue: object) => unknown;
  checks?: { _zod: { def: Def & { path?: PropertyKey[] } } }[];
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  options?: Schema[];
}

/** The message a rule was given, when it was given one (zod's own messages are not). */
function givenMessage(error: Def['error']): string | undefined {
  if (!error) return undefined;
  try {
    const message = error({});
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

export interface FieldMessage {
  /** The key under `data.errors`: dotted, `N` for an item of a list, `_` for the whole input. */
  field: string;
  message: string;
}

/**
 * Every message a schema's rules were written with, and the field it is filed under, in the order of the
 * schema. Rules written as code (a superRefine, a transform that adds issues) cannot be read: their routes
 * name those messages themselves.
 */
export function schemaMessages(schema: Schema, path: string[] = [], found: FieldMessage[] = []): FieldMessage[] {
  const def = schema._zod.def as unknown as Def;
  const add = (message: string | undefined, at: string[]) => {
    const field = at.length ? at.join('.') : '_';
    if (message && !found.some((known) => known.message === message && known.field === field)) found.push({ field, message });
  };
  add(givenMessage(def.error), path);
  for (const key of ['innerType', 'in', 'out', 'element'] as const) {
    const inner = def[key];
    if (inner) schemaMessages(inner, key === 'element' ? [...path, 'N'] : path, found);
  }
  for (const option of def.options ?? []) schemaMessages(option, path, found);
  for (const [name, field] of Object.entries(def.shape ?? {})) schemaMessages(field, [...path, name], found);
  // An object's own checks (refine with a path) come after its fields, as zod reports them.
  for (const check of def.checks ?? []) add(givenMessage(check._zod.def.error), [...path, ...(check._zod.def.path ?? []).map(String)]);
  return found;
}

// ── Answers ─────────────────────────────────────────────────────────────────

/** A message alone (`data: null`), or filed under a field, or with details in `data`. */
type Failure = string | { message: string; field?: string; data?: Record<string, unknown> };

const HTTP_REASONS: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not authenticated',
  403: 'Refused',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  429: 'Too many requests',
  500: 'Unexpected error',
  502: 'Mail server refused',
  503: 'Unavailable for now',
};

/** Every answer of /api/v1 names its request (docs/api.md, The envelope). */
const requestIdHeader = {
  'X-Request-Id': z.string().meta({ description: "The client's own when it sent a plausible one, else a new UUID; names the request in the log." }),
};
const retryAfter = z.string().meta({ description: 'Seconds to wait.', example: '60' });

/** A failure's answer: the envelope, and one example per French message the route may send with it. */
function failureResponse(status: number, failures: readonly Failure[]): ZodOpenApiResponseObject {
  const messages = failures.map((failure) => (typeof failure === 'string' ? { message: failure } : failure));
  const examples = Object.fromEntries(
    messages.map(({ message, field, data }, index) => [
      `m${index + 1}`,
      {
        summary: message,
        value: { success: false, status, message, data: field || data ? { ...(field ? { errors: { [field]: message } } : {}), ...data } : null },
      },
    ]),
  );
  return {
    description: [HTTP_REASONS[status] ?? 'Failure', ...unique(messages.map((m) => `- ${m.message}`))].join('\n'),
    headers: status === 429 ? z.object({ ...requestIdHeader, 'Retry-After': retryAfter }) : z.object(requestIdHeader),
    content: { 'application/json': { schema: failureShape, examples } },
  };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

interface Success {
  status?: 200 | 201;
  messages: readonly string[];
  data: z.ZodType;
  /** Fields beside `data` (the listing's `pagination`). */
  extra?: z.ZodRawShape;
  description?: string;
}

function successResponse({ status = 200, messages, data, extra, description }: Success): ZodOpenApiResponseObject {
  return {
    description: description ?? messages.join(' / '),
    headers: z.object(requestIdHeader),
    content: { 'application/json': { schema: successEnvelope(status, messages, data, extra) } },
  };
}

// ── Operations ──────────────────────────────────────────────────────────────

type Access = 'anyone' | 'administrator' | 'super administrator';

interface Route {
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** Counted per client address (docs/api.md, Rate limits). */
  rateLimited?: boolean;
  /** Path parameters other than a UUID `id`. */
  pathParams?: z.ZodObject;
  /** A UUID `{id}` in the path, checked by the route ('Identifiant invalide'). */
  id?: true;
  query?: z.ZodObject;
  /** A JSON body, parsed with this schema. */
  body?: z.ZodObject;
  /** The product form: multipart, URL-encoded or JSON (./product-form.ts). */
  productForm?: true;
  success: Success[];
  /** Failures the schemas do not tell: the services' messages, per status. */
  failures?: Partial<Record<number, Failure[]>>;
}

const uuidPathParam = (description: string) => z.string().meta({ format: 'uuid', description });

const emptyData = z.null();

/** The product form's pictures, as multipart parts. */
const imageFiles = z
  .array(z.file().meta({ description: `${IMAGE_MIME_TYPES.join(', ')} by their bytes; 5 MB at most.` }))
  .max(LIMITS.productImagesMax)
  .optional()
  .meta({
    description:
      'Repeated `images` (or `images[]`) file parts; an empty part is ignored. New pictures replace all the old ones on update.',
  });

const productFormFields = productSchema.extend({ images: imageFiles });

const bestQuery = limitQuerySchema(LIMITS.bestProducts);
const recentActivityQuery = limitQuerySchema(DEFAULT_RECENT_ACTIVITY_LIMIT);

/**
 * What the JSON Schema of a field cannot tell by itself: the product form's fields that read a JSON number or
 * a form string as an integer, and the query parameters' defaults and choices (their rules are refinements).
 * Their refusals are the 400 examples, read from the schemas.
 */
const FIELD_DOCS = fieldDocs([
  [productSchema.shape.prix, { type: ['integer', 'string'], description: 'FCFA; read as an integer (anything unreadable is 0).' }],
  [productSchema.shape.pourcentPromotion, { type: ['integer', 'string'], description: 'Read as an integer; default 0.' }],
  [productSchema.shape.stock, { type: ['integer', 'string', 'null'], description: 'Blank, null or absent: not tracked.' }],
  [productQuerySchema.shape.page, { description: 'An integer, 1 or more.', default: String(DEFAULT_PAGE) }],
  [productQuerySchema.shape.limit, { description: `An integer, 1 to ${MAX_PAGE_SIZE}.`, default: String(DEFAULT_PAGE_SIZE) }],
  [productQuerySchema.shape.sortBy, { enum: [...SORT_OPTIONS], default: DEFAULT_SORT }],
  [productQuerySchema.shape.minPrice, { description: `FCFA, on the price paid; an integer, 0 to ${LIMITS.priceMax}, at most maxPrice.` }],
  [productQuerySchema.shape.maxPrice, { description: `FCFA, on the price paid; an integer, 0 to ${LIMITS.priceMax}.` }],
  [productQuerySchema.shape.search, { description: `Words of the name, description, category or sub-type; ${LIMITS.searchMax} characters at most.` }],
  // One schema for both: `type` names a category, `subtype` a sub-type.
  [productQuerySchema.shape.type, { format: 'uuid', description: 'A category id (`type`) or a sub-type id (`subtype`).' }],
  [bestQuery.shape.limit, { description: `An integer, 1 to ${MAX_PAGE_SIZE}.`, default: String(LIMITS.bestProducts) }],
  [recentActivityQuery.shape.limit, { description: `An integer, 1 to ${MAX_PAGE_SIZE}.`, default: String(DEFAULT_RECENT_ACTIVITY_LIMIT) }],
  [topProductsQuerySchema.shape.by, { enum: [...TOP_PRODUCTS_ORDERS], default: DEFAULT_TOP_PRODUCTS_ORDER }],
  [topProductsQuerySchema.shape.limit, { description: `An integer, 1 to ${MAX_PAGE_SIZE}.`, default: String(DEFAULT_TOP_PRODUCTS_LIMIT) }],
]);

/** Keyed by schema object: two fields built from one schema share their entry, so none may be given twice. */
function fieldDocs(entries: [Schema, Record<string, unknown>][]): Map<Schema, Record<string, unknown>> {
  const docs = new Map<Schema, Record<string, unknown>>();
  for (const [schema, doc] of entries) {
    if (docs.has(schema)) throw new Error(`One schema documented twice: ${JSON.stringify(doc)}`);
    docs.set(schema, doc);
  }
  return docs;
}

const IMAGE_FAILURES: Failure[] = [
  { field: 'images', message: C.tooManyImages },
  { field: 'images', message: V.fileTooLarge('{file}'), data: { title: V.fileTooLargeTitle } },
  { field: 'images', message: C.imageNotSupported('{file}') },
  { field: 'images', message: C.imageTooManyPixels('{file}') },
  { field: 'images', message: C.imageUnreadable('{file}') },
];

const PRODUCT_FORM_FAILURES: Failure[] = [
  { field: 'stock', message: V.productStockInvalid },
  { field: 'stock', message: V.productStockMax },
  { field: 'typeProduit', message: C.productCategoryUnknown },
  { field: 'sousTypeProduit', message: C.productSubTypeMismatch },
  ...IMAGE_FAILURES,
];

const SUB_TYPE_DUPLICATE: Failure = { field: 'sousTypes.N.nom', message: V.subTypeDuplicate };

function operation(method: string, route: Route): ZodOpenApiOperationObject {
  const failures = new Map<number, Failure[]>();
  const fail = (status: number, ...items: Failure[]) => failures.set(status, [...(failures.get(status) ?? []), ...items]);

  if (route.access !== 'anyone') {
    fail(401, A.unauthenticated, A.tokenInvalid);
    fail(403, A.tokenExpired);
    if (route.access === 'super administrator') fail(403, A.forbidden);
  }
  if (route.id) fail(400, A.invalidId);
  if (route.query) fail(400, ...schemaMessages(route.query));
  if (route.body) fail(400, A.invalidJson, A.validationFailed, ...schemaMessages(route.body));
  if (route.productForm) fail(400, A.invalidJson, A.validationFailed, ...schemaMessages(productSchema));
  for (const [status, items] of Object.entries(route.failures ?? {})) fail(Number(status), ...(items ?? []));
  if (method !== 'get') fail(413, A.bodyTooLarge);
  if (route.rateLimited) fail(429, A.tooManyRequests);
  fail(500, A.internal);
  // The database out of reach, or a connection cut under a write (docs/decisions/014-lost-database-connections.md).
  fail(503, A.databaseUnavailable);
  if (method !== 'get') fail(503, A.databaseWriteInterrupted);

  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const success of route.success) responses[`${success.status ?? 200}`] = successResponse(success);
  for (const [status, items] of [...failures].sort(([a], [b]) => a - b)) responses[`${status}`] = failureResponse(status, items);

  const path = route.id ? z.object({ id: uuidPathParam('A UUID, in any case.') }) : route.pathParams;
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
    ...(path || route.query ? { requestParams: { ...(path ? { path } : {}), ...(route.query ? { query: route.query } : {}) } } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: route.body } } } } : {}),
    ...(route.productForm
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': { schema: productFormFields, encoding: { images: { contentType: IMAGE_MIME_TYPES.join(', ') } } },
              'application/x-www-form-urlencoded': { schema: productSchema },
              'application/json': { schema: productSchema },
            },
          },
        }
      : {}),
    responses,
  };
}

// ── The routes ──────────────────────────────────────────────────────────────

const TAGS = {
  health: 'Health',
  signIn: 'Sign-in and sessions',
  account: 'Own account',
  recovery: 'Verification and password reset',
  admins: 'Administrators',
  categories: 'Categories',
  products: 'Products',
  dashboard: 'Dashboard',
  pictures: 'Pictures',
  document: 'This document',
} as const;

const api = (path: string) => `${API_BASE_PATH}${path}`;

function apiPaths(): ZodOpenApiPathsObject {
  const productForm = { productForm: true as const };
  return {
    [api('/health')]: {
      get: operation('get', {
        operationId: 'health',
        tag: TAGS.health,
        summary: 'Whether the service and its database answer',
        access: 'anyone',
        success: [{ messages: [A.healthOk], data: z.object({ database: z.literal('ok') }) }],
        failures: { 503: [{ message: A.healthDown, data: { database: 'down' } }] },
      }),
    },
    [api('/openapi.json')]: {
      get: {
        operationId: 'openApiDocument',
        tags: [TAGS.document],
        summary: 'This OpenAPI 3.1 document',
        description: 'Anyone. Generated from the zod schemas the API validates with; built once per process.',
        security: [],
        responses: {
          200: {
            description: 'The document (not wrapped in the envelope).',
            content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } },
          },
        },
      },
    },
    [api('/auth/login')]: {
      post: operation('post', {
        operationId: 'login',
        tag: TAGS.signIn,
        summary: 'Sign in with an e-mail or a phone number and a password',
        description:
          'Five wrong passwords in a row for an identifier from one address lock that address out for that identifier (decision 010).',
        access: 'anyone',
        rateLimited: true,
        body: loginSchema,
        success: [{ messages: [A.loginSuccess], data: tokenPairShape.extend({ user: adminShape }) }],
        failures: { 401: [A.invalidCredentials], 403: [A.accountBlocked, A.accountNotVerified], 429: [A.tooManyAttempts] },
      }),
    },
    [api('/auth/refresh')]: {
      post: operation('post', {
        operationId: 'refresh',
        tag: TAGS.signIn,
        summary: 'Trade a refresh token for a new pair (the presented one is spent)',
        access: 'anyone',
        body: refreshTokenSchema,
        success: [{ messages: [A.tokenRefreshed], data: tokenPairShape }],
        failures: { 401: [A.refreshTokenInvalid] },
      }),
    },
    [api('/auth/logout')]: {
      post: operation('post', {
        operationId: 'logout',
        tag: TAGS.signIn,
        summary: "End the refresh token's session (the same answer for an unknown token)",
        access: 'anyone',
        body: refreshTokenSchema,
        success: [{ messages: [A.logoutSuccess], data: emptyData }],
      }),
    },
    [api('/auth/profile')]: {
      get: operation('get', {
        operationId: 'getProfile',
        tag: TAGS.account,
        summary: 'The signed-in administrator',
        access: 'administrator',
        success: [{ messages: [A.profileLoaded], data: adminShape }],
      }),
      put: operation('put', {
        operationId: 'updateProfile',
        tag: TAGS.account,
        summary: "Update one's own profile",
        description: 'A field left out keeps its value. Changing the e-mail or the phone needs `currentPassword`.',
        access: 'administrator',
        body: profileUpdateSchema,
        success: [{ messages: [A.profileUpdated], data: adminShape }],
        failures: {
          400: [
            { field: 'currentPassword', message: V.currentPasswordRequired },
            { field: 'currentPassword', message: A.currentPasswordWrong },
          ],
          403: [A.superAdminContactLocked],
          409: [
            { field: 'email', message: A.emailTaken },
            { field: 'numero', message: A.phoneTaken },
          ],
          429: [A.tooManyAttempts],
        },
      }),
    },
    [api('/auth/change-password')]: {
      put: operation('put', {
        operationId: 'changePassword',
        tag: TAGS.account,
        summary: "Change one's own password (the other sessions end)",
        access: 'administrator',
        body: changePasswordSchema,
        success: [{ messages: [A.passwordChanged], data: emptyData }],
        failures: { 400: [{ field: 'currentPassword', message: A.currentPasswordWrong }], 429: [A.tooManyAttempts] },
      }),
    },
    [api('/auth/sessions')]: {
      get: operation('get', {
        operationId: 'listSessions',
        tag: TAGS.account,
        summary: "The caller's open sessions, most recently used first",
        access: 'administrator',
        success: [{ messages: [A.sessionsLoaded], data: z.array(sessionShape) }],
      }),
      delete: operation('delete', {
        operationId: 'endOtherSessions',
        tag: TAGS.account,
        summary: "End every open session of the caller but the calling one",
        access: 'administrator',
        success: [{ messages: [A.otherSessionsEnded], data: z.object({ count: z.number().int() }) }],
      }),
    },
    [api('/auth/sessions/{id}')]: {
      delete: operation('delete', {
        operationId: 'endSession',
        tag: TAGS.account,
        summary: 'End one session of the caller',
        access: 'administrator',
        id: true,
        success: [{ messages: [A.sessionEnded], data: emptyData }],
        failures: { 404: [A.sessionNotFound] },
      }),
    },
    [api('/auth/sign-ins')]: {
      get: operation('get', {
        operationId: 'listSignIns',
        tag: TAGS.account,
        summary: "The caller's last recorded password checks, newest first",
        access: 'administrator',
        success: [{ messages: [A.signInsLoaded], data: z.array(signInShape) }],
      }),
    },
    [api('/auth/verify/{token}')]: {
      get: operation('get', {
        operationId: 'verifyAccount',
        tag: TAGS.recovery,
        summary: 'Verify an account from the link it was sent',
        access: 'anyone',
        pathParams: z.object({ token: z.string().meta({ description: 'From the e-mailed or texted link; never logged.' }) }),
        success: [
          {
            messages: [A.accountVerified, A.accountVerifiedCreatePassword, A.accountVerifiedMailFailed],
            data: emptyData,
          },
        ],
        failures: { 400: [A.verificationLinkInvalid] },
      }),
    },
    [api('/auth/resend-verification')]: {
      post: operation('post', {
        operationId: 'resendVerification',
        tag: TAGS.recovery,
        summary: 'Send a new verification link (by e-mail, or by SMS to a `+…` number)',
        description: 'Always the same answer, at once; the link goes only to an unverified, active, unblocked account.',
        access: 'anyone',
        rateLimited: true,
        body: resendVerificationSchema,
        success: [{ messages: [A.verificationRequested], data: emptyData }],
      }),
    },
    [api('/auth/request-password-reset')]: {
      post: operation('post', {
        operationId: 'requestPasswordReset',
        tag: TAGS.recovery,
        summary: 'Send a password reset link',
        description: 'Always the same answer, at once; the link goes only to a verified, active, unblocked account.',
        access: 'anyone',
        rateLimited: true,
        body: emailRequestSchema,
        success: [{ messages: [A.resetRequested], data: emptyData }],
      }),
    },
    [api('/auth/reset-password')]: {
      post: operation('post', {
        operationId: 'resetPassword',
        tag: TAGS.recovery,
        summary: 'Set a password from a reset or password-creation link (every session of the account ends)',
        access: 'anyone',
        rateLimited: true,
        body: resetPasswordSchema,
        success: [{ messages: [A.passwordReset], data: emptyData }],
        failures: { 400: [A.resetLinkInvalid] },
      }),
    },
    [api('/auth/admin')]: {
      get: operation('get', {
        operationId: 'listAdmins',
        tag: TAGS.admins,
        summary: 'Every administrator, oldest first',
        access: 'super administrator',
        success: [{ messages: [A.adminsListed], data: z.array(adminShape) }],
      }),
      post: operation('post', {
        operationId: 'inviteAdmin',
        tag: TAGS.admins,
        summary: 'Invite an administrator by e-mail (or send a pending invitation again)',
        access: 'super administrator',
        body: inviteSchema,
        success: [
          { status: 201, messages: [A.adminInvited], data: adminShape },
          { status: 200, messages: [A.invitationResent], data: adminShape, description: `${A.invitationResent}: the invitation was still pending.` },
        ],
        failures: { 409: [{ field: 'email', message: A.adminEmailTaken }], 502: [A.invitationMailRefused], 503: [A.invitationMailUnavailable] },
      }),
    },
    [api('/auth/admin/{id}')]: {
      get: operation('get', {
        operationId: 'getAdmin',
        tag: TAGS.admins,
        summary: 'One administrator',
        access: 'super administrator',
        id: true,
        success: [{ messages: [A.adminLoaded], data: adminShape }],
        failures: { 404: [A.adminNotFound] },
      }),
    },
    [api('/auth/admin/{id}/toggle-status')]: {
      put: operation('put', {
        operationId: 'toggleAdminStatus',
        tag: TAGS.admins,
        summary: 'Block (every session ends at once) or unblock an administrator',
        access: 'super administrator',
        id: true,
        body: toggleStatusSchema,
        success: [{ messages: [A.adminBlocked, A.adminUnblocked], data: adminShape }],
        failures: {
          403: [A.cannotBlockSelf],
          404: [A.adminNotFound],
          409: [A.cannotBlockLastSuperAdmin, A.adminAlreadyBlocked, A.adminNotBlocked],
        },
      }),
    },
    [api('/types')]: {
      get: operation('get', {
        operationId: 'listCategories',
        tag: TAGS.categories,
        summary: 'Every category with its counts and sub-types',
        access: 'anyone',
        success: [{ messages: [C.categoriesLoaded], data: z.array(categoryShape) }],
      }),
      post: operation('post', {
        operationId: 'createCategory',
        tag: TAGS.categories,
        summary: 'Create a category',
        access: 'administrator',
        body: categorySchema,
        success: [{ status: 201, messages: [C.categoryCreated], data: categoryShape }],
        failures: { 400: [SUB_TYPE_DUPLICATE], 409: [{ field: 'nom', message: C.categoryNameTaken }] },
      }),
    },
    [api('/types/{id}')]: {
      get: operation('get', {
        operationId: 'getCategory',
        tag: TAGS.categories,
        summary: 'One category',
        access: 'anyone',
        id: true,
        success: [{ messages: [C.categoryLoaded], data: categoryShape }],
        failures: { 404: [C.categoryNotFound] },
      }),
      put: operation('put', {
        operationId: 'updateCategory',
        tag: TAGS.categories,
        summary: 'Update a category and its sub-types',
        description:
          'A field left out keeps its value. A sub-type sent with its `_id`, or under its unchanged name, keeps its products; one left out of a sent `sousTypes` is deleted.',
        access: 'administrator',
        id: true,
        body: categoryUpdateSchema,
        success: [{ messages: [C.categoryUpdated], data: categoryShape }],
        failures: { 400: [SUB_TYPE_DUPLICATE], 404: [C.categoryNotFound], 409: [{ field: 'nom', message: C.categoryNameTaken }] },
      }),
      delete: operation('delete', {
        operationId: 'deleteCategory',
        tag: TAGS.categories,
        summary: 'Delete an empty category and its sub-types',
        access: 'administrator',
        id: true,
        success: [{ messages: [C.categoryDeleted], data: emptyData }],
        failures: { 404: [C.categoryNotFound], 409: [{ message: V.categoryHasProducts, data: { nbProduits: 3 } }] },
      }),
    },
    [api('/produits')]: {
      get: operation('get', {
        operationId: 'listProducts',
        tag: TAGS.products,
        summary: 'The catalogue, a page at a time',
        description: 'A blank parameter counts as absent (decision 007). A page past the last is an empty list.',
        access: 'anyone',
        query: productQuerySchema,
        success: [{ messages: [C.productsLoaded], data: z.array(productShape), extra: { pagination: paginationShape } }],
      }),
      post: operation('post', {
        operationId: 'createProduct',
        tag: TAGS.products,
        summary: 'Create a product, with its pictures',
        description: 'Bodies up to 27 MB. Each picture becomes a WebP of at most 1200 px and a 400 px thumbnail.',
        access: 'administrator',
        ...productForm,
        success: [{ status: 201, messages: [C.productCreated], data: productShape }],
        failures: { 400: PRODUCT_FORM_FAILURES },
      }),
    },
    [api('/produits/best')]: {
      get: operation('get', {
        operationId: 'bestProducts',
        tag: TAGS.products,
        summary: 'The best products, grouped by category',
        access: 'anyone',
        query: bestQuery,
        success: [{ messages: [C.bestLoaded], data: z.array(bestGroupShape) }],
      }),
    },
    [api('/produits/panier')]: {
      get: operation('get', {
        operationId: 'cartProducts',
        tag: TAGS.products,
        summary: "A cart's products as they are now (a product that no longer exists is absent)",
        access: 'anyone',
        query: z.object({
          ids: z.string().meta({ description: `Comma-separated product ids, at most ${LIMITS.cartLinesMax}.` }),
        }),
        success: [{ messages: [C.cartProductsLoaded], data: z.array(productShape) }],
        failures: {
          400: [
            { field: 'ids', message: C.cartIdsMissing },
            { field: 'ids', message: C.cartIdsTooMany },
            { field: 'ids', message: A.invalidId },
          ],
        },
      }),
    },
    [api('/produits/{id}')]: {
      get: operation('get', {
        operationId: 'getProduct',
        tag: TAGS.products,
        summary: 'One product',
        access: 'anyone',
        id: true,
        success: [{ messages: [C.productLoaded], data: productShape }],
        failures: { 404: [C.productNotFound] },
      }),
      put: operation('put', {
        operationId: 'updateProduct',
        tag: TAGS.products,
        summary: 'Update a product; new pictures replace all the old ones',
        description: 'Without pictures the old ones stay; without a `stock` field the stock is kept. Bodies up to 27 MB.',
        access: 'administrator',
        id: true,
        ...productForm,
        success: [{ messages: [C.productUpdated], data: productShape }],
        failures: { 400: PRODUCT_FORM_FAILURES, 404: [C.productNotFound] },
      }),
      delete: operation('delete', {
        operationId: 'deleteProduct',
        tag: TAGS.products,
        summary: 'Delete a product and its pictures',
        access: 'administrator',
        id: true,
        success: [{ messages: [C.productDeleted], data: emptyData }],
        failures: { 404: [C.productNotFound] },
      }),
    },
    [api('/produits/{id}/recommendations')]: {
      get: operation('get', {
        operationId: 'recommendations',
        tag: TAGS.products,
        summary: 'Up to 8 other products to suggest beside one',
        access: 'anyone',
        id: true,
        success: [{ messages: [C.recommendationsLoaded], data: z.object({ recommendations: z.array(productShape) }) }],
        failures: { 404: [C.productNotFound] },
      }),
    },
    [api('/dashboard/stats')]: {
      get: operation('get', {
        operationId: 'dashboardStats',
        tag: TAGS.dashboard,
        summary: 'Six counts, compared with 30 days earlier',
        access: 'administrator',
        success: [{ messages: [C.statsLoaded], data: z.object({ stats: z.array(dashboardStatShape) }) }],
      }),
    },
    [api('/dashboard/recent-activity')]: {
      get: operation('get', {
        operationId: 'recentActivity',
        tag: TAGS.dashboard,
        summary: 'The activity log, newest first',
        description: "An ordinary administrator never sees another administrator's sign-ins or account changes.",
        access: 'administrator',
        query: recentActivityQuery,
        success: [{ messages: [C.activityLoaded], data: z.array(activityShape) }],
      }),
    },
    [api('/dashboard/top-products')]: {
      get: operation('get', {
        operationId: 'topProducts',
        tag: TAGS.dashboard,
        summary: 'Products by promotion, novelty or feature',
        access: 'administrator',
        query: topProductsQuerySchema,
        success: [{ messages: [C.topProductsLoaded], data: z.array(productShape) }],
      }),
    },
  };
}

function uploadsPaths(): ZodOpenApiPathsObject {
  return {
    [`${UPLOADS_PATH}/{key}`]: {
      get: {
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
            content: Object.fromEntries(
              IMAGE_MIME_TYPES.map((type) => [type, { schema: z.file().meta({ contentMediaType: type }) }]),
            ),
          },
          404: { description: 'No such picture (empty body).' },
        },
      },
    },
  };
}

const DESCRIPTION = `The shop's REST API (docs/api.md) and its pictures.

Every answer of /api/v1, failures included, is the envelope \`{ success, status, message, data }\`: \`success\`
is true for a 2xx status only, \`status\` repeats the HTTP status, \`message\` is French and meant to be shown as
it is. A body or query that breaks a rule is answered 400 with one message per field under \`data.errors\` and the
first of them as \`message\`; a value of the wrong type for a field without a message of its own gets zod's
French message. An unknown path or method is 404 '${A.routeNotFound}'. Domain error codes and their statuses:
decision 005.`;

/** Builds the document: costly (every schema is converted), so served through `openApiJson`. */
export function buildOpenApiDocument() {
  return createDocument(
    {
      openapi: '3.1.0',
      info: { title: 'Boutique API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: '/', description: 'The shop itself' }],
      tags: Object.values(TAGS).map((name) => ({ name })),
      paths: { ...apiPaths(), ...uploadsPaths() },
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
        const doc = FIELD_DOCS.get(zodSchema);
        if (doc) Object.assign(jsonSchema, doc);
      },
    },
  );
}

let served: string | undefined;

/** The document as JSON text, built on the first request and kept for the life of the process. */
export function openApiJson(): string {
  served ??= JSON.stringify(buildOpenApiDocument());
  return served;
}
