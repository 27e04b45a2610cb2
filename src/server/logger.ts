import pino from 'pino';
import { getConfig } from './config';
import { singleton } from './singleton';

/** JSON-lines logger, one per process. */
export const getLogger = singleton('logger', () =>
  pino({
    level: getConfig().logLevel,
    base: { service: 'boutique' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'password', 'newPassword', 'currentPassword', 'refreshToken', 'token'],
  }),
).get;
