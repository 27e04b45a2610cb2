// The subset of JSON Schema (2020-12, as OpenAPI 3.1 writes it) the API's document uses, both ways: fast-check
// arbitraries of the values a schema allows, and a check of a value against a schema. Used by the generated-client
// test (src/server/api/openapi-contract.test.ts; docs/api.md, "The OpenAPI document"). No JSON-Schema library
// is among the dependencies, and the document needs little: types, enums and constants, objects, lists, unions,
// lengths, bounds, patterns and the formats uuid, email, date and date-time.
import fc from 'fast-check';

// biome-ignore lint/suspicious/noExplicitAny: schemas are walked as plain JSON
export type Schema = any;

/** The schemas `$ref` names: `#/components/schemas/Name`. */
export type Components = Record<string, Schema>;

function resolve(schema: Schema, components: Components): Schema {
  let current = schema;
  for (let depth = 0; current && typeof current === 'object' && typeof current.$ref === 'string'; depth += 1) {
    if (depth > 20) throw new Error(`$ref loop at ${current.$ref}`);
    const name = current.$ref.replace(/^#\/components\/schemas\//, '');
    if (!(name in components)) throw new Error(`unknown $ref ${current.$ref}`);
    current = components[name];
  }
  return current;
}

const typesOf = (schema: Schema): string[] | null => (schema.type === undefined ? null : Array.isArray(schema.type) ? schema.type : [schema.type]);

// ── Values a schema allows ──────────────────────────────────────────────────

/** Letters of the shop's language, digits, punctuation and spaces: what people type, NUL and controls aside. */
const TYPED = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèàçôÉ0123456789 -_.,\'’!?@+/():');
const FORMATTED: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid({ version: 4 }),
  email: fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/), fc.constantFrom('example.sn', 'boutique.test', 'exemple.fr'))
    .map(([local, domain]) => `${local}@${domain}`),
  date: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
};

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + 24, minLength + 24);
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.format && FORMATTED[schema.format]) return FORMATTED[schema.format].filter(fits);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return fc.stringMatching(pattern, { size: 'xsmall' }).filter(fits);
  }
  return fc.string({ unit: TYPED, minLength, maxLength });
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : 1_000_000);
  const low = Math.max(min, Number.MIN_SAFE_INTEGER);
  const high = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (integer) return fc.oneof(fc.integer({ min: low, max: Math.min(high, low + 1000) }), fc.integer({ min: low, max: high }));
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** The values `schema` allows, of the types it names (`type` beside a union: the union's branches). */
export function arbitraryOf(schema: Schema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  if (s === true || s === undefined || (typeof s === 'object' && Object.keys(s).length === 0)) return fc.constantFrom<unknown>('x', 1, true, null);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (Array.isArray(union)) return fc.oneof(...union.map((branch: Schema) => arbitraryOf({ ...s, anyOf: undefined, oneOf: undefined, ...resolve(branch, components) }, components, depth + 1)));
  if (Array.isArray(s.allOf)) return arbitraryOf(Object.assign({}, ...s.allOf.map((part: Schema) => resolve(part, components))), components, depth + 1);
  const types = typesOf(s) ?? ['string'];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return numberArbitrary(s, true);
        case 'number':
          return numberArbitrary(s, false);
        case 'string':
          return stringArbitrary(s);
        case 'array': {
          const minLength = s.minItems ?? 0;
          const maxLength = Math.min(s.maxItems ?? minLength + 3, minLength + 3);
          return fc.array(arbitraryOf(s.items ?? {}, components, depth + 1), { minLength, maxLength });
        }
        case 'object':
          return objectArbitrary(s, components, depth);
        default:
          throw new Error(`type ${type} is not generated`);
      }
    }),
  );
}

/** An object of the schema's properties: every required one, each optional one or not. */
export function objectArbitrary(schema: Schema, components: Components, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, components, depth + 1)]));
  const optional = Object.keys(properties).filter((name) => !required.has(name));
  return fc.record(shape, { requiredKeys: [...required] }).map((value) => {
    // Deep optional fields are left out more often, so that the values stay small.
    if (depth > 2) for (const name of optional) delete value[name];
    return value;
  });
}

// ── Whether a value is allowed ──────────────────────────────────────────────

const FORMAT_TESTS: Record<string, (value: string) => boolean> = {
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  'date-time': (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value),
  email: (value) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value),
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** What in `value` the schema does not allow, each as `path: reason`; empty when it is allowed. */
export function violations(schema: Schema, value: unknown, components: Components, at = '$'): string[] {
  const s = resolve(schema, components);
  if (s === true || s === undefined) return [];
  if (s === false) return [`${at}: nothing is allowed here`];
  const found: string[] = [];
  const types = typesOf(s);
  if (types) {
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) return [`${at}: ${actual} where ${types.join(' or ')} is expected`];
  }
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(value)) found.push(`${at}: ${JSON.stringify(value)} is not ${JSON.stringify(s.const)}`);
  if (Array.isArray(s.enum) && !s.enum.some((option: unknown) => JSON.stringify(option) === JSON.stringify(value))) {
    found.push(`${at}: ${JSON.stringify(value)} is none of ${JSON.stringify(s.enum)}`);
  }
  const union = s.anyOf ?? s.oneOf;
  if (Array.isArray(union)) {
    const failures = union.map((branch: Schema) => violations(branch, value, components, at));
    if (failures.every((branchFailures: string[]) => branchFailures.length > 0)) found.push(`${at}: matches no branch (${failures.flat().join('; ')})`);
  }
  for (const part of s.allOf ?? []) found.push(...violations(part, value, components, at));
  if (typeof value === 'string') {
    if (s.minLength !== undefined && [...value].length < s.minLength) found.push(`${at}: shorter than ${s.minLength}`);
    if (s.maxLength !== undefined && [...value].length > s.maxLength) found.push(`${at}: longer than ${s.maxLength}`);
    if (s.pattern && !new RegExp(s.pattern, 'u').test(value)) found.push(`${at}: does not match ${s.pattern}`);
    if (s.format && FORMAT_TESTS[s.format] && !FORMAT_TESTS[s.format](value)) found.push(`${at}: not a ${s.format}: ${value}`);
  }
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < s.minimum) found.push(`${at}: below ${s.minimum}`);
    if (s.maximum !== undefined && value > s.maximum) found.push(`${at}: above ${s.maximum}`);
    if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) found.push(`${at}: not above ${s.exclusiveMinimum}`);
    if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum) found.push(`${at}: not below ${s.exclusiveMaximum}`);
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) found.push(`${at}: fewer than ${s.minItems} items`);
    if (s.maxItems !== undefined && value.length > s.maxItems) found.push(`${at}: more than ${s.maxItems} items`);
    if (s.items) for (const [index, item] of value.entries()) found.push(...violations(s.items, item, components, `${at}[${index}]`));
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const name of s.required ?? []) if (!(name in record)) found.push(`${at}: no ${name}`);
    const properties: Record<string, Schema> = s.properties ?? {};
    for (const [name, property] of Object.entries(record)) {
      if (name in properties) found.push(...violations(properties[name], property, components, `${at}.${name}`));
      else if (s.additionalProperties === false) found.push(`${at}: ${name} is not in the schema`);
      else if (s.additionalProperties && typeof s.additionalProperties === 'object') {
        found.push(...violations(s.additionalProperties, property, components, `${at}.${name}`));
      }
    }
  }
  return found;
}
