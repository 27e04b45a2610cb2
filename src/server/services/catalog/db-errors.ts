// PostgreSQL error codes, read through drizzle's wrapping (DrizzleQueryError keeps the driver error as cause).

interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function driverError(error: unknown): PgErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/** The unique constraint that was violated, or null if the error is something else. */
export function uniqueViolation(error: unknown): string | null {
  const pg = driverError(error);
  return pg?.code === '23505' ? (pg.constraint ?? '') : null;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return driverError(error)?.code === '23503';
}
