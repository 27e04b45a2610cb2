// Picture files no product points at are removed (docs/decisions/015-crash-safety.md). A product's files are
// written before its rows are committed and deleted after its rows are gone: a process killed between the two
// leaves files behind (never a row without its file). The sweep finds them by comparing the stored objects
// with the keys of product_images, at start-up and then every hour.
//
// An upload in flight has written its files and not yet committed its rows: the sweep leaves alone every file
// written less than ORPHAN_PICTURE_GRACE_MS ago. At start-up, when this process holds the data directory's lock
// and the pictures are in that directory, no other process can be writing there and this one has not begun:
// every file older than the process may go.
import { getLogger } from '@/server/logger';
import type { Executor } from '@/server/db/client';
import { productImages } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';

/** Where product pictures are stored: uploaded ones, and the demo catalogue's. */
export const PICTURE_PREFIXES = ['products/', 'seed/'] as const;

/** A file younger than this may belong to an upload whose rows are not committed yet. */
export const ORPHAN_PICTURE_GRACE_MS = 10 * 60 * 1000;

/** How often a running shop sweeps again. */
export const ORPHAN_PICTURE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface SweepOptions {
  /** Files written at or after this instant are kept whatever else holds. */
  writtenBefore: Date;
}

export interface SweepResult {
  /** Keys removed. */
  removed: string[];
  /** Unreferenced files kept because they are recent. */
  kept: number;
}

export async function sweepOrphanPictures(db: Executor, storage: Storage, options: SweepOptions): Promise<SweepResult> {
  const stored = (await Promise.all(PICTURE_PREFIXES.map((prefix) => storage.list(prefix)))).flat();
  // Read after the listing: a product committed in between has its files listed and its keys seen.
  const rows = await db.select({ storageKey: productImages.storageKey, thumbnailKey: productImages.thumbnailKey }).from(productImages);
  const referenced = new Set(rows.flatMap((row) => [row.storageKey, row.thumbnailKey]));
  const removed: string[] = [];
  let kept = 0;
  for (const object of stored) {
    if (referenced.has(object.key)) continue;
    if (object.modifiedAt.getTime() >= options.writtenBefore.getTime()) {
      kept += 1;
      continue;
    }
    try {
      await storage.delete(object.key);
      removed.push(object.key);
    } catch (error) {
      getLogger().warn({ err: error, key: object.key }, 'could not delete an orphan picture');
    }
  }
  return { removed, kept };
}

/**
 * Sweeps once now (files older than startedAt when no other process can write them, else older than the
 * grace), then every hour with the grace. A failure is logged; the next sweep tries again. Returns the first
 * sweep (so that start-up can be awaited by tests) and a stop function.
 */
export function scheduleOrphanPictureSweeps(
  db: Executor,
  storage: Storage,
  options: { startedAt: Date; exclusive: boolean },
): { first: Promise<void>; stop(): void } {
  const log = getLogger();
  const run = async (writtenBefore: Date) => {
    try {
      const { removed, kept } = await sweepOrphanPictures(db, storage, { writtenBefore });
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
