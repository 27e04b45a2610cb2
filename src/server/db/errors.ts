// Recognises database failures the application answers itself. Drizzle wraps the driver's error (its `cause`),
// and node-postgres and PGlite both carry PostgreSQL's SQLSTATE in `code`: the unwrapping is done here only.

interface DriverError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The PostgreSQL error inside error (or its causes), or null when it is something else. */
function driverError(error: unknown): DriverError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as DriverError;
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/** True when error is PostgreSQL's unique_violation, on constraint when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = driverError(error);
  return pg?.code === UNIQUE_VIOLATION && (!constraint || pg.constraint === constraint);
}

/** True when error is PostgreSQL's foreign_key_violation, on constraint when one is named. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const pg = driverError(error);
  return pg?.code === FOREIGN_KEY_VIOLATION && (!constraint || pg.constraint === constraint);
}

/**
 * SQLSTATEs of a connection the server ended: admin_shutdown (pg_terminate_backend, a fast shutdown),
 * crash_shutdown, cannot_connect_now, and the connection_exception class (08xxx).
 */
const CONNECTION_ENDED = /^(57P01|57P02|57P03|08[0-9A-Z]{3})$/;
/** What node-postgres and Node's sockets say when the connection broke under a query. */
const SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);
const CONNECTION_MESSAGES = [
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
];
/** The database cannot be reached at all (down, restarting, or the pool found no connection in time). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const UNREACHABLE_MESSAGES = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];

/** error and its causes, outermost first. */
function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as DriverError).cause;
  }
}

/**
 * True when the statement failed because its connection was cut (pg_terminate_backend, a server restart, a
 * reset socket): the statement's outcome is unknown, and a read may be repeated on another connection.
 */
export function isConnectionLost(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && (CONNECTION_ENDED.test(link.code) || SOCKET_CODES.has(link.code))) return true;
    if (typeof link.message === 'string' && CONNECTION_MESSAGES.includes(link.message)) return true;
  }
  return false;
}

/** True when the database was out of reach: a connection cut, or none to be had. The API answers 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionLost(error)) return true;
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && UNREACHABLE_CODES.has(link.code)) return true;
    if (typeof link.message === 'string' && UNREACHABLE_MESSAGES.includes(link.message)) return true;
  }
  return false;
}
