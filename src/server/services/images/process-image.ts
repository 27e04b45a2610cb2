// Re-encodes a picture into the two WebP renditions the shop serves: display (≤ 1200 px) and thumbnail (400 px).
// Metadata is dropped by sharp unless asked to keep it.
//
// Memory (bench/README.md, "Picture upload"): the picture is decoded once, shrunk on load where the format allows
// (JPEG), into the pixels both renditions need; both are encoded from those. Decoding the original twice, once
// per rendition, held two full-size copies (a 12-megapixel photo is 36 MB of pixels) per picture in work.
import { IMAGE_DISPLAY_MAX_PX, IMAGE_THUMBNAIL_PX } from '@/shared/constants';
import { loadSharp } from './sharp';

export interface ProcessedImage {
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * WebP's encoder effort (0–6, default 4): at 2 a 2000×1500 photo re-encodes in about 60 % of the time, for
 * files about 6 % larger. An upload re-encodes up to five of them while the shop is serving (bench/README.md,
 * "Writes under load").
 */
const WEBP_EFFORT = 2;

/** Refuses images whose decoded size would be absurd (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The size the picture is decoded to: enough for both renditions, the display's longest side and the thumbnail's
 * shortest (a panorama's short side would otherwise be stretched up into its square), never more than the original.
 */
function workingLongSide(width: number, height: number): number {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const scale = Math.max(Math.min(1, IMAGE_DISPLAY_MAX_PX / long), Math.min(1, IMAGE_THUMBNAIL_PX / short));
  return Math.max(1, Math.round(long * scale));
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  const { width = 1, height = 1 } = await source.metadata();
  const side = workingLongSide(width, height);
  const { data, info } = await source
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const display = await pixels()
    .resize({ width: IMAGE_DISPLAY_MAX_PX, height: IMAGE_DISPLAY_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: WEBP_EFFORT })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await pixels()
    .resize({ width: IMAGE_THUMBNAIL_PX, height: IMAGE_THUMBNAIL_PX, fit: 'cover', position: 'attention' })
    .webp({ quality: 75, effort: WEBP_EFFORT })
    .toBuffer();
  return { display: display.data, thumbnail, width: display.info.width, height: display.info.height };
}
