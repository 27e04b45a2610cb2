// Recognises database failures the application answers itself, through drizzle's wrapping of the driver error.

interface DriverError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** True when error (or its cause) is PostgreSQL's unique_violation, on constraint when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as DriverError;
    if (candidate.code === '23505') return !constraint || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
