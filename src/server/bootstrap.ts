// Everything that must be true before the first request: data directory locked, database migrated,
// demo catalogue seeded when empty, delivery zones seeded once, a super administrator present.
import { chmodSync, closeSync, existsSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { checkAdminUrl, checkWave, type Config, IncompleteWaveConfigError, InvalidAdminUrlError, setConfig } from './config';
import { shareCatalogueChanges } from './db/catalogue-notify';
import { type DatabaseHandle, openDatabase, setDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoCatalogue } from './db/seed';
import { settleBackgroundTasks } from './background';
import { SNAPSHOT_REQUEST, takeSnapshot } from './backup/snapshot';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './data-dir-lock';
import { getLogger } from './logger';
import { closeRateLimiters, getRateLimiters } from './rate-limit/rate-limiters';
import { outboxDir } from './mail/mailer';
import { checkJwtSecret, loadOrCreateJwtSecret, WeakJwtSecretError } from './secrets';
import { ensureSuperAdmin, type EnsureSuperAdminResult } from './services/accounts/ensure-super-admin';
import { scheduleOrphanPictureSweeps } from './services/catalog/orphan-pictures';
import { ensureShopSettings } from './services/settings/seed-settings';
import { ensureDeliveryZones } from './services/zones/seed-zones';
import { DataDirUnwritableError, diskRefusal, isLowOnSpace } from './storage/disk-errors';
import { getStorage } from './storage/storage';

/** Serialises the demo seed and the first super administrator across instances sharing one PostgreSQL. */
const BOOTSTRAP_LOCK_KEY = 7_261_002;

export interface Backend {
  config: Config;
  database: DatabaseHandle;
  superAdmin: EnsureSuperAdminResult;
  /** The start-up sweep of orphan pictures, run in the background. */
  firstSweep: Promise<void>;
  close(): Promise<void>;
}

/**
 * DATA_DIR holds the database, the signing key, the outbox's links and the uploads: nobody but the server's
 * user may read it. The directory is created 0700 (and what the process creates in it is private through the
 * umask server.ts sets); one made by an earlier version, with the default modes, is closed at start: its
 * entries lose every permission of group and others, and so everything below them becomes unreachable.
 */
function makePrivateDataDir(dataDir: string): string[] {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const left: string[] = [];
  for (const target of [dataDir, ...readdirSync(dataDir).map((entry) => path.join(dataDir, entry))]) {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink() || (stat.mode & 0o077) === 0) continue;
    try {
      chmodSync(target, stat.mode & 0o700);
    } catch {
      // Not ours to change (a mount point, another owner): said in the log, not fatal.
      left.push(target);
    }
  }
  return left;
}

/**
 * PGlite unpacks its initial database files with mode 0666 and rewrites its relation cache file 0644,
 * whatever the umask (the files postgres creates itself are 0600). Inside a 0700 directory nobody else reaches
 * them; they are closed to group and others all the same, after opening and after closing the database.
 */
export function makePrivateTree(dir: string): void {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true }).map((entry) => path.join(dir, String(entry)));
  } catch {
    return;
  }
  for (const target of entries) {
    try {
      const stat = lstatSync(target);
      if (!stat.isSymbolicLink() && (stat.mode & 0o077) !== 0) chmodSync(target, stat.mode & 0o700);
    } catch {
      // removed meanwhile
    }
  }
}

/** The embedded database's directory, or null on PostgreSQL. */
function embeddedDatabaseDir(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string | null {
  return config.databaseUrl ? null : path.join(config.dataDir, 'pgdata');
}

/** True when the embedded database does not exist yet: this start creates it (and seeds the demo catalogue). */
export function createsEmbeddedDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): boolean {
  const pgdata = embeddedDatabaseDir(config);
  return pgdata !== null && !existsSync(path.join(pgdata, 'PG_VERSION'));
}

/**
 * A read-only or full DATA_DIR is said at once, in French, before the database is touched: a file is written,
 * flushed and removed. Nearly full is not caught here: a start-up that then fails, by a write refused for
 * want of space or on a disk with little space left, is reported the same way (startBackend).
 */
function checkDataDirWritable(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    const fd = openSync(probe, 'w', 0o600);
    try {
      writeSync(fd, Buffer.alloc(64 * 1024));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } finally {
    rmSync(probe, { force: true });
  }
}

/**
 * The French message of a start refused for a reason the operator can fix (another process on DATA_DIR, a short
 * JWT_SECRET, an ADMIN_URL that is no origin of its own, a Wave key without its webhook's secret, a full or read-only DATA_DIR), said without a stack
 * trace; null for any other failure.
 */
export function startupRefusal(error: unknown): string | null {
  const refused =
    error instanceof DataDirLockedError ||
    error instanceof WeakJwtSecretError ||
    error instanceof InvalidAdminUrlError ||
    error instanceof IncompleteWaveConfigError ||
    error instanceof DataDirUnwritableError;
  return refused ? error.message : null;
}

