// Counts the statements sent to the database while fn runs: how tests prove that a listing is not N+1.
import type { Db } from '@/server/db/client';

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

export async function countQueries<T>(db: Db, fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  let queries = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    const result = await fn();
    return { result, queries };
  } finally {
    client.query = original;
  }
}
