// `npm run backup` and `npm run restore ARCHIVE` (docs/backups.md, docs/decisions/013-backups.md): the embedded
// database and the pictures on disk in one dated archive (encrypted with BACKUP_PASSPHRASE), and back into an
// empty DATA_DIR, with every session ended and a new signing key. Nothing in an archive can sign a token, and a
// restore writes nothing but regular files and folders.
import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { count, isNull } from 'drizzle-orm';
import * as tar from 'tar';
import { makePrivateTree } from '@/server/bootstrap';
import type { Config } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { admins, categories, productImages, products, refreshTokens, sessions } from '@/server/db/schema';
import { acquireDataDirLock, askDataDirOwner, DataDirLockedError, type DataDirLock, findDataDirOwner, NoDataDirOwnerError } from '@/server/data-dir-lock';
import { loadOrCreateJwtSecret } from '@/server/secrets';
import { RESTORED_MARKER } from '@/server/services/catalog/orphan-pictures';
import { BACKUP_MESSAGES } from '@/shared/backup/messages';
import { recordBackup } from './last-backup';
import { ArchiveDecryptionError, isEncrypted, MIN_PASSPHRASE_LENGTH, openEncrypted, verifyEncrypted, writeEncrypted } from './encryption';
import { DATABASE_FILE, removeStaleSnapshots, SNAPSHOT_REQUEST, SNAPSHOTS_DIR, type Snapshot, takeSnapshot, UPLOADS_DIR } from './snapshot';

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
  /** Archives of earlier versions held the signing key; a restore never uses it (docs/backups.md). */
  jwtSecret: boolean;
}

/** What an archive may hold, at its top: anything else, a link or a path out of it refuses the archive. */
const TOP_LEVEL_FILES = new Set([MANIFEST_FILE, DATABASE_FILE, SECRET_FILE]);

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
  /** Encrypted with BACKUP_PASSPHRASE. */
  encrypted: boolean;
  /** Copied by the running shop rather than by this process. */
  fromRunningShop: boolean;
}

const PLAIN_EXTENSION = '.tar.gz';
/** The plain archive, encrypted (encryption.ts). */
const ENCRYPTED_EXTENSION = '.tar.gz.enc';

/** `boutique-2026-11-23T22-10-00Z.tar.gz` (`.tar.gz.enc` encrypted): sorts by date, valid on every file system. */
export function archiveName(date: Date, encrypted = false): string {
  return `boutique-${date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}${encrypted ? ENCRYPTED_EXTENSION : PLAIN_EXTENSION}`;
}

export interface BackupOptions {
  now?: Date;
  /** BACKUP_PASSPHRASE: the archive is encrypted with it. */
  passphrase?: string | null;
}

