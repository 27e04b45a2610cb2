// The served document is the server's contract (docs/api.md, "The OpenAPI document"): a client generated from
// GET /api/v1/openapi.json, sending for every operation requests the document says are valid (property-based,
// seeded: the same requests on every run), is never answered a server error, never refused for its input (a
// `validation_failed`, `invalid_json` or `invalid_id` 400, or a 422), and every answer is one the operation
// documents, its body of the documented schema. Writes run against this file's own fresh database, signed in as
// a super administrator where the operation asks for a token.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { type Components, type Schema, arbitraryOf, objectArbitrary, violations } from '@test/json-schema';
import { orderCatalogue } from '@test/order-fixtures';
import { CATALOGUE_MESSAGES as C } from '@/shared/catalog/messages';
import { ORDER_MESSAGES as O } from '@/shared/orders/messages';
import { SETTINGS_MESSAGES as S } from '@/shared/settings/rules';

const t = useTestBackend();

/** Requests per operation: about 1,500 in all, a few seconds on PGlite. */
const RUNS = 20;
const SEED = 3232;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** A refusal of the input itself: what the document says was valid cannot get one. */
const INPUT_REFUSALS = new Set(['validation_failed', 'invalid_json', 'invalid_id']);

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = any;

/**
 * Refusals of the data's state, not of the input's form: a reference to a record that does not exist, the
 * second-factor policy turned on by an administrator without one (the document lists them among the operation's
 * 400s). Any other `validation_failed` is a disagreement.
 */
const STATE_REFUSALS = new Set<string>([C.productCategoryUnknown, O.productUnknown, O.zoneUnknown, O.zoneOrderStale, S.secondFactorPolicyOwnFirst]);

/**
 * Rules between two fields, which JSON Schema cannot say and the document gives as its 400 messages: the client
 * follows them as a person filling the form would.
 */
const ACROSS_FIELDS: Record<string, (request: Request) => void> = {
  'PUT /api/v1/auth/change-password': ({ body }) => {
    const b = body as Json;
    b.confirmPassword = b.newPassword;
    if (b.newPassword === b.currentPassword) b.currentPassword = `${b.currentPassword}-avant`;
  },
  'POST /api/v1/auth/login/second-factor': ({ body }) => {
    const b = body as Json;
    if (b.code !== undefined && b.recoveryCode !== undefined) delete b.recoveryCode;
    if (b.code === undefined && b.recoveryCode === undefined) b.code = '123456';
  },
  'GET /api/v1/produits': ({ query }) => ordered(query, 'minPrice', 'maxPrice'),
  'GET /api/v1/commandes': ({ query }) => ordered(query, 'from', 'to'),
  'GET /api/v1/commandes/export.csv': ({ query }) => ordered(query, 'from', 'to'),
  'POST /api/v1/produits': ({ body }) => variantsAsTheFormMakesThem(body as Json),
  // A change of a tracked stock says why (docs/product.md); the form asks for it then.
  'PUT /api/v1/produits/{id}': ({ body }) => {
    const b = body as Json;
    if ((b.stock !== undefined || b.variantes !== undefined) && !b.motifStock) b.motifStock = 'Inventaire';
    variantsAsTheFormMakesThem(b);
  },
  'PUT /api/v1/commandes/{id}/paiement': ({ body }) => {
    const b = body as Json;
    if (b.payee && !b.methode) b.methode = 'wave';
  },
  'PUT /api/v1/parametres': ({ body }) => {
    const b = body as Json;
    for (const day of b.horaires ?? []) if (day.ouvert && day.fermeture <= day.ouverture) [day.ouverture, day.fermeture] = ['08:00', '20:00'];
    if (b.annonce) {
      ordered(b.annonce, 'debut', 'fin');
      if (b.annonce.lien && !b.annonce.texte) b.annonce.texte = 'Livraison offerte ce week-end';
    }
  },
};

