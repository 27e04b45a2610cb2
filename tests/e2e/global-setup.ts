// Browser and process tests run against the production build: make it once, before the first test file.
// Two runs in one checkout would rebuild .next under each other's servers: a run holds a local port, the
// checkout's own, for its whole length (freed by the system even if the run is killed), and a second run waits for it.
import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
// @ts-expect-error plain ESM script without type declarations
import { ensureBuild } from '../../scripts/ensure-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RUN_LOCK_PORT = 47_000 + (createHash('sha256').update(ROOT).digest().readUInt16BE(0) % 1_000);

function holdRunLock(): Promise<net.Server> {
  return new Promise((resolve) => {
    const attempt = () => {
      const server = net.createServer();
      server.once('error', () => setTimeout(attempt, 2_000));
      server.listen(RUN_LOCK_PORT, '127.0.0.1', () => resolve(server));
    };
    attempt();
  });
}

/** The run's lock, shared by the browser projects of one run (each runs this set-up) and released after the last. */
const run = globalThis as typeof globalThis & { boutiqueRunLock?: { held: Promise<net.Server>; users: number } };

export default async function setup() {
  run.boutiqueRunLock ??= { held: holdRunLock(), users: 0 };
  const shared = run.boutiqueRunLock;
  shared.users += 1;
  const lock = await shared.held;
  ensureBuild();
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    run.boutiqueRunLock = undefined;
    await new Promise<void>((resolve) => lock.close(() => resolve()));
  };
}
