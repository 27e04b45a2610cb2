// A product picture as a JPEG for Meta's catalogue (docs/decisions/031-catalogue-feeds.md): the shop stores WebP,
// which Google takes and Meta's documentation does not list. Made from the stored display picture (at most 1200 px)
// when Meta's crawler first asks, in the pictures' line of work (../images/image-jobs.ts), on white for a picture
// with transparency; the last few are kept, since a picture never changes under its id.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { productImages } from '@/server/db/schema';
import { runImageJob } from '@/server/services/images/image-jobs';
import { loadSharp } from '@/server/services/images/sharp';
import { getStorage } from '@/server/storage/storage';
import { isUuid } from '@/shared/ids';

/** JPEG quality: close to the WebP it is made from (quality 80), a file of the order of 100 to 200 KB. */
const JPEG_QUALITY = 85;
/** The pictures kept made, the oldest asked dropped first: a crawl of the catalogue asks each once. */
const KEPT_MAX = 24;
const kept = new Map<string, Buffer>();

function keep(id: string, jpeg: Buffer): void {
  kept.delete(id);
  kept.set(id, jpeg);
  if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value as string);
}

/** The picture of this id as a JPEG, or null: not an id, no such picture, or its file missing. */
export async function feedJpeg({ pictureId }: { pictureId: string }): Promise<Buffer | null> {
  if (!isUuid(pictureId)) return null;
  const made = kept.get(pictureId);
  if (made) {
    keep(pictureId, made);
    return made;
  }
  const [row] = await getDb().select({ key: productImages.storageKey }).from(productImages).where(eq(productImages.id, pictureId)).limit(1);
  if (!row) return null;
  const webp = await getStorage()
    .get(row.key)
    .catch(() => null);
  if (!webp) return null;
  const jpeg = await runImageJob(async () => {
    const sharp = await loadSharp();
    return sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
  });
  keep(pictureId, jpeg);
  return jpeg;
}