/**
 * Options and variants as the form makes them (docs/api.md, "Variants"): one variant per combination of the options'
 * values, pictures left to the product's. Sent alone, either list is dropped.
 */
function variantsAsTheFormMakesThem(b: Json) {
  if (!b.options?.length || !b.variantes?.length) {
    delete b.options;
    delete b.variantes;
    return;
  }
  const options = [{ nom: 'Saveur', valeurs: ['Chocolat', 'Vanille'] }];
  b.options = options;
  b.variantes = b.variantes.slice(0, 2).map((variant: Json, index: number) => ({ ...variant, _id: null, valeurs: [options[0].valeurs[index]], imageIndex: null }));
}

/** `low` no greater than `high` when both are given. */
function ordered(values: Record<string, unknown>, low: string, high: string) {
  const [a, b] = [values[low], values[high]];
  if (a && b && (a as number | string) > (b as number | string)) [values[low], values[high]] = [b, a];
}

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  operation: Json;
}

interface Request {
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
}

function operationsOf(document: Json): Operation[] {
  return Object.entries<Json>(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method] })),
  );
}

/** A parameter's value on the wire: its text, as a query string or a path carries it. */
const wire = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Valid requests of one operation: its path's parameters (an `id` of a record that exists, or of none), its query
 * and headers (each optional one there or not) and its JSON body.
 */
function requestsOf({ path, operation }: Operation, components: Components, ids: readonly string[]): fc.Arbitrary<Request> {
  const parameters: Json[] = operation.parameters ?? [];
  const group = (where: string, least: Schema = {}) => {
    const chosen = parameters.filter((parameter) => parameter.in === where);
    return objectArbitrary(
      {
        type: 'object',
        // A header carries visible ASCII only (HTTP's own rule, which no document restates).
        properties: Object.fromEntries(
          chosen.map((parameter) => [parameter.name, where === 'header' ? { pattern: '^[!-~]{1,64}$', ...parameter.schema } : { ...least, ...parameter.schema }]),
        ),
        required: chosen.filter((parameter) => parameter.required).map((parameter) => parameter.name),
      },
      components,
    );
  };
  // A path's segment is never empty: a parameter without a length of its own has one character at least.
  const pathValues = group('path', { minLength: 1 }).chain((values) =>
    'id' in values ? fc.constantFrom(...ids, values.id as string).map((id) => ({ ...values, id })) : fc.constant(values),
  );
  const json = operation.requestBody?.content?.['application/json']?.schema as Schema | undefined;
  return fc.record({
    path: pathValues.map((values) => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wire(values[name])))),
    query: group('query'),
    headers: group('header').map((values) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, wire(value)]))),
    body: json ? arbitraryOf(json, components) : fc.constant(undefined),
  });
}

/** What is wrong with one answer to a valid request, if anything. */
function disagreement(operation: Json, status: number, body: unknown, components: Components): string | null {
  if (status >= 500) return `answered ${status}: ${JSON.stringify(body).slice(0, 300)}`;
  const code = (body as { code?: string } | null)?.code;
  const stateOnly = (body as { message?: string } | null)?.message !== undefined && STATE_REFUSALS.has((body as { message: string }).message);
  if (status === 422 || (status === 400 && code && INPUT_REFUSALS.has(code) && !stateOnly)) return `refused: ${status} ${JSON.stringify(body).slice(0, 300)}`;
  const documented = operation.responses?.[String(status)];
  if (!documented) return `answered ${status}, which the operation does not document`;
  const schema = documented.content?.['application/json']?.schema;
  if (!schema || body === undefined) return null;
  const wrong = violations(schema, body, components);
  return wrong.length ? `answer ${status} off its schema: ${wrong.slice(0, 3).join('; ')}` : null;
}

let boss: TestAdmin;
let ids: string[];

