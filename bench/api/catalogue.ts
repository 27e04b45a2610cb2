// Generates the benchmark catalogue: the demo categories and sub-types, and N products derived from the
// demo products (names, descriptions, prices varied), each with one picture row.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '@/server/db/client';
import { categories, productImages, products, subTypes } from '@/server/db/schema';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '@/server/db/seed-data';
import { processImage } from '@/server/services/images/process-image';
import type { Storage } from '@/server/storage/storage';

const VARIANTS = [
  'Saveur vanille',
  'Saveur chocolat',
  'Format familial',
  'Format voyage',
  'Pack de 2',
  'Pack de 3',
  'Édition limitée',
  'Nouvelle formule',
  'Sans sucre ajouté',
  'Bio',
];

/** A deterministic pseudo-random sequence, so that every run measures the same catalogue. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function generateCatalogue(db: Db, storage: Storage, count: number): Promise<{ categoryId: string }> {
  const picture = await processImage(
    await sharp({ create: { width: 800, height: 800, channels: 3, background: '#0f766e' } }).png().toBuffer(),
  );
  await storage.put('bench/picture.webp', picture.display, 'image/webp');
  await storage.put('bench/picture-thumb.webp', picture.thumbnail, 'image/webp');

  const categoryIds = new Map<string, string>();
  const subTypeIds = new Map<string, string>();
  for (const category of SEED_CATEGORIES) {
    const [row] = await db
      .insert(categories)
      .values({ nom: category.nom, accroche: category.accroche, description: category.description })
      .returning({ id: categories.id });
    categoryIds.set(category.nom, row.id);
    for (const [position, nom] of category.sousTypes.entries()) {
      const [sub] = await db.insert(subTypes).values({ categoryId: row.id, nom, position }).returning({ id: subTypes.id });
      subTypeIds.set(`${category.nom}/${nom}`, sub.id);
    }
  }

  const random = sequence(42);
  const now = Date.now();
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let index = start; index < Math.min(count, start + batch); index += 1) {
      const template = SEED_PRODUCTS[index % SEED_PRODUCTS.length];
      const variant = VARIANTS[Math.floor(index / SEED_PRODUCTS.length) % VARIANTS.length];
      rows.push({
        id: randomUUID(),
        nom: `${template.nom} ${variant} ${index + 1}`,
        description: template.description,
        prix: Math.max(500, Math.round((template.prix * (0.7 + random() * 0.6)) / 500) * 500),
        pourcentPromotion: random() < 0.25 ? [5, 10, 15, 20, 30][Math.floor(random() * 5)] : 0,
        aLaUne: random() < 0.05,
        enRupture: random() < 0.05,
        stock: random() < 0.1 ? null : Math.floor(random() * 80),
        scoreQualite: 30 + Math.floor(random() * 21),
        categoryId: categoryIds.get(template.categorie) as string,
        subTypeId: template.sousType ? (subTypeIds.get(`${template.categorie}/${template.sousType}`) ?? null) : null,
        createdAt: new Date(now - index * 60_000),
        updatedAt: new Date(now - index * 60_000),
      });
    }
    await db.insert(products).values(rows);
    await db.insert(productImages).values(
      rows.map((row) => ({
        productId: row.id,
        position: 0,
        storageKey: 'bench/picture.webp',
        thumbnailKey: 'bench/picture-thumb.webp',
        url: storage.url('bench/picture.webp'),
        thumbnailUrl: storage.url('bench/picture-thumb.webp'),
        filename: 'picture.webp',
        originalName: 'picture.png',
        size: picture.display.length,
        width: picture.width,
        height: picture.height,
        alt: row.nom,
      })),
    );
  }
  await db.execute(sql`ANALYZE`);
  return { categoryId: categoryIds.get('Protéines') as string };
}
