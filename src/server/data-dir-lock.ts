// Only one process may open an embedded database: PGlite does not lock its directory, and two writers
// would corrupt it.
//
// The lock is a listening local socket, not a file naming a process id: the kernel closes a process's sockets
// the moment it dies, SIGKILL included, even while it waits as a zombie for its parent to reap it, and a
// socket cannot be mistaken for a later process that reuses the id. A process id written to a file could be
// both (a restart right after a crash was refused as long as the dead server had not been reaped).
// - Linux: an abstract socket (no file at all) named after the data directory's device and inode, so that
//   every path leading to the directory finds the same lock. Binding it is atomic: of two processes starting
//   together, one gets EADDRINUSE.
// - Windows: a named pipe, released the same way.
// - Elsewhere: a socket file, DATA_DIR/boutique.sock (or one in the temporary directory when that path is
//   too long for a socket). A file that nobody answers on is a dead owner's and is replaced.
// An abstract socket is seen within one network namespace: containers sharing a DATA_DIR volume must share
// the network namespace too (or use PostgreSQL).
//
// The owner answers every connection with its process id and start time, which a newcomer refused names in
// its message. A process in the last moments of its exit (its main thread gone, other threads not yet) still
// holds the socket but drops connections unanswered: the newcomer tries again for up to 3 s. DATA_DIR/boutique.lock holds the same for an operator; it is information, never the lock.
import { createHash } from 'node:crypto';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | null) {
    const which = pid ? `processus ${pid}` : 'processus inconnu';
    super(
      `Une autre instance de la boutique utilise déjà ce dossier de données (DATA_DIR=${dataDir}, ${which}). ` +
        'Arrêtez-la ou choisissez un autre DATA_DIR. / ' +
        `Another Boutique process${pid ? ` (pid ${pid})` : ''} is already using this data directory.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

/** Socket paths longer than this do not fit in sockaddr_un on every system (104 bytes on macOS). */
const MAX_SOCKET_PATH = 100;
const ASK_OWNER_TIMEOUT_MS = 2_000;
/** How often, and how long apart, a newcomer tries again while the previous owner finishes exiting. */
const MAX_ATTEMPTS = 30;
const RETRY_MS = 100;

/** Where the lock of dataDir listens. */
function lockAddress(dataDir: string): { address: string; file: string | null } {
  const { dev, ino } = statSync(dataDir);
  const name = `boutique-${createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32)}`;
  if (process.platform === 'linux') return { address: `\0${name}`, file: null };
  if (process.platform === 'win32') return { address: `\\\\.\\pipe\\${name}`, file: null };
  const beside = path.join(dataDir, 'boutique.sock');
  const file = beside.length <= MAX_SOCKET_PATH ? beside : path.join(os.tmpdir(), `${name}.sock`);
  return { address: file, file };
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(address, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/**
 * What is listening on address: the owner's own words; 'busy' when it accepts but does not answer (a live
 * process whose event loop is blocked); 'dying' when the connection is dropped unanswered (a process whose
 * last threads are still exiting); null when nobody listens.
 */
function askOwner(address: string): Promise<Partial<Owner> | 'busy' | 'dying' | null> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(address);
    const done = (result: Partial<Owner> | 'busy' | 'dying' | null) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(ASK_OWNER_TIMEOUT_MS, () => done('busy'));
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => {
      try {
        done(JSON.parse(answer));
      } catch {
        done(answer === '' ? 'dying' : {});
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') done(null);
      else done(error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 'dying' : 'busy');
    });
  });
}

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const { address, file } = lockAddress(dataDir);
  const owner: Owner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  const server = net.createServer((socket) => socket.end(JSON.stringify(owner)));
  for (let attempt = 1; ; attempt++) {
    try {
      await listen(server, address);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await askOwner(address);
      if (holder === 'busy') throw new DataDirLockedError(dataDir, null);
      if (holder !== null && holder !== 'dying') {
        throw new DataDirLockedError(dataDir, typeof holder.pid === 'number' ? holder.pid : null);
      }
      // Nobody, or a process on its way out: the place is about to be free.
      if (attempt >= MAX_ATTEMPTS) throw new DataDirLockedError(dataDir, null);
      // Only a socket file outlives its owner.
      if (holder === null && file) rmSync(file, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
  // The lock must not keep an otherwise finished process alive.
  server.unref();
  const infoFile = path.join(dataDir, 'boutique.lock');
  writeFileSync(infoFile, `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  return {
    release() {
      rmSync(infoFile, { force: true });
      // Closing unlinks a socket file too.
      server.close();
    },
  };
}