beforeAll(async () => {
  boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
  const catalogue = await orderCatalogue(t());
  const order = await t().call('POST', '/commandes', {
    json: { lignes: [{ produitId: catalogue.products.whey._id, quantite: 1 }], zoneId: catalogue.zones.plateau._id, client: { nom: 'Awa', telephone: '771234567' } },
  });
  ids = [boss.id, catalogue.categoryId, ...Object.values(catalogue.products).map((p) => p._id), ...Object.values(catalogue.zones).map((z) => z._id)];
  if (order.body.data?._id) ids.push(order.body.data._id);
});

/** Sends one request as the generated client would, signed in when the operation asks for it. */
async function send({ method, operation }: Operation, request: Request): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { ...request.headers };
  if ((operation.security ?? []).length > 0) {
    headers.authorization = `Bearer ${boss.token}`;
  }
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const search = new URLSearchParams(Object.entries(request.query).map(([name, value]) => [name, wire(value)])).toString();
  const response = await t().app.request(`${request.path}${search ? `?${search}` : ''}`, { method: method.toUpperCase(), headers, body });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  // The session may end under the client (its sessions closed, its password changed): it signs in again.
  if (response.status === 401 && (operation.security ?? []).length > 0) boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
  return { status: response.status, body: type.startsWith('application/json') && text ? JSON.parse(text) : undefined };
}

/** Runs the generated client over the operations `only` keeps; what disagrees, at most one per operation. */
async function disagreements(document: Json, only: (entry: Operation) => boolean = () => true): Promise<{ found: string[]; sent: number }> {
  const components: Components = document.components?.schemas ?? {};
  const found: string[] = [];
  let sent = 0;
  for (const entry of operationsOf(document).filter(only)) {
    for (const request of fc.sample(requestsOf(entry, components, ids), { seed: SEED, numRuns: RUNS })) {
      ACROSS_FIELDS[`${entry.method.toUpperCase()} ${entry.path}`]?.(request);
      const { status, body } = await send(entry, request);
      sent += 1;
      const wrong = disagreement(entry.operation, status, body, components);
      if (wrong) {
        found.push(`${entry.method.toUpperCase()} ${entry.path}: ${wrong}\n  sent ${JSON.stringify(request).slice(0, 400)}`);
        break;
      }
    }
  }
  return { found, sent };
}

const servedDocument = async (): Promise<Json> => (await t().app.request('/api/v1/openapi.json')).json();

describe('a client generated from the served document', () => {
  // First, while the catalogue's products exist and the orders' rate limit is untouched.
  it('finds a rule the document leaves out, and an answer that lacks what its schema requires', async () => {
    const document = await servedDocument();
    const components = document.components.schemas;
    // The quantity of an order's line without its minimum: the client sends 0 or less, which the server refuses.
    const line = document.paths['/api/v1/commandes'].post.requestBody.content['application/json'].schema.properties.lignes.items;
    delete line.properties.quantite.minimum;
    // A public product said to carry the back office's `brouillon`, which shoppers never see.
    components.Product.required = [...components.Product.required, 'brouillon'];
    components.Product.properties.brouillon = { type: 'boolean' };
    const { found } = await disagreements(document, ({ method, path }) => (method === 'post' && path === '/api/v1/commandes') || (method === 'get' && path === '/api/v1/produits/{id}'));
    expect(found).toEqual([
      expect.stringMatching(/^GET \/api\/v1\/produits\/\{id\}: answer 200 off its schema: .*\$\.data: no brouillon/),
      expect.stringMatching(/^POST \/api\/v1\/commandes: refused: 400 .*La quantité/),
    ]);
  }, 60_000);

  it('is answered, for every operation, as the document says: no server error, no refusal of a valid input, the documented shapes', async () => {
    const document = await servedDocument();
    const { found, sent } = await disagreements(document);
    expect(sent).toBeGreaterThan(operationsOf(document).length * (RUNS / 2));
    expect(found).toEqual([]);
  }, 120_000);
});
