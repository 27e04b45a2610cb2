import pino from 'pino';
import { getConfig } from './config';
import { isDatabaseFailure, loggableDatabaseError } from './db/loggable-error';
import { singleton } from './singleton';

/**
 * An error as the log shows it: a database error without the values of its statement or of the rows it quotes
 * (docs/SECURITY.md, "Customers' personal data"), anything else as pino shows it.
 */
function serializeError(error: unknown): unknown {
  if (isDatabaseFailure(error)) return loggableDatabaseError(error);
  return error instanceof Error ? pino.stdSerializers.err(error) : error;
}

/** The logger's options, one set for the process and for the tests that read what it writes. */
export function loggerOptions(level: string = getConfig().logLevel): pino.LoggerOptions {
  return {
    level,
    base: { service: 'boutique' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'password', 'newPassword', 'currentPassword', 'refreshToken', 'token'],
    serializers: { err: serializeError },
  };
}

const logger = singleton('logger', () => pino(loggerOptions()));

/** JSON-lines logger, one per process. */
export const getLogger = logger.get;
/** Replaces the process's logger (tests reading its lines); undefined makes the next getLogger() create it again. */
export const setLogger = logger.set;
