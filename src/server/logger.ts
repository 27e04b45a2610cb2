import pino from 'pino';
import { getConfig } from './config';

const LOGGER_KEY = Symbol.for('boutique.logger');
type WithLogger = typeof globalThis & { [LOGGER_KEY]?: pino.Logger };

/** JSON-lines logger, one per process. */
export function getLogger(): pino.Logger {
  const store = globalThis as WithLogger;
  store[LOGGER_KEY] ??= pino({
    level: getConfig().logLevel,
    base: { service: 'boutique' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'password', 'newPassword', 'currentPassword', 'refreshToken', 'token'],
  });
  return store[LOGGER_KEY];
}
