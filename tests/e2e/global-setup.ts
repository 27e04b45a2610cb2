// Browser and process tests run against the production build: make it once, before the first test file.
// Two runs in one checkout would rebuild .next under each other's servers: a run holds a local port for its
// whole length (freed by the system even if the run is killed), and a second run waits for it.
import net from 'node:net';
// @ts-expect-error plain ESM script without type declarations
import { ensureBuild } from '../../scripts/ensure-build.mjs';

const RUN_LOCK_PORT = 47_231;

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

export default async function setup() {
  const lock = await holdRunLock();
  ensureBuild();
  return () => new Promise<void>((resolve) => lock.close(() => resolve()));
}
