// Product pictures in storage. Files are written before the rows that point at them and deleted after the
// rows are gone, so that a row never points at a missing file; a failed write removes what it wrote. Their
// keys are in the picture journal while they are written or deleted, so that the sweep of orphan pictures
// finds those a killed process left, and deletes in shared storage only what this shop wrote
// (docs/decisions/015-crash-safety.md).
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { pictureJournal, type productImages } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { refused } from '@/server/services/errors';
import { PRODUCT_REFUSALS } from './refusals';
import type { PreparedImage } from '@/server/services/images/prepare-uploads';
import { diskRefusal } from '@/server/storage/disk-errors';
import type { Storage } from '@/server/storage/storage';

export type ImageRow = typeof productImages.$inferInsert;

export interface StoredImages {
  rows: ImageRow[];
  keys: string[];
}

/**
 * Writes the pictures of a product, their keys journaled (and committed) first. The caller inserts the rows in a
 * transaction that also calls forgetKeys(stored.keys), or, when that fails, calls discardFiles.
 */
export async function storeImages(
  db: Executor,
  storage: Storage,
  productId: string,
  alt: string,
  images: PreparedImage[],
): Promise<StoredImages> {
  const rows: ImageRow[] = images.map((image, position) => {
    const storageKey = `products/${productId}/${image.id}.webp`;
    const thumbnailKey = `products/${productId}/${image.id}-thumb.webp`;
    return {
      id: image.id,
      productId,
      position,
      storageKey,
      thumbnailKey,
      url: storage.url(storageKey),
      thumbnailUrl: storage.url(thumbnailKey),
      filename: `${image.id}.webp`,
      originalName: image.originalName,
      size: image.display.length,
      width: image.width,
      height: image.height,
      alt,
    };
  });
  const keys = keysOf(rows);
  await journalKeys(db, keys);
  // All at once: one after the other, ten writes each waited for a turn of a busy server.
  const writes = await Promise.allSettled(
    images.flatMap((image, i) => [
      storage.put(rows[i].storageKey, image.display, 'image/webp'),
      storage.put(rows[i].thumbnailKey, image.thumbnail, 'image/webp'),
    ]),
  );
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) {
    await discardFiles(db, storage, keys);
    // A full disk is said plainly (507), not as an internal error: the request changed nothing.
    if (diskRefusal(failed.reason) === 'full') {
      throw refused(PRODUCT_REFUSALS.storageFull);
    }
    throw failed.reason;
  }
  return { rows, keys };
}

/**
 * Records keys in the picture journal: committed on its own before their files are written, or in the
 * transaction that deletes the rows naming them. Recorded again, a key's time is renewed.
 */
export async function journalKeys(db: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(pictureJournal)
    .values(keys.map((storageKey) => ({ storageKey })))
    .onConflictDoUpdate({ target: pictureJournal.storageKey, set: { recordedAt: sql`now()` } });
}

/** Takes keys out of the journal: in the transaction that inserts the rows naming them, or once their files are gone. */
export async function forgetKeys(db: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(pictureJournal).where(inArray(pictureJournal.storageKey, keys));
}

/**
 * Deletes files no row names any more (a write that failed, rows deleted and committed), then takes out of the
 * journal the keys whose files are gone. Best effort: a file that cannot be deleted is logged, never turned into
 * a failed request, and its key stays journaled for the sweep.
 */
export async function discardFiles(db: Executor, storage: Storage, keys: string[]): Promise<void> {
  const deletions = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const gone = keys.filter((key, i) => {
    const deletion = deletions[i];
    if (deletion.status === 'fulfilled') return true;
    getLogger().warn({ err: deletion.reason, key }, 'could not delete stored file');
    return false;
  });
  try {
    await forgetKeys(db, gone);
  } catch (error) {
    getLogger().warn({ err: error }, 'could not update the picture journal');
  }
}

export const keysOf = (rows: { storageKey: string; thumbnailKey: string }[]) => rows.flatMap((row) => [row.storageKey, row.thumbnailKey]);
