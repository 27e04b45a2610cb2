// Picture files no product points at are removed (docs/decisions/015-crash-safety.md). A product's files are
// written before its rows are committed and deleted after its rows are gone: a process killed between the two
// leaves files behind (never a row without its file). Meanwhile their keys are in the picture journal
// (product-image-files.ts): recorded before the files are written and taken out by the transaction that commits
// the rows; recorded by the transaction that deletes the rows and taken out once the files are gone. The sweep
// runs at start-up and then every hour.
//
// What a sweep may delete. A file a journaled key names and no product_images row does: this shop wrote it, or
// was deleting it. And, when the pictures are in a DATA_DIR this process holds under its lock, any file there no
// row names: that folder is this shop's alone. Shared storage (S3, or a folder the instances of one PostgreSQL
// share) also holds what other shops wrote, a restored copy's live original among them: there, never a file the
// journal does not name.
//
// An upload in flight has written its files and not yet committed its rows: the sweep leaves alone every file
// written less than ORPHAN_PICTURE_GRACE_MS ago. At start-up, when this process holds the data directory's lock
// and the pictures are in that directory, no other process can be writing there and this one has not begun:
// every file older than the process may go.
//
// A restored database carries the journal of its backup's moment: the uploads then in flight, which the shop it
// was taken from may have committed since. `npm run restore` leaves RESTORED_MARKER in DATA_DIR; the first start
// empties the journal before any sweep and, when the pictures are in shared storage, marks every picture the
// backup named as not owned, whose files this shop then never deletes.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq, exists, inArray, lt, notExists, or } from 'drizzle-orm';
import type { Db, Executor } from '@/server/db/client';
import { pictureJournal, productImages } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import type { Storage, StoredObject } from '@/server/storage/storage';

/** Where product pictures are stored: uploaded ones, and the demo catalogue's. */
export const PICTURE_PREFIXES = ['products/', 'seed/'] as const;

/** A file younger than this may belong to an upload whose rows are not committed yet. */
export const ORPHAN_PICTURE_GRACE_MS = 10 * 60 * 1000;

/** How often a running shop sweeps again. */
export const ORPHAN_PICTURE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Left in DATA_DIR by `npm run restore`, removed by the first start once the restored database is settled. */
export const RESTORED_MARKER = 'restored-backup.json';

export interface SweepOptions {
  /** Files written at or after this instant are kept whatever else holds; so are journal rows recorded since. */
  writtenBefore: Date;
  /**
   * The pictures are in a DATA_DIR this process holds under its lock: every file there no row names may go.
   * Otherwise (the default) only files the journal names.
   */
  exclusive?: boolean;
}

export interface SweepResult {
  /** Keys removed. */
  removed: string[];
  /** Unreferenced files kept because they are recent. */
  kept: number;
}

/** `products/…/x.webp.<uuid>.tmp`, what LocalDiskStorage.put leaves when killed mid-write: the key it was writing. */
const TEMPORARY = /^(.+)\.[0-9a-f-]+\.tmp$/i;
const keyWritten = (objectKey: string) => TEMPORARY.exec(objectKey)?.[1] ?? objectKey;

/** Journaled keys that no product_images row names. */
async function unreferencedJournalKeys(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ key: pictureJournal.storageKey })
    .from(pictureJournal)
    .where(
      notExists(
        db
          .select({ id: productImages.id })
          .from(productImages)
          .where(or(eq(productImages.storageKey, pictureJournal.storageKey), eq(productImages.thumbnailKey, pictureJournal.storageKey))),
      ),
    );
  return rows.map((row) => row.key);
}

/** The stored objects of keys (the files, and the temporary files of their writes), folder by folder. */
async function listKeys(storage: Storage, keys: string[]): Promise<StoredObject[]> {
  const wanted = new Set(keys);
  const folders = new Set(keys.map((key) => `${path.posix.dirname(key)}/`));
  const listed = (await Promise.all([...folders].map((folder) => storage.list(folder)))).flat();
  return listed.filter((object) => wanted.has(keyWritten(object.key)));
}

