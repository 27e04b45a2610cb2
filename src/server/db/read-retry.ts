// A read whose connection is cut under it (pg_terminate_backend, a server restart, a reset socket) is asked
// once more on a new connection, so that the shopper never sees it; anything else that fails that way is the
// caller's to answer (the API says 503). The one place where statements are repeated (docs/api.md, "Errors
// and statuses").
import pg from 'pg';
import { getLogger } from '@/server/logger';
import { isConnectionLost } from './errors';

/** Statements that read only. A transaction's statements go through a client of their own, never through here. */
const READ_HEAD = /^[\s(]*(select|with|values|show|table)\b/i;
/**
 * A data-modifying CTE (`WITH … AS (DELETE …) SELECT …`), a locking read, or a function with an effect of its
 * own: whether it took effect before the connection was cut is unknown, so it is never repeated.
 */
const EFFECTS = /\b(insert|update|delete|merge|nextval|setval|pg_notify|pg_advisory_\w+|pg_try_advisory_\w+|pg_terminate_backend|pg_cancel_backend)\b/i;

export function isRepeatableStatement(text: string): boolean {
  return READ_HEAD.test(text) && !EFFECTS.test(text);
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes pool.query repeat a read once on a new connection when its own was cut. The new connection is made
 * apart from the pool: the pool's idle connections may have been cut at the same moment and not yet noticed.
 */
export function retryInterruptedReads(pool: pg.Pool, config: pg.ClientConfig): void {
  const query = pool.query.bind(pool) as QueryFn;
  const retrying: QueryFn = (...args) => {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    // Callback and stream forms (unused by the shop) go through untouched.
    if (typeof text !== 'string' || args.some((arg) => typeof arg === 'function') || typeof (first as { submit?: unknown }).submit === 'function') {
      return query(...args);
    }
    return (query(...args) as Promise<pg.QueryResult>).catch(async (error: unknown) => {
      if (!isConnectionLost(error) || !isRepeatableStatement(text)) throw error;
      getLogger().warn({ err: error }, 'read interrupted by a lost database connection: asked again on a new one');
      const client = new pg.Client(config);
      client.on('error', () => {});
      try {
        await client.connect();
        return await (client.query as QueryFn)(first, second);
      } finally {
        await client.end().catch(() => {});
      }
    });
  };
  (pool as unknown as { query: QueryFn }).query = retrying;
}
