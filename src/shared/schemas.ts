// The kit every request schema is written with (docs/product.md lists the rules): zod's French messages, the
// helpers that record each rule's message for the OpenAPI document, and `fieldErrors`. The schemas themselves
// are in each domain's folder (./auth/schemas.ts, ./catalog/schemas.ts, ./orders/schemas.ts, ./settings/schemas.ts…),
// all written with these helpers: every module that parses input does it through them.
import { z } from 'zod';
import { fr } from 'zod/locales';
import { frenchSpacing } from './format';
import { isValidEmail } from './validators';
import { VALIDATION as V } from './messages';

// The messages zod writes itself (a wrong type, an unexpected shape) are French too, on the server and in the
// browser alike: both load this module before they parse anything; with the no-break space French typography
// puts before ':' ("Entrée invalide : …"), as in the shop's own texts.
const french = fr().localeError;
z.config({
  localeError: (issue) => {
    const said = french(issue);
    return typeof said === 'string' ? frenchSpacing(said) : said && { ...said, message: frenchSpacing(said.message) };
  },
});
// zod's French names every type but null ("chaîne de caractères attendu, null reçu"): a null where a value is
// expected is said in words. A field's own message, when it has one, still comes first.
z.config({ customError: (issue) => (issue.code === 'invalid_type' && issue.input === null ? V.emptyValue : undefined) });

// ── The rules' messages ───────────────────────────────────────────────────
// A rule with a message of its own is added through the helpers below (`.apply(min, 1, message)` is
// `.min(1, message)`), which also record the message on the schema they return: the API's OpenAPI document
// lists them among its 400 answers (docs/api.md, "The OpenAPI document"). Parsing never reads the record.

/** A message a schema's rules were written with; `path` files an object's rule under one of its fields. */
export interface RuleMessage {
  message: string;
  path: readonly string[];
}

/** Each schema's rule messages, those of the schema it was made from first (zod's registries inherit them). */
export const RULE_MESSAGES = z.registry<{ messages: readonly RuleMessage[] }>();

function told<S extends z.ZodType>(schema: S, message: string, path: readonly string[] = []): S {
  const earlier = RULE_MESSAGES.get(schema)?.messages ?? [];
  RULE_MESSAGES.add(schema, { messages: [...earlier, { message, path }] });
  return schema;
}

/** `z.string({ error: message })`: `message` for a missing or non-text value. */
const requiredString = (message: string) => told(z.string({ error: message }), message);

/** `z.enum(values, { error: message })`. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  told(z.enum(values, { error: message }), message);

/** A text or a list: what `.min()` and `.max()` apply to. */
type Sized<S> = z.ZodType & { min(length: number, message: string): S; max(length: number, message: string): S };

/** A text trimmed before its checks (`.trim()` is an overwrite): blank is as short as empty. */
const trimmed = (schema: z.ZodType) =>
  schema instanceof z.ZodString && (schema._zod.def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');

/** `.min(length, message)`; on a trimmed text, the document also says that blank does not count. */
function min<S extends Sized<S>>(schema: S, length: number, message: string): S {
  const limited = schema.min(length, message);
  return told(length > 0 && trimmed(limited) ? (limited.meta({ pattern: '\\S' }) as S) : limited, message);
}

/** `.max(length, message)`. */
function max<S extends Sized<S>>(schema: S, length: number, message: string): S {
  return told(schema.max(length, message), message);
}

// The tests of `rule` and `ruleOn` name their value's type: `.apply()` cannot lend it to them.

/**
 * What a rule amounts to in JSON Schema (`{ minimum: 1 }`, `{ format: 'email' }`), where it can be said: the
 * API's OpenAPI document then carries the rule the server applies (docs/api.md, "The OpenAPI document").
 */
export type JsonRule = Record<string, unknown>;

/** `.refine(test, message)`, and the JSON Schema keywords it amounts to, if any. */
function rule<S extends z.ZodType>(schema: S, test: (value: z.output<S>) => boolean, message: string, json?: JsonRule): S {
  const refined = schema.refine(test, message) as S;
  return told(json ? (refined.meta(json) as S) : refined, message);
}

/** An object's `.refine(test, { message, path: [field] })`: its message filed under that field. */
function ruleOn<S extends z.ZodType>(schema: S, field: string, test: (value: z.output<S>) => boolean, message: string): S {
  return told(schema.refine(test, { message, path: [field] }) as S, message, [field]);
}

/** PostgreSQL cannot store U+0000 in a text: refused here, in French, rather than by the database with a 500. */
const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * A text field. Every text the API stores or searches is built from this, so that none reaches the database
 * with a character it would refuse. `required` is the message of a missing or non-text value.
 */
const text = (required?: string) => (required ? requiredString(required) : z.string()).apply(rule, hasNoNul, V.invalidCharacter);

/** A plain address (./validators.ts): the document's `email` format, which the server reads more narrowly. */
const EMAIL: JsonRule = { format: 'email' };

const emailField = (required: string, invalid: string) =>
  text(required)
    .trim()
    .apply(min, 1, required)
    .apply(rule, isValidEmail, invalid, EMAIL)
    .transform((v) => v.toLowerCase());

/** A query-string value: absent and blank both mean "not given". */
const queryValue = text()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Digits for a whole number from `least` to `most`: the document says `integer`, which a query carries as its digits. */
const queryInteger = (message: string, least: number, most = Number.MAX_SAFE_INTEGER) =>
  queryValue.apply(rule, (v?: string) => v === undefined || (/^\d+$/.test(v) && Number(v) >= least && Number(v) <= most), message, {
    type: 'integer',
    minimum: least,
    ...(most < Number.MAX_SAFE_INTEGER ? { maximum: most } : {}),
  });

/**
 * One of `values` (white space around it aside). Blank is refused like any other value outside them: unlike a
 * search or a number, a choice has no blank meaning.
 */
const queryChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  text()
    .optional()
    .apply(rule, (v?: string) => v === undefined || (values as readonly string[]).includes(v.trim()), message, { enum: [...values] })
    .transform((v) => v?.trim() as T[number] | undefined);

/** Flattens zod issues into `{ field: message }`, the first message of each field (docs/api.md). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The helpers above, for the schemas written in other shared modules (the schemas of each domain's folder): each rule they add
 * records its message as the ones here do, so that the OpenAPI document lists it (docs/api.md, "The OpenAPI
 * document").
 */
export const schemaHelpers = {
  text,
  requiredString,
  oneOf,
  min,
  max,
  rule,
  ruleOn,
  queryValue,
  queryInteger,
  queryChoice,
  hasNoNul,
  emailField,
  EMAIL,
} as const;
