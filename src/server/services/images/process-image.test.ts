import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_DISPLAY_MAX_PX, IMAGE_THUMBNAIL_PX } from '@/shared/constants';
import { processImage } from './process-image';

/** A picture whose left half is red and right half blue, so that orientation and cropping show in the pixels. */
async function halves(width: number, height: number, format: 'jpeg' | 'png', options: { orientation?: number; alpha?: boolean } = {}) {
  const channels = options.alpha ? 4 : 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * channels;
      raw.set(x < width / 2 ? [220, 20, 20] : [20, 20, 220], i);
      if (options.alpha) raw[i + 3] = 128;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels } });
  const encoded = format === 'jpeg' ? image.jpeg() : image.png();
  return (options.orientation ? encoded.withMetadata({ orientation: options.orientation }) : encoded).toBuffer();
}

async function described(bytes: Buffer) {
  const { width, height, format, hasAlpha } = await sharp(bytes).metadata();
  return { width, height, format, hasAlpha };
}

describe('processImage', () => {
  it('shrinks a large photo to the display size and crops a square thumbnail, both WebP', async () => {
    const result = await processImage(await halves(3000, 2000, 'jpeg'));
    expect(result).toMatchObject({ width: IMAGE_DISPLAY_MAX_PX, height: 800 });
    expect(await described(result.display)).toEqual({ width: 1200, height: 800, format: 'webp', hasAlpha: false });
    expect(await described(result.thumbnail)).toEqual({ width: IMAGE_THUMBNAIL_PX, height: IMAGE_THUMBNAIL_PX, format: 'webp', hasAlpha: false });
  });

  it('keeps a small picture at its size and its transparency', async () => {
    const result = await processImage(await halves(800, 600, 'png', { alpha: true }));
    expect(await described(result.display)).toEqual({ width: 800, height: 600, format: 'webp', hasAlpha: true });
    expect((await described(result.thumbnail)).hasAlpha).toBe(true);
  });

  it('turns a photo taken on its side upright, as its EXIF orientation says', async () => {
    const result = await processImage(await halves(3000, 2000, 'jpeg', { orientation: 6 }));
    expect(result).toMatchObject({ width: 800, height: 1200 });
    // Turned a quarter clockwise, the red left half is now the top.
    const { data } = await sharp(result.display).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);
  });

  it('cuts the thumbnail of a tall, narrow picture from enough pixels, not from its display size stretched', async () => {
    // 500 × 3000 in stripes 2 px wide: the display is 200 × 1200, narrower than the thumbnail. Cut from the original's
    // 500 px, the thumbnail keeps the stripes; cut from the display's 200 px, blown up to 400, they melt into grey.
    const raw = Buffer.alloc(500 * 3000 * 3);
    for (let i = 0; i < 500 * 3000; i += 1) raw.fill(Math.floor((i % 500) / 2) % 2 ? 230 : 20, i * 3, i * 3 + 3);
    const result = await processImage(await sharp(raw, { raw: { width: 500, height: 3000, channels: 3 } }).png().toBuffer());
    expect(await described(result.display)).toMatchObject({ width: 200, height: 1200 });
    const { data, info } = await sharp(result.thumbnail).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 400, height: 400 });
    const row = Array.from({ length: info.width }, (_, x) => data[(200 * info.width + x) * info.channels]);
    const mean = row.reduce((sum, value) => sum + value, 0) / row.length;
    const spread = Math.sqrt(row.reduce((sum, value) => sum + (value - mean) ** 2, 0) / row.length);
    expect(spread).toBeGreaterThan(60);
  });
});
