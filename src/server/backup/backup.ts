// `npm run backup` and `npm run restore ARCHIVE` (docs/backups.md, docs/decisions/013-backups.md): the embedded
// database, the pictures on disk and the signing key in one dated archive, and back into an empty DATA_DIR.
import { randomBytes } from 'node:crypto';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { count } from 'drizzle-orm';
import * as tar from 'tar';
import { makePrivateTree } from '@/server/bootstrap';
import type { Config } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { admins, categories, productImages, products } from '@/server/db/schema';
import { acquireDataDirLock, askDataDirOwner, DataDirLockedError, type DataDirLock, findDataDirOwner, NoDataDirOwnerError } from '@/server/data-dir-lock';
import { RESTORED_MARKER } from '@/server/services/catalog/orphan-pictures';
import { BACKUP_MESSAGES } from '@/shared/messages';
import { DATABASE_FILE, removeStaleSnapshots, SNAPSHOT_REQUEST, type Snapshot, takeSnapshot, UPLOADS_DIR } from './snapshot';

/** The archive's table of contents: what it holds, and in which layout (`format`). */
export const MANIFEST_FILE = 'boutique-backup.json';
const FORMAT = 1;
/** Where the signing key lives in DATA_DIR (secrets.ts) and in an archive. */
const SECRET_FILE = 'jwt-secret';
const PGDATA_DIR = 'pgdata';

interface Manifest {
  format: number;
  createdAt: string;
  /** Pictures in the archive, or 's3' when they stay in the bucket. */
  pictures: 'local' | 's3';
  jwtSecret: boolean;
}

/** A refusal or failure to tell the operator as it is, in French. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  databaseBytes: number;
  /** Picture files in the archive; null when they stay in S3. */
  pictures: number | null;
  jwtSecret: boolean;
  /** Copied by the running shop rather than by this process. */
  fromRunningShop: boolean;
}

/** `boutique-2026-11-23T22-10-00Z.tar.gz`: sorts by date, valid on every file system. */
export function archiveName(date: Date): string {
  return `boutique-${date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.tar.gz`;
}

