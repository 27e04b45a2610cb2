// How server.ts stops on SIGTERM or SIGINT (docs/decisions/001-one-process.md): no new connection, the
// requests in progress finished, whatever is still open closed after a grace period, then the rest of the
// process (database, Next.js) closed, once, however many signals come.
import type { Server } from 'node:http';
import type { Logger } from 'pino';

export async function closeGracefully(server: Server, graceMs: number): Promise<void> {
  const force = setTimeout(() => server.closeAllConnections(), graceMs);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  clearTimeout(force);
}

export interface StopOptions {
  graceMs: number;
  log: Pick<Logger, 'info'>;
  /** Closes what the process holds besides the server, once the server is closed. */
  close: () => Promise<void>;
  signals?: readonly NodeJS.Signals[];
  exit?: (code: number) => void;
}

/** Stops the server, then the process, on the first of these signals; returns that stop, for a caller of its own. */
export function stopOnSignals(server: Server, options: StopOptions): (signal: string) => Promise<void> {
  const { signals = ['SIGTERM', 'SIGINT'], exit = (code: number) => process.exit(code) } = options;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.log.info({ signal }, 'shutting down');
    await closeGracefully(server, options.graceMs);
    await options.close();
    exit(0);
  };
  for (const signal of signals) process.on(signal, () => void stop(signal));
  return stop;
}
