// Re-encodes a picture into the two WebP renditions the shop serves: display (≤ 1200 px) and thumbnail (400 px).
// Metadata is dropped by sharp unless asked to keep it.
import sharp from 'sharp';
import { IMAGE_DISPLAY_MAX_PX, IMAGE_THUMBNAIL_PX } from '@/shared/constants';

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

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  const display = await source
    .clone()
    .resize({ width: IMAGE_DISPLAY_MAX_PX, height: IMAGE_DISPLAY_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: WEBP_EFFORT })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await source
    .clone()
    .resize({ width: IMAGE_THUMBNAIL_PX, height: IMAGE_THUMBNAIL_PX, fit: 'cover', position: 'attention' })
    .webp({ quality: 75, effort: WEBP_EFFORT })
    .toBuffer();
  return { display: display.data, thumbnail, width: display.info.width, height: display.info.height };
}
