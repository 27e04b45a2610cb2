// Each route of the API and its OpenAPI operation, declared together (docs/api.md, "The OpenAPI document"):
// a router registers its routes through `documented(app)`, which hands the handlers to Hono and records the
// route's description beside its handler. ./openapi.ts builds the document from the routes the app has and
// these descriptions: a route goes into the document with its registration, and leaves it with it. The
// descriptions are plain objects; the failures every route shares are added to them, and they are turned
// into zod-openapi's operations, only when the document is first asked for.
import type { Env, Hono } from 'hono';
import type { H } from 'hono/types';
import type { z } from 'zod';
import type { ZodOpenApiContentObject, ZodOpenApiOperationObject } from 'zod-openapi';
import type { Refusal } from '@/server/services/errors';
import { requireAuth, requireSuperAdmin } from './middleware/auth';

export const TAGS = {
  health: 'Health',
  signIn: 'Sign-in and sessions',
  account: 'Own account',
  recovery: 'Verification and password reset',
  admins: 'Administrators',
  categories: 'Categories',
  products: 'Products',
  dashboard: 'Dashboard',
  orders: 'Orders',
  customers: 'Customers',
  payments: 'Paying with Wave',
  zones: 'Delivery zones',
  settings: 'Shop settings',
  pictures: 'Pictures',
  document: 'This document',
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

export type Access = 'anyone' | 'administrator' | 'super administrator';

/** A failure's code and message: alone (`data: null`), or filed under a field, or with details in `data`. */
export type Failure = Refusal;

export { refusal } from '@/server/services/errors';

export interface Success {
  status?: 200 | 201;
  messages: readonly string[];
  data: z.ZodType;
  /** Fields beside `data` (the listing's `pagination`). */
  extra?: z.ZodRawShape;
  description?: string;
  /** An answer that is not the envelope (the orders' CSV export): its media types, in place of the envelope's. */
  content?: ZodOpenApiContentObject;
}

/**
 * What the JSON Schema of a field cannot tell by itself (a form string read as an integer, a query parameter's
 * default and choices), merged into it: keyed by the field's schema object, the very one the route parses with.
 */
export type FieldDoc = readonly [z.core.$ZodType, Record<string, unknown>];

/**
 * A route of the API under /api/v1, answering with the envelope. A parameter `:id` of its path is a UUID read by
 * `uuidParam` ('Identifiant invalide'): the document says so without being told.
 */
export interface RouteDoc {
  operationId: string;
  tag: Tag;
  summary: string;
  description?: string;
  access: Access;
  /** Counted per client address (docs/api.md, Rate limits). */
  rateLimited?: boolean;
  /** Path parameters other than a UUID `id`. */
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the route reads besides the bearer token (the step-up token of docs/decisions/026-step-up.md). */
  headers?: z.ZodObject;
  /** The body's fields and rules: a JSON body, unless `bodyContent` names other media types. */
  body?: z.ZodObject;
  /** The body's media types when it is not JSON alone (the product form: multipart, URL-encoded or JSON). */
  bodyContent?: ZodOpenApiContentObject;
  fields?: readonly FieldDoc[];
  success: readonly Success[];
  /**
   * Failures the schemas and the access do not tell: the refusals the services declare (services/<domain>/refusals.ts),
   * each answered, and documented, with its code's status.
   */
  failures?: readonly Failure[];
}

/** A route's description, or, for one that answers outside the envelope, its zod-openapi operation as it is. */
export type RouteDocumentation = RouteDoc | ZodOpenApiOperationObject;

export function isOperation(documentation: RouteDocumentation): documentation is ZodOpenApiOperationObject {
  return 'responses' in documentation;
}

/** Keyed by the route's own handler (the last one), which Hono keeps as it is when a router is mounted. */
const documentation = new WeakMap<object, RouteDocumentation>();

/** The documentation registered with this handler, if it is a route's own. */
export function documentationOf(handler: object): RouteDocumentation | undefined {
  return documentation.get(handler);
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The guards a route's access puts before its handlers; a route open to anyone reads a session itself if it wants one. */
function guardsOf(doc: RouteDocumentation) {
  if (isOperation(doc)) return [];
  if (doc.access === 'administrator') return [requireAuth];
  if (doc.access === 'super administrator') return [requireAuth, requireSuperAdmin];
  return [];
}

/**
 * `app.get(path, …handlers)` and the other methods, each with the route's documentation before its handlers:
 * `route.post('/login', { operationId: 'login', … }, rateLimit('login'), async (c) => …)`. The route's `access`
 * is enforced here, before its handlers: said once, for the document and for the answer.
 */
export function documented<E extends Env>(app: Hono<E>) {
  const on =
    (method: Method) =>
    <P extends string>(path: P, doc: RouteDocumentation, ...handlers: [...H<E, P>[], H<E, P>]) => {
      const handler = handlers[handlers.length - 1];
      if (documentation.has(handler)) throw new Error(`${method.toUpperCase()} ${path}: this handler documents another route`);
      documentation.set(handler, doc);
      app.on(method.toUpperCase(), path, ...([...guardsOf(doc), ...handlers] as unknown as [H<E, P>]));
    };
  return { get: on('get'), post: on('post'), put: on('put'), patch: on('patch'), delete: on('delete') };
}
