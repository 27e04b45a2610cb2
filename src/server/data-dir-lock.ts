// Only one process may open an embedded database: PGlite does not lock its directory, and two writers
// would corrupt it. The lock file names its owner; a lock left by a dead process (SIGKILL) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Une autre instance de la boutique utilise déjà ce dossier de données (DATA_DIR=${dataDir}, processus ${pid}). ` +
        'Arrêtez-la ou choisissez un autre DATA_DIR. / ' +
        `Another Boutique process (pid ${pid}) is already using this data directory.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'boutique.lock');
  const owner = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, owner);
      closeSync(fd);
      return {
        release() {
          try {
            if (readFileSync(file, 'utf8') === owner) rmSync(file, { force: true });
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        // unreadable or half-written: treated as stale
      }
      if (holder.pid && holder.host === os.hostname() && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller ${file}`);
}
