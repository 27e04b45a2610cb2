// What the API benches share: a node:http server on a free loopback port, and a database of the bench's own —
// PGlite on disk in the bench's directory, or a PostgreSQL database created for the run and dropped after it.
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@/server/db/client';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}

export const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function openBenchDatabase(kind: 'pglite' | 'postgres', dataDir: string) {
  if (kind === 'pglite') return { handle: await openDatabase({ dataDir: path.join(dataDir, 'pgdata') }), drop: async () => {} };
  const name = `boutique_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ url: url.toString() }),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