export async function sweepOrphanPictures(db: Executor, storage: Storage, options: SweepOptions): Promise<SweepResult> {
  const { writtenBefore } = options;
  const journaled = await unreferencedJournalKeys(db);
  const stored = options.exclusive
    ? (await Promise.all(PICTURE_PREFIXES.map((prefix) => storage.list(prefix)))).flat()
    : await listKeys(storage, journaled);
  // Read after the listing: a product committed in between has its files listed and its keys seen.
  const rows =
    stored.length === 0
      ? []
      : await db.select({ storageKey: productImages.storageKey, thumbnailKey: productImages.thumbnailKey }).from(productImages);
  const referenced = new Set(rows.flatMap((row) => [row.storageKey, row.thumbnailKey]));
  const removed: string[] = [];
  const left = new Set<string>();
  let kept = 0;
  for (const object of stored) {
    if (referenced.has(object.key)) continue;
    if (object.modifiedAt.getTime() >= writtenBefore.getTime()) {
      kept += 1;
      left.add(keyWritten(object.key));
      continue;
    }
    try {
      await storage.delete(object.key);
      removed.push(object.key);
    } catch (error) {
      left.add(keyWritten(object.key));
      getLogger().warn({ err: error, key: object.key }, 'could not delete an orphan picture');
    }
  }

  // Keys whose files are gone leave the journal, and so do keys a row names; not those recorded since the
  // cut-off, which may belong to a write whose files are not stored yet.
  const done = journaled.filter((key) => !left.has(key) && !referenced.has(key));
  if (done.length > 0) {
    await db.delete(pictureJournal).where(and(inArray(pictureJournal.storageKey, done), lt(pictureJournal.recordedAt, writtenBefore)));
  }
  await db
    .delete(pictureJournal)
    .where(
      and(
        lt(pictureJournal.recordedAt, writtenBefore),
        exists(
          db
            .select({ id: productImages.id })
            .from(productImages)
            .where(or(eq(productImages.storageKey, pictureJournal.storageKey), eq(productImages.thumbnailKey, pictureJournal.storageKey))),
        ),
      ),
    );
  return { removed, kept };
}

/**
 * A database `npm run restore` brought back (RESTORED_MARKER in DATA_DIR) is settled before anything is swept:
 * its journal, the backup's, is emptied; with shared storage, the pictures it names become not owned. Then the
 * marker goes. Returns false when that failed (logged): no sweep may run before it is done.
 */
export async function settleRestoredDatabase(db: Db, dataDir: string, sharedStorage: boolean): Promise<boolean> {
  const marker = path.join(dataDir, RESTORED_MARKER);
  if (!existsSync(marker)) return true;
  const log = getLogger();
  try {
    const disowned = await db.transaction(async (tx) => {
      await tx.delete(pictureJournal);
      if (!sharedStorage) return 0;
      const rows = await tx.update(productImages).set({ owned: false }).where(eq(productImages.owned, true)).returning({ id: productImages.id });
      return rows.length;
    });
    rmSync(marker, { force: true });
    log.info({ disowned }, 'restored database settled: picture journal emptied, pictures from the backup left to their owner');
    return true;
  } catch (error) {
    log.warn({ err: error, marker }, 'could not settle the restored database: no orphan picture is swept until it is');
    return false;
  }
}

/**
 * Settles a restored database first (awaited: before the first request), then sweeps once now (files older
 * than startedAt when no other process can write them, else older than the grace), then every hour with the
 * grace. A failure is logged; the next sweep tries again. Returns the first sweep (so that start-up can be
 * awaited by tests) and a stop function.
 */
export async function scheduleOrphanPictureSweeps(
  db: Db,
  storage: Storage,
  options: { startedAt: Date; exclusive: boolean; dataDir: string },
): Promise<{ first: Promise<void>; stop(): void }> {
  const log = getLogger();
  let settled = await settleRestoredDatabase(db, options.dataDir, !options.exclusive);
  const run = async (writtenBefore: Date) => {
    try {
      if (!settled) settled = await settleRestoredDatabase(db, options.dataDir, !options.exclusive);
      if (!settled) return;
      const { removed, kept } = await sweepOrphanPictures(db, storage, { writtenBefore, exclusive: options.exclusive });
      if (removed.length > 0) log.info({ removed: removed.length, kept }, 'orphan pictures removed');
    } catch (error) {
      log.warn({ err: error }, 'orphan picture sweep failed');
    }
  };
  const graceCutoff = () => new Date(Date.now() - ORPHAN_PICTURE_GRACE_MS);
  const first = run(options.exclusive ? options.startedAt : graceCutoff());
  const timer = setInterval(() => void run(graceCutoff()), ORPHAN_PICTURE_SWEEP_INTERVAL_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