export async function startBackend(initial: Config): Promise<Backend> {
  try {
    return await openBackend(initial);
  } catch (error) {
    const refusal = diskRefusal(error) ?? (isLowOnSpace(initial.dataDir) ? 'full' : null);
    if (refusal) throw new DataDirUnwritableError(refusal, initial.dataDir, { cause: error });
    throw error;
  }
}

async function openBackend(initial: Config): Promise<Backend> {
  const startedAt = new Date();
  // Refused before anything is touched.
  if (initial.jwtSecret) checkJwtSecret(initial.jwtSecret);
  checkAdminUrl(initial);
  checkWave(initial);
  const notPrivate = makePrivateDataDir(initial.dataDir);
  checkDataDirWritable(initial.dataDir);
  const lock: DataDirLock | null = initial.databaseUrl ? null : await acquireDataDirLock(initial.dataDir);
  try {
    const config: Config = { ...initial, jwtSecret: initial.jwtSecret ?? loadOrCreateJwtSecret(initial.dataDir) };
    setConfig(config);
    const log = getLogger();
    if (notPrivate.length > 0) log.warn({ paths: notPrivate }, 'could not make these DATA_DIR entries private');
    if (config.env === 'production' && !config.smtpUrl) {
      log.warn(
        { outbox: outboxDir(config.dataDir) },
        'SMTP_URL is not set: e-mails (account verification, invitations, password resets) are written to the outbox, not sent',
      );
    }
    if (config.env === 'production' && !config.sms) {
      log.warn({ outbox: outboxDir(config.dataDir) }, 'SMS_API_URL is not set: text messages are written to the outbox, not sent');
    }

    const pgdata = embeddedDatabaseDir(config);
    const database = await openDatabase({ url: config.databaseUrl, dataDir: pgdata ?? undefined });
    setDatabase(database);
    await migrateDatabase(database);
    if (pgdata) makePrivateTree(pgdata);
    log.info({ database: database.kind }, 'database ready');
    // `npm run backup` cannot open the database this process holds: it asks for a copy on the lock's socket.
    lock?.answer(SNAPSHOT_REQUEST, async () => {
      const snapshot = await takeSnapshot(config.dataDir, database);
      log.info({ dir: snapshot.dir, databaseBytes: snapshot.databaseBytes, pictures: snapshot.pictures }, 'backup snapshot taken');
      return snapshot;
    });
    // Several instances may share this PostgreSQL: a write on one reaches the caches of all.
    const stopSharing = config.databaseUrl ? await shareCatalogueChanges(config.databaseUrl, database.db) : null;

    // Two instances started together on an empty PostgreSQL: one seeds and creates the super administrator,
    // the other then finds them.
    const superAdmin = await database.withExclusiveLock(BOOTSTRAP_LOCK_KEY, async (db) => {
      // Every shop, demo or not, starts with Dakar's delivery zones, once (docs/product.md, "Delivery zones"); before
      // the demo catalogue, whose orders are delivered to them.
      const zones = await ensureDeliveryZones({ db });
      if (zones.seeded) log.info({ zones: zones.zones }, 'delivery zones seeded');
      if (config.seedDemo) {
        const seeded = await seedDemoCatalogue(db, getStorage());
        if (seeded.seeded) log.info({ products: seeded.products, orders: seeded.orders }, 'demo catalogue seeded');
      }
      // The shop's settings start from WHATSAPP_NUMBER and SUPPORT_EMAIL, once (docs/decisions/021-shop-settings.md).
      if ((await ensureShopSettings({ db })).seeded) log.info('shop settings seeded');
      return ensureSuperAdmin({ db, email: config.adminEmail, password: config.adminPassword });
    });
    // Pictures left by a process killed between writing files and committing rows, or between committing and
    // deleting (docs/decisions/015-crash-safety.md). Pictures in DATA_DIR under its lock: nobody else writes them.
    const sweeps = await scheduleOrphanPictureSweeps(database.db, getStorage(), { startedAt, exclusive: lock !== null && !config.s3, dataDir: config.dataDir });

    const limiters = getRateLimiters();
    if (limiters.store === 'redis' && !(await limiters.connected(3_000))) {
      log.warn('Redis not reachable yet: rate limits are counted in memory until it is');
    }

    return {
      config,
      database,
      superAdmin,
      firstSweep: sweeps.first,
      async close() {
        sweeps.stop();
        await sweeps.first;
        // E-mails already promised to someone are sent before the database goes away.
        await settleBackgroundTasks();
        await closeRateLimiters();
        await stopSharing?.();
        await database.close();
        setDatabase(undefined);
        if (pgdata) makePrivateTree(pgdata);
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
