// Helpers for catalogue tests: read the seeded catalogue back and build multipart product forms.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Product } from '@/shared/catalog/answers';
import type { TestBackend } from './harness';

export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export async function allProducts(backend: TestBackend, query = '') {
  const result = await backend.call('GET', `/produits?limit=100${query}`);
  // biome-ignore lint/suspicious/noExplicitAny: JSON read back from the API
  return result.body.data as any[];
}

export async function categoryByName(backend: TestBackend, nom: string) {
  const result = await backend.call('GET', '/types');
  // biome-ignore lint/suspicious/noExplicitAny: JSON read back from the API
  const category = result.body.data.find((c: any) => c.nom === nom);
  if (!category) throw new Error(`no category ${nom}`);
  return category;
}

// ── Pictures ────────────────────────────────────────────────────────────────

export async function picture(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48, exif = false): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } });
  if (exif) image = image.withExif({ IFD0: { Copyright: 'Boutique test', Artist: 'Tester' } });
  return image.toFormat(format).toBuffer();
}

/** A small PNG whose header claims a picture far bigger than its bytes: a decompression bomb. */
export async function pngBomb(width = 20_000, height = 20_000): Promise<Buffer> {
  const png = Buffer.from(await picture('png', 8, 8));
  // IHDR data starts at byte 16: width, height (big-endian), then its CRC over type + data at byte 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export function file(bytes: Buffer | string, name: string, type = 'application/octet-stream'): File {
  return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
}

export function productForm(fields: Record<string, string | number | boolean | null | undefined>, images: File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const image of images) form.append('images', image);
  return form;
}

/** The product form of a product as it is, with some fields changed: what the back office sends to save it. */
export function formOfProduct(product: Product, changes: Record<string, string | number | boolean | null> = {}): FormData {
  return productForm({
    nom: product.nom,
    description: product.description,
    prix: product.prix,
    pourcentPromotion: product.pourcentPromotion,
    aLaUne: product.aLaUne,
    enRupture: product.enRupture,
    typeProduit: product.typeProduit._id,
    sousTypeProduit: product.sousTypeProduit?._id ?? '',
    stock: product.stock ?? '',
    ...changes,
  });
}

/** Whether the stored object behind a /uploads URL exists on disk. */
export function storedFileExists(backend: TestBackend, url: string): boolean {
  return existsSync(path.join(backend.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));
}
