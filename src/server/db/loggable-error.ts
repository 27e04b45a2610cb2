// What the logs keep of a database error (docs/SECURITY.md, "Customers' personal data"). Drizzle's error quotes
// the statement's parameter values in its message and `params`; PostgreSQL's error may quote a row's values in
// `detail` ("Key (telephone)=(+221 …) already exists"), `where`, `internalQuery`, and in its message ('value
// "…" is out of range'). A customer's phone or name must not reach the log through them: the log keeps what a
// diagnosis needs (the SQLSTATE, table, column, constraint, the statement with its placeholders, the stack) and
// leaves every value out.

/** An error of the database or its driver: PostgreSQL's SQLSTATE in `code`, or Drizzle's statement and parameters. */
interface DatabaseFailure {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  severity?: unknown;
  schema?: unknown;
  table?: unknown;
  column?: unknown;
  dataType?: unknown;
  constraint?: unknown;
  routine?: unknown;
  position?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Fields of PostgreSQL's error that name things, never values: kept as they are. */
const NAMING_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine', 'position'] as const;
/** A double-quoted name after one of these words is an identifier; any other quoted text is a value. */
const IDENTIFIER_BEFORE = /\b(constraint|relation|column|table|index|type|function|schema|sequence|trigger|view|operator|database|role|extension|domain|cursor|savepoint|policy|collation|publication)\s+$/i;
const MASK = '[masqué]';

const isObject = (value: unknown): value is DatabaseFailure => typeof value === 'object' && value !== null;

function looksLikeDatabaseError(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (typeof value.query === 'string' && 'params' in value) return true;
  return typeof value.code === 'string' && SQLSTATE.test(value.code) && typeof value.severity === 'string';
}

/** True when error, or one of its causes, is a database error whose values must be left out of the log. */
export function isDatabaseFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isObject(current); depth += 1) {
    if (looksLikeDatabaseError(current)) return true;
    current = current.cause;
  }
  return false;
}

/** PostgreSQL's message with every quoted value masked; quoted identifiers (constraint "x") stay. */
export function maskQuotedValues(message: string): string {
  return message.replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) => (IDENTIFIER_BEFORE.test(message.slice(0, offset)) ? quoted : `"${MASK}"`));
}

/**
 * Drizzle's message is the statement and its values ('Failed query: …\nparams: …'): the statement alone is kept,
 * as `query` is. Any other message (PostgreSQL's, the driver's) has its quoted values masked.
 */
function safeMessage(error: DatabaseFailure): string {
  const message = typeof error.message === 'string' ? error.message : '';
  if (typeof error.query === 'string' && message.includes('\nparams: ')) return message.slice(0, message.indexOf('\nparams: '));
  return maskQuotedValues(message);
}

/** The stack's frames under the safe message: the first lines of `stack` repeat the message, values and all. */
function safeStack(error: DatabaseFailure, type: string, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

interface LoggedDatabaseError {
  type: string;
  message: string;
  stack?: string;
  /** The statement as sent, with its placeholders ($1, $2…), and how many values it had. */
  query?: string;
  paramCount?: number;
  cause?: LoggedDatabaseError | { type: string; message: string };
  [field: string]: unknown;
}

/** The database error and its causes as the log shows them: names and the statement, no value. */
export function loggableDatabaseError(error: unknown, depth = 0): LoggedDatabaseError {
  const failure: DatabaseFailure = isObject(error) ? error : { message: String(error) };
  // PGlite's classes have minified names ('O'): its error's `name` says more.
  const constructorName = isObject(error) ? error.constructor?.name : undefined;
  const type = constructorName && constructorName.length > 2 ? constructorName : typeof failure.name === 'string' ? failure.name : 'Error';
  const message = safeMessage(failure);
  const logged: LoggedDatabaseError = { type, message };
  const stack = safeStack(failure, type, message);
  if (stack) logged.stack = stack;
  for (const field of NAMING_FIELDS) {
    const value = failure[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (typeof failure.query === 'string') logged.query = failure.query;
  if (Array.isArray(failure.params)) logged.paramCount = failure.params.length;
  if (failure.cause !== undefined && depth < 4) logged.cause = loggableDatabaseError(failure.cause, depth + 1);
  return logged;
}
