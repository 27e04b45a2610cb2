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

export function isForeignKeyViolation(error: unknown): boolean {
  return driverError(error)?.code === FOREIGN_KEY_VIOLATION;
}
