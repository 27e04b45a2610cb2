// A backup's copy of the embedded database and of the pictures on disk, taken together by the one process that
// holds DATA_DIR: the running shop when asked on its lock socket, or `npm run backup` itself when no shop runs
// (docs/decisions/013-backups.md).
import { randomBytes } from 'node:crypto';
import { copyFileSync, createWriteStream, type Dirent, linkSync, mkdirSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { DatabaseHandle } from '@/server/db/client';

/** Where snapshots are made, inside DATA_DIR: on the pictures' file system, private like the rest. */
export const SNAPSHOTS_DIR = 'backup-snapshots';
/** The database in a snapshot and in an archive: PGlite's own tar of its data directory. */
export const DATABASE_FILE = 'pgdata.tar';
export const UPLOADS_DIR = 'uploads';
/** What the running shop is asked on its lock socket. */
export const SNAPSHOT_REQUEST = 'backup-snapshot';

export interface Snapshot {
  /** A folder of its own under DATA_DIR/backup-snapshots, for the caller to remove once archived. */
  dir: string;
  /** The real path of the DATA_DIR it was taken from: the caller checks it is the one it asked about. */
  dataDir: string;
  databaseBytes: number;
  pictures: number;
}

export async function takeSnapshot(dataDir: string, database: DatabaseHandle): Promise<Snapshot> {
  if (!database.atRest) throw new Error('only an embedded database is copied this way');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // Named by its real path: the command that asked checks it is in the DATA_DIR it knows (backup.ts).
  const root = realpathSync(dataDir);
  const dir = path.join(root, SNAPSHOTS_DIR, `${stamp}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    const { tar, pictures } = await database.atRest(async (dump) => {
      // A picture is written before the rows that name it and removed only after those rows are gone
      // (services/catalog/product-image-files.ts). While no transaction can commit, every picture the database
      // names is on disk and stays there: linked now, it is in the snapshot whatever happens to it next.
      const pictures = linkTree(path.join(dataDir, UPLOADS_DIR), path.join(dir, UPLOADS_DIR));
      return { tar: await dump(), pictures };
    });
    // Streamed from the dump: no second copy of it in memory.
    await pipeline(Readable.fromWeb(tar.stream() as NodeReadableStream), createWriteStream(path.join(dir, DATABASE_FILE), { mode: 0o600 }));
    return { dir, dataDir: root, databaseBytes: tar.size, pictures };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Hard links (a copy across file systems) of every file under from, in the same places under to; files
 * still being written (`*.tmp`, renamed once complete) are left out. Synchronous: nothing else runs meanwhile.
 * Returns how many files.
 */
function linkTree(from: string, to: string): number {
  let entries: Dirent[];
  try {
    entries = readdirSync(from, { withFileTypes: true });
  } catch (error) {
    // No pictures on disk (none yet, or stored in S3).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  mkdirSync(to, { recursive: true, mode: 0o700 });
  let count = 0;
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      count += linkTree(source, target);
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        linkSync(source, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue;
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
        copyFileSync(source, target);
      }
      count++;
    }
  }
  return count;
}

/** Snapshots left by a backup that was interrupted: removed when older than an hour. */
export function removeStaleSnapshots(dataDir: string, now = Date.now()): void {
  const root = path.join(dataDir, SNAPSHOTS_DIR);
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return;
  }
  for (const name of names) {
    const dir = path.join(root, name);
    try {
      if (now - statSync(dir).mtimeMs > 60 * 60 * 1000) rmSync(dir, { recursive: true, force: true });
    } catch {
      // removed meanwhile
    }
  }
}