export async function createBackup(config: Config, destination: string, options: BackupOptions = {}): Promise<BackupResult> {
  const { now = new Date(), passphrase = null } = options;
  if (config.databaseUrl) throw new BackupError(BACKUP_MESSAGES.postgresBackup);
  if (passphrase !== null && [...passphrase].length < MIN_PASSPHRASE_LENGTH) throw new BackupError(BACKUP_MESSAGES.passphraseTooShort(MIN_PASSPHRASE_LENGTH));
  const { dataDir } = config;
  if (!existsSync(path.join(dataDir, PGDATA_DIR, 'PG_VERSION'))) throw new BackupError(BACKUP_MESSAGES.noShop(dataDir));
  removeStaleSnapshots(dataDir);
  const { snapshot, fromRunningShop } = await snapshotOf(dataDir);
  try {
    // The signing key stays out: with it and the sessions the archive held, anyone holding a copy could sign a
    // valid token for any session still open in the live shop. A restore makes a new key (restoreBackup).
    const manifest: Manifest = { format: FORMAT, createdAt: now.toISOString(), pictures: config.s3 ? 's3' : 'local', jwtSecret: false };
    writeFileSync(path.join(snapshot.dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const entries = [MANIFEST_FILE, DATABASE_FILE];
    if (!config.s3 && existsSync(path.join(snapshot.dir, UPLOADS_DIR))) entries.push(UPLOADS_DIR);

    // The archive holds every account's password hash and the customers' orders: its owner's alone.
    mkdirSync(destination, { recursive: true, mode: 0o700 });
    const file = uniquePath(destination, archiveName(now, passphrase !== null));
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    try {
      const archive = tar.c({ gzip: true, cwd: snapshot.dir, portable: true }, entries) as unknown as Readable;
      if (passphrase !== null) await writeEncrypted(archive, partial, passphrase);
      else await pipeline(archive, createWriteStream(partial, { mode: 0o600 }));
      renameSync(partial, file);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    recordBackup(dataDir, now);
    return {
      file,
      bytes: statSync(file).size,
      databaseBytes: snapshot.databaseBytes,
      pictures: config.s3 ? null : snapshot.pictures,
      encrypted: passphrase !== null,
      fromRunningShop,
    };
  } finally {
    rmSync(snapshot.dir, { recursive: true, force: true });
  }
}

function uniquePath(dir: string, name: string): string {
  let candidate = path.join(dir, name);
  for (let n = 2; existsSync(candidate); n++) candidate = path.join(dir, name.replace(/(\.tar\.gz(\.enc)?)$/, `-${n}$1`));
  return candidate;
}

/**
 * The running shop's answer, believed only when it names a folder of its own in this DATA_DIR's temporary area
 * (real paths compared, no link on the way): the command archives and then deletes that folder, and must never
 * do either to another. The answer is already proven to come from the key's holder (askDataDirOwner); this is
 * the second wall.
 */
function checkedSnapshot(dataDir: string, answer: unknown): Snapshot {
  const given = (answer ?? {}) as Partial<Snapshot>;
  const named = typeof given.dir === 'string' ? given.dir : String(given.dir);
  try {
    const realDataDir = realpathSync(dataDir);
    if (typeof given.dataDir !== 'string' || realpathSync(given.dataDir) !== realDataDir) throw new Error('another DATA_DIR');
    const dir = realpathSync(named);
    if (path.dirname(dir) !== path.join(realDataDir, SNAPSHOTS_DIR) || named !== dir || !lstatSync(dir).isDirectory()) throw new Error('outside');
    return { dir, dataDir: realDataDir, databaseBytes: Number(given.databaseBytes) || 0, pictures: Number(given.pictures) || 0 };
  } catch {
    throw new BackupError(BACKUP_MESSAGES.foreignSnapshot(dataDir, named));
  }
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
        const answer = await askDataDirOwner(dataDir, SNAPSHOT_REQUEST);
        return { snapshot: checkedSnapshot(dataDir, answer), fromRunningShop: true };
      } catch (asked) {
        if (asked instanceof NoDataDirOwnerError) continue;
        if (asked instanceof BackupError) throw asked;
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
  /** Sessions open at backup time, now revoked. */
  sessionsClosed: number;
  /** A new signing key was written into DATA_DIR; false when JWT_SECRET, set in the environment, is used. */
  newSigningKey: boolean;
  encrypted: boolean;
}

export interface RestoreOptions {
  /** BACKUP_PASSPHRASE: needed for an encrypted archive; when set, a plain archive is refused (below). */
  passphrase?: string | null;
  /**
   * `--accept-unencrypted`: a plain archive is restored even with a passphrase set. Without it, whoever could write
   * to the backups could put a plain archive of their own beside the encrypted ones, and skip the integrity check.
   */
  acceptUnencrypted?: boolean;
}

/** Restores archive into config.dataDir, which must be empty (or absent) and used by no shop. */
export async function restoreBackup(config: Config, archive: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  if (config.databaseUrl) throw new BackupError(BACKUP_MESSAGES.restorePostgres);
  const { dataDir } = config;
  if (!existsSync(archive) || !statSync(archive).isFile()) throw new BackupError(BACKUP_MESSAGES.archiveNotFound(archive));
  // Everything about the archive is settled before DATA_DIR is touched: its passphrase, its integrity, its entries.
  const open = await archiveReader(archive, options.passphrase ?? null, options.acceptUnencrypted ?? false);
  const manifest = await readManifest(archive, open);
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
    return await unpack(open, manifest, config);
  } catch (error) {
    // Left as it was found: everything in it is this restore's (the lock kept everyone else out).
    for (const entry of readdirSync(dataDir)) if (entry !== 'boutique.lock') rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    if (error instanceof UnsafeEntryError) throw new BackupError(`${BACKUP_MESSAGES.unsafeEntry(archive, error.entry)}`);
    if (error instanceof ArchiveDecryptionError) throw new BackupError(BACKUP_MESSAGES.wrongPassphrase(archive));
    throw new BackupError(BACKUP_MESSAGES.restoreFailed(error instanceof Error ? error.message : String(error), dataDir));
  } finally {
    lock.release();
    if (!existed && readdirSync(dataDir).length === 0) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * How to read the plain tar.gz, as many times as needed: the file itself, or its decryption, checked whole here
 * once (a wrong passphrase or a changed byte is refused before anything is written).
 */
async function archiveReader(archive: string, passphrase: string | null, acceptUnencrypted: boolean): Promise<{ read: () => Readable; encrypted: boolean }> {
  if (!isEncrypted(archive)) {
    // The shop encrypts its archives: a plain one where they are encrypted has passed no integrity check.
    if (passphrase !== null && !acceptUnencrypted) throw new BackupError(BACKUP_MESSAGES.plainArchiveRefused(archive));
    return { read: () => createReadStream(archive), encrypted: false };
  }
  if (passphrase === null) throw new BackupError(BACKUP_MESSAGES.passphraseNeeded(archive));
  try {
    const read = await openEncrypted(archive, passphrase);
    await verifyEncrypted(read);
    return { read, encrypted: true };
  } catch {
    throw new BackupError(BACKUP_MESSAGES.wrongPassphrase(archive));
  }
}

/** An entry a restore never writes: a link, a device, a path leading out of where it is unpacked. */
class UnsafeEntryError extends Error {
  constructor(readonly entry: string) {
    super(`unsafe archive entry: ${entry}`);
    this.name = 'UnsafeEntryError';
  }
}

/**
 * Whether an entry is one a backup writes: a regular file or a folder, under a relative path with no `.`, `..`
 * or empty part, and at the top only the manifest, the database, uploads/ and an earlier version's jwt-secret.
 */
function isSafeEntry(entryPath: string, type: string): boolean {
  if (type !== 'File' && type !== 'OldFile' && type !== 'Directory') return false;
  if (entryPath.includes('\\') || entryPath.includes('\0')) return false;
  const parts = entryPath.replace(/\/$/, '').split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return false;
  if (parts[0] === UPLOADS_DIR) return true;
  return parts.length === 1 && type !== 'Directory' && TOP_LEVEL_FILES.has(parts[0]);
}

/**
 * The archive's manifest, or null when it is not a readable backup of this format. Every entry is looked at:
 * one a backup never writes refuses the archive (UnsafeEntryError, said as a BackupError).
 */
async function readManifest(archive: string, open: { read: () => Readable }): Promise<Manifest | null> {
  const names = new Set<string>();
  let unsafe: string | null = null;
  let text = '';
  try {
    await pipeline(
      open.read(),
      tar.t({
        strict: true,
        onReadEntry: (entry) => {
          if (!isSafeEntry(entry.path, entry.type)) unsafe ??= entry.path;
          names.add(entry.path.replace(/\/$/, ''));
          if (entry.path === MANIFEST_FILE && entry.type === 'File') entry.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          else entry.resume();
        },
      }) as unknown as NodeJS.WritableStream,
    );
  } catch {
    return null;
  }
  if (unsafe !== null) throw new BackupError(BACKUP_MESSAGES.unsafeEntry(archive, unsafe));
  try {
    const manifest = JSON.parse(text) as Manifest;
    if (manifest.format !== FORMAT || !names.has(DATABASE_FILE)) return null;
    return manifest;
  } catch {
    return null;
  }
}

async function unpack(open: { read: () => Readable; encrypted: boolean }, manifest: Manifest, config: Config): Promise<RestoreResult> {
  const { dataDir } = config;
  const staging = path.join(dataDir, `restore-${randomBytes(4).toString('hex')}`);
  mkdirSync(staging, { mode: 0o700 });
  // The archive was read through once already; were it changed since, what is unsafe is still never written.
  let unsafe: string | null = null;
  await pipeline(
    open.read(),
    tar.x({
      cwd: staging,
      strict: true,
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        if (isSafeEntry(entryPath, type)) return true;
        unsafe ??= entryPath;
        return false;
      },
    }) as unknown as NodeJS.WritableStream,
  );
  if (unsafe !== null) throw new UnsafeEntryError(unsafe);
  // No link can have come from the filter above; checked on disk all the same, before anything is moved in.
  for (const entry of readdirSync(staging, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() && !entry.isDirectory()) throw new UnsafeEntryError(path.relative(staging, path.join(entry.parentPath, entry.name)));
  }

  const pgdata = path.join(dataDir, PGDATA_DIR);
  const dump = new Blob([readFileSync(path.join(staging, DATABASE_FILE))], { type: 'application/x-tar' });
  const database = await openDatabase({ dataDir: pgdata, loadDataDir: dump });
  let counts: Pick<RestoreResult, 'categories' | 'products' | 'admins' | 'sessionsClosed'>;
  try {
    const total = async (table: typeof categories | typeof products | typeof admins) => (await database.db.select({ n: count() }).from(table))[0].n;
    // Every picture the database names must have come back.
    if (manifest.pictures === 'local') {
      for (const image of await database.db.select({ a: productImages.storageKey, b: productImages.thumbnailKey }).from(productImages)) {
        for (const key of [image.a, image.b]) {
          if (!existsSync(path.join(staging, UPLOADS_DIR, ...key.split('/')))) throw new Error(`image manquante dans l'archive : ${key}`);
        }
      }
    }
    // Whoever holds a copy of the archive holds every session id and, from an earlier version, the signing key:
    // the restored shop trusts none of them. Every session ends (its access tokens with it, since each names
    // its session) and no refresh token is left to renew one; the administrators sign in again.
    const closed = await database.db.update(sessions).set({ revokedAt: new Date() }).where(isNull(sessions.revokedAt)).returning({ id: sessions.id });
    await database.db.delete(refreshTokens);
    counts = { categories: await total(categories), products: await total(products), admins: await total(admins), sessionsClosed: closed.length };
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
  // The archive's key, if an earlier version put one in, stays behind with the staging folder.
  rmSync(staging, { recursive: true, force: true });
  // A new signing key, unless the operator sets JWT_SECRET, which then wins (and is theirs to rotate).
  const newSigningKey = !config.jwtSecret;
  if (newSigningKey) loadOrCreateJwtSecret(dataDir);
  // The database is a copy: its picture journal and, in shared storage, its pictures may be the original
  // shop's. The first start settles it (docs/decisions/015-crash-safety.md) and removes this file.
  writeFileSync(
    path.join(dataDir, RESTORED_MARKER),
    `${JSON.stringify({ backupCreatedAt: manifest.createdAt, restoredAt: new Date().toISOString() }, null, 2)}\n`,
    { mode: 0o600 },
  );
  makePrivateTree(dataDir);
  return { createdAt: manifest.createdAt, ...counts, pictures, newSigningKey, encrypted: open.encrypted };
}
