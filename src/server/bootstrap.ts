// Everything that must be true before the first request: data directory locked, database migrated,
// demo catalogue seeded when empty, a super administrator present.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Config, setConfig } from './config';
import { type DatabaseHandle, openDatabase, setDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoCatalogue } from './db/seed';
import { settleBackgroundTasks } from './background';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { getLogger } from './logger';
import { closeRateLimiters, getRateLimiters } from './rate-limit/rate-limiters';
import { loadOrCreateJwtSecret } from './secrets';
import { ensureSuperAdmin, type EnsureSuperAdminResult } from './services/accounts/ensure-super-admin';
import { getStorage } from './storage/storage';

export interface Backend {
  config: Config;
  database: DatabaseHandle;
  superAdmin: EnsureSuperAdminResult;
  close(): Promise<void>;
}

export async function startBackend(initial: Config): Promise<Backend> {
  mkdirSync(initial.dataDir, { recursive: true });
  const lock: DataDirLock | null = initial.databaseUrl ? null : await acquireDataDirLock(initial.dataDir);
  try {
    const config: Config = { ...initial, jwtSecret: initial.jwtSecret ?? loadOrCreateJwtSecret(initial.dataDir) };
    setConfig(config);
    const log = getLogger();

    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pgdata'),
    });
    setDatabase(database);
    await migrateDatabase(database);
    log.info({ database: database.kind }, 'database ready');

    if (config.seedDemo) {
      const seeded = await seedDemoCatalogue(database.db, getStorage());
      if (seeded.seeded) log.info({ products: seeded.products }, 'demo catalogue seeded');
    }
    const superAdmin = await ensureSuperAdmin(database.db, config.adminEmail, config.adminPassword);

    const limiters = getRateLimiters();
    if (limiters.store === 'redis' && !(await limiters.connected(3_000))) {
      log.warn('Redis not reachable yet: rate limits are counted in memory until it is');
    }

    return {
      config,
      database,
      superAdmin,
      async close() {
        // E-mails already promised to someone are sent before the database goes away.
        await settleBackgroundTasks();
        await closeRateLimiters();
        await database.close();
        setDatabase(undefined);
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
