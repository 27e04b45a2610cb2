// One database handle per process, kept on globalThis so that the server entry and the Next.js module graph
// share it (two PGlite instances on one directory would corrupt it).
import 'server-only';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { singleton } from '@/server/singleton';
import { retryInterruptedReads } from './read-retry';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services accept either. */
export type Executor = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs fn with a dedicated connection holding a session-level advisory lock (PostgreSQL), or directly (PGlite). */
  withExclusiveLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * PGlite only: runs fn while no query and no transaction is under way (PGlite serves one at a time, so the
   * others wait), after a checkpoint; `dump` returns the data directory as a tar (PGlite's dumpDataDir), a
   * consistent copy of the committed data (docs/decisions/013-backups.md).
   */
  atRest?<T>(fn: (dump: () => Promise<Blob>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `postgres://…`: use that server. */
  url?: string | null;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string;
  /** PGlite: an empty dataDir is first filled from this tar (a backup's, made by atRest's dump). */
  loadDataDir?: Blob;
}

/**
 * pg_trgm's word-similarity threshold for the `<%` operator with which search looks up near spellings in its
 * dictionary. The default (0.6) misses a swapped pair of letters in a short word ('protien' scores 0.5 against
 * 'proteine'); every session gets this value so that the trigram index answers that lookup.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * PGlite's shared_buffers. PostgreSQL's default, 128 MB, is allocated and touched in the WebAssembly memory at
 * start, so all of it stays resident whatever the data; the demo database holds about 10 MB, and the pages
 * PostgreSQL does not keep are read again from the operating system's cache. 16 MB: about 110 MB less resident
 * (bench/README.md, "Storefront pages" and "Memory as an operator sees it").
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const connection: pg.ClientConfig = {
      connectionString: options.url,
      connectionTimeoutMillis: 5_000,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    };
    const pool = new pg.Pool({ ...connection, max: 10 });
    // A read cut off with its connection is asked again on a new one (./read-retry.ts).
    retryInterruptedReads(pool, connection);
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Nor may a client's that is checked out (a transaction) when its connection is cut: the pool listens only
    // to idle ones, and the statement under way fails on its own.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      async withExclusiveLock(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [key]);
          try {
            return await fn(drizzleNodePg(client, { schema }) as unknown as Db);
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { unaccent, pg_trgm, fuzzystrmatch },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    loadDataDir: options.loadDataDir,
  });
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    withExclusiveLock: (_key, fn) => fn(db),
    async atRest(fn) {
      // The data files brought up to date, so that a restored copy has little log to replay.
      await client.exec('CHECKPOINT');
      // Holding the transaction turn keeps every query and transaction out; the dump takes the query turn.
      return client._runExclusiveTransaction(() => fn(() => client.dumpDataDir('none')));
    },
    close: () => client.close(),
  };
}

const database = singleton<DatabaseHandle>('database', () => {
  throw new Error('Database not opened: the server entry opens it before serving.');
});

export const setDatabase = database.set;

const getDatabase = database.get;

export function getDb(): Db {
  return getDatabase().db;
}

/** Answers within timeoutMs or throws: the health check's probe. */
export async function pingDatabase(timeoutMs = 2_000): Promise<void> {
  const { db } = getDatabase();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`SELECT 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
