// Product pictures in storage. Files are written before the rows that point at them and deleted after the
// rows are gone, so that a row never points at a missing file; a failed write removes what it wrote.
import type { productImages } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { DomainError } from '@/server/services/errors';
import type { PreparedImage } from '@/server/services/images/prepare-uploads';
import { diskRefusal } from '@/server/storage/disk-errors';
import type { Storage } from '@/server/storage/storage';
import { SERVER_MESSAGES } from '@/shared/messages';

export type ImageRow = typeof productImages.$inferInsert;

export interface StoredImages {
  rows: ImageRow[];
  keys: string[];
}

export async function storeImages(storage: Storage, productId: string, alt: string, images: PreparedImage[]): Promise<StoredImages> {
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
  // All at once: one after the other, ten writes each waited for a turn of a busy server.
  const writes = await Promise.allSettled(
    images.flatMap((image, i) => [
      storage.put(rows[i].storageKey, image.display, 'image/webp'),
      storage.put(rows[i].thumbnailKey, image.thumbnail, 'image/webp'),
    ]),
  );
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) {
    await removeFiles(storage, keys);
    // A full disk is said plainly (507), not as an internal error: the request changed nothing.
    if (diskRefusal(failed.reason) === 'full') {
      throw new DomainError('insufficient_storage', SERVER_MESSAGES.storageFull);
    }
    throw failed.reason;
  }
  return { rows, keys };
}

/** Best effort: a file that cannot be removed is logged, never turned into a failed request. */
export async function removeFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => getLogger().warn({ err: error, key }, 'could not delete stored file')),
    ),
  );
}

export const keysOf = (rows: { storageKey: string; thumbnailKey: string }[]) => rows.flatMap((row) => [row.storageKey, row.thumbnailKey]);
