import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getStorage } from '@/server/storage/storage';
import { useTestBackend } from '@test/harness';
import { categories, pictureJournal, productImages, products, subTypes } from './schema';
import { seedDemoCatalogue } from './seed';
import { SEED_CATEGORIES, SEED_ORDERS, SEED_PRODUCTS } from './seed-data';

const backend = useTestBackend();

async function count(table: typeof products | typeof categories | typeof subTypes | typeof productImages) {
  const [row] = await backend().db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
}

describe('demo catalogue', () => {
  it('seeds categories, sub-types, products and a WebP picture for each product', async () => {
    const result = await seedDemoCatalogue(backend().db, getStorage());
    expect(result).toEqual({ seeded: true, products: SEED_PRODUCTS.length, orders: SEED_ORDERS.length });
    expect(await count(categories)).toBe(SEED_CATEGORIES.length);
    expect(await count(subTypes)).toBe(SEED_CATEGORIES.reduce((n, c) => n + c.sousTypes.length, 0));
    expect(await count(products)).toBe(SEED_PRODUCTS.length);
    expect(await count(productImages)).toBe(SEED_PRODUCTS.length);

    const [image] = await backend().db.select().from(productImages).limit(1);
    expect(image.url).toMatch(/^\/uploads\/seed\/.+\.webp$/);
    expect(existsSync(path.join(backend().dataDir, 'uploads', image.storageKey))).toBe(true);
    expect(existsSync(path.join(backend().dataDir, 'uploads', image.thumbnailKey))).toBe(true);
  });

  it("names its pictures with a part of this seeding's own, so that shops seeding one bucket never share a file, and leaves nothing journaled", async () => {
    const images = await backend().db.select({ storageKey: productImages.storageKey, thumbnailKey: productImages.thumbnailKey }).from(productImages);
    const seedings = new Set<string>();
    for (const image of images) {
      const [, seeding] = /^seed\/[a-z0-9-]+-([0-9a-f]{8})\.webp$/.exec(image.storageKey) ?? [];
      expect(seeding, image.storageKey).toBeDefined();
      expect(image.thumbnailKey).toBe(image.storageKey.replace(/\.webp$/, '-thumb.webp'));
      seedings.add(seeding);
    }
    expect(seedings.size).toBe(1);
    expect(await backend().db.select().from(pictureJournal)).toEqual([]);
  });

  it('has promotions computed by the database, featured and out-of-stock products', async () => {
    const rows = await backend().db.select().from(products);
    const promoted = rows.filter((p) => p.pourcentPromotion > 0);
    expect(promoted.length).toBeGreaterThan(0);
    for (const p of promoted) expect(p.prixApresPromotion).toBe(Math.round((p.prix * (100 - p.pourcentPromotion)) / 100));
    expect(rows.some((p) => p.aLaUne)).toBe(true);
    expect(rows.some((p) => p.enRupture)).toBe(true);
  });

  it('keeps the order of the demo categories (the menu shows the first five)', async () => {
    const { listCategories } = await import('@/server/services/catalog/list-categories');
    const listed = await listCategories();
    expect(listed.map((c) => c.nom)).toEqual(SEED_CATEGORIES.map((c) => c.nom));
  });

  it('seeds once: a second run changes nothing', async () => {
    const again = await seedDemoCatalogue(backend().db, getStorage());
    expect(again.seeded).toBe(false);
    expect(await count(products)).toBe(SEED_PRODUCTS.length);
  });
});