export async function createBackup(config: Config, destination: string, now = new Date()): Promise<BackupResult> {
  if (config.databaseUrl) throw new BackupError(BACKUP_MESSAGES.postgresBackup);
  const { dataDir } = config;
  if (!existsSync(path.join(dataDir, PGDATA_DIR, 'PG_VERSION'))) throw new BackupError(BACKUP_MESSAGES.noShop(dataDir));
  removeStaleSnapshots(dataDir);
  const { snapshot, fromRunningShop } = await snapshotOf(dataDir);
  try {
    const jwtSecret = existsSync(path.join(dataDir, SECRET_FILE)) && !config.jwtSecret;
    if (jwtSecret) copyFileSync(path.join(dataDir, SECRET_FILE), path.join(snapshot.dir, SECRET_FILE));
    const manifest: Manifest = { format: FORMAT, createdAt: now.toISOString(), pictures: config.s3 ? 's3' : 'local', jwtSecret };
    writeFileSync(path.join(snapshot.dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const entries = [MANIFEST_FILE, DATABASE_FILE];
    if (!config.s3 && existsSync(path.join(snapshot.dir, UPLOADS_DIR))) entries.push(UPLOADS_DIR);
    if (jwtSecret) entries.push(SECRET_FILE);

    // The archive holds the signing key and every account's password hash: its owner's alone.
    mkdirSync(destination, { recursive: true, mode: 0o700 });
    const file = uniquePath(destination, archiveName(now));
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await pipeline(tar.c({ gzip: true, cwd: snapshot.dir, portable: true }, entries), createWriteStream(partial, { mode: 0o600 }));
      renameSync(partial, file);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    return {
      file,
      bytes: statSync(file).size,
      databaseBytes: snapshot.databaseBytes,
      pictures: config.s3 ? null : snapshot.pictures,
      jwtSecret,
      fromRunningShop,
    };
  } finally {
    rmSync(snapshot.dir, { recursive: true, force: true });
  }
}

function uniquePath(dir: string, name: string): string {
  let candidate = path.join(dir, name);
  for (let n = 2; existsSync(candidate); n++) candidate = path.join(dir, name.replace(/\.tar\.gz$/, `-${n}.tar.gz`));
  return candidate;
}

/**
 * The database and pictures copied together: by this process when it can take DATA_DIR's lock (no shop runs;
 * a shop started meanwhile is refused until the copy is done), otherwise by the shop that holds it.
 */
async function snapshotOf(dataDir: string): Promise<{ snapshot: Snapshot; fromRunningShop: boolean }> {
  // A shop stopping between the two tries, or starting: a few more.
  for (let attempt = 0; attempt < 3; attempt++) {
    let lock: DataDirLock;
    try {
      lock = await acquireDataDirLock(dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      try {
        return { snapshot: (await askDataDirOwner(dataDir, SNAPSHOT_REQUEST)) as Snapshot, fromRunningShop: true };
      } catch (asked) {
        if (asked instanceof NoDataDirOwnerError) continue;
        throw new BackupError(BACKUP_MESSAGES.shopDidNotAnswer((asked as Error).message));
      }
    }
    try {
      const database = await openDatabase({ dataDir: path.join(dataDir, PGDATA_DIR) });
      try {
        return { snapshot: await takeSnapshot(dataDir, database), fromRunningShop: false };
      } finally {
        await database.close();
        makePrivateTree(path.join(dataDir, PGDATA_DIR));
      }
    } finally {
      lock.release();
    }
  }
  throw new BackupError(BACKUP_MESSAGES.shopNotReached);
}

export interface RestoreResult {
  createdAt: string;
  categories: number;
  products: number;
  /** Picture files restored; null when the pictures stayed in S3. */
  pictures: number | null;
  admins: number;
  jwtSecret: boolean;
}

/** Restores archive into config.dataDir, which must be empty (or absent) and used by no shop. */
export async function restoreBackup(config: Config, archive: string): Promise<RestoreResult> {
  if (config.databaseUrl) throw new BackupError(BACKUP_MESSAGES.restorePostgres);
  const { dataDir } = config;
  if (!existsSync(archive) || !statSync(archive).isFile()) throw new BackupError(BACKUP_MESSAGES.archiveNotFound(archive));
  const manifest = await readManifest(archive);
  if (!manifest) throw new BackupError(BACKUP_MESSAGES.notABackup(archive));

  const existed = existsSync(dataDir);
  if (existed && (!statSync(dataDir).isDirectory() || readdirSync(dataDir).length > 0)) {
    // A running shop's directory is never empty: said as such, since stopping it is what the operator forgot.
    const owner = statSync(dataDir).isDirectory() ? await findDataDirOwner(dataDir) : null;
    throw new BackupError(owner === null ? BACKUP_MESSAGES.dataDirNotEmpty(dataDir) : BACKUP_MESSAGES.shopRunning(dataDir));
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let lock: DataDirLock;
  try {
    lock = await acquireDataDirLock(dataDir);
  } catch (error) {
    if (!existed) rmSync(dataDir, { recursive: true, force: true });
    if (error instanceof DataDirLockedError) throw new BackupError(BACKUP_MESSAGES.shopRunning(dataDir));
    throw error;
  }
  try {
    return await unpack(archive, manifest, dataDir);
  } catch (error) {
    // Left as it was found: everything in it is this restore's (the lock kept everyone else out).
    for (const entry of readdirSync(dataDir)) if (entry !== 'boutique.lock') rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    throw new BackupError(BACKUP_MESSAGES.restoreFailed(error instanceof Error ? error.message : String(error), dataDir));
  } finally {
    lock.release();
    if (!existed && readdirSync(dataDir).length === 0) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The archive's manifest, or null when it is not a readable backup of this format. */
async function readManifest(archive: string): Promise<Manifest | null> {
  const names = new Set<string>();
  let text = '';
  try {
    await tar.t({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        names.add(entry.path.replace(/\/$/, ''));
        if (entry.path === MANIFEST_FILE) entry.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      },
    });
    const manifest = JSON.parse(text) as Manifest;
    if (manifest.format !== FORMAT || !names.has(DATABASE_FILE)) return null;
    return manifest;
  } catch {
    return null;
  }
}

async function unpack(archive: string, manifest: Manifest, dataDir: string): Promise<RestoreResult> {
  const staging = path.join(dataDir, `restore-${randomBytes(4).toString('hex')}`);
  mkdirSync(staging, { mode: 0o700 });
  await tar.x({ file: archive, cwd: staging, strict: true });

  const pgdata = path.join(dataDir, PGDATA_DIR);
  const dump = new Blob([readFileSync(path.join(staging, DATABASE_FILE))], { type: 'application/x-tar' });
  const database = await openDatabase({ dataDir: pgdata, loadDataDir: dump });
  let counts: Omit<RestoreResult, 'createdAt' | 'pictures' | 'jwtSecret'>;
  try {
    const total = async (table: typeof categories | typeof products | typeof admins) => (await database.db.select({ n: count() }).from(table))[0].n;
    counts = { categories: await total(categories), products: await total(products), admins: await total(admins) };
    // Every picture the database names must have come back.
    if (manifest.pictures === 'local') {
      for (const image of await database.db.select({ a: productImages.storageKey, b: productImages.thumbnailKey }).from(productImages)) {
        for (const key of [image.a, image.b]) {
          if (!existsSync(path.join(staging, UPLOADS_DIR, ...key.split('/')))) throw new Error(`image manquante dans l'archive : ${key}`);
        }
      }
    }
  } finally {
    await database.close();
  }
  makePrivateTree(pgdata);

  let pictures: number | null = null;
  if (manifest.pictures === 'local') {
    pictures = 0;
    if (existsSync(path.join(staging, UPLOADS_DIR))) {
      renameSync(path.join(staging, UPLOADS_DIR), path.join(dataDir, UPLOADS_DIR));
      pictures = readdirSync(path.join(dataDir, UPLOADS_DIR), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
    }
  }
  if (manifest.jwtSecret) renameSync(path.join(staging, SECRET_FILE), path.join(dataDir, SECRET_FILE));
  rmSync(staging, { recursive: true, force: true });
  // The database is a copy: its picture journal and, in shared storage, its pictures may be the original
  // shop's. The first start settles it (docs/decisions/015-crash-safety.md) and removes this file.
  writeFileSync(
    path.join(dataDir, RESTORED_MARKER),
    `${JSON.stringify({ backupCreatedAt: manifest.createdAt, restoredAt: new Date().toISOString() }, null, 2)}\n`,
    { mode: 0o600 },
  );
  makePrivateTree(dataDir);
  return { createdAt: manifest.createdAt, ...counts, pictures, jwtSecret: manifest.jwtSecret };
}
