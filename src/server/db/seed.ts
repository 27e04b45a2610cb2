// The demo catalogue (docs/product.md §7): seeded into an empty database, with pictures drawn here (no network), and
// a dozen demo orders (./seed-orders.ts).
// Pictures are written first, under keys of this seeding's own journaled beforehand
// (docs/decisions/015-crash-safety.md), then every row goes in one transaction with the "seeded" marker, which
// takes the keys out of the journal: a process killed half-way leaves no rows, the next start simply does it
// again, and the sweep of orphan pictures removes the files the killed one wrote.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { logActivity } from '@/server/services/activity/log-activity';
import { discardFiles, forgetKeys, journalKeys } from '@/server/services/catalog/product-image-files';
import { processImage } from '@/server/services/images/process-image';
import type { Storage } from '@/server/storage/storage';
import type { Db } from './client';
import { variantName } from '@/shared/catalog/variants';
import { admins, appMeta, categories, productImages, products, productVariants, subTypes } from './schema';
import { SEED_CATEGORIES, SEED_ORDERS, SEED_PRODUCTS, type SeedProduct } from './seed-data';
import { seedDemoOrders } from './seed-orders';

export const SEEDED_MARKER = 'demo_catalogue_seeded';

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** A product-shaped illustration: a jar, a bottle or a pouch on the category's colours. */
function productSvg(index: number, [from, to]: [string, string]): string {
  const shape = index % 3;
  const accent = ['#ffffff', '#fde68a', '#fecaca', '#bbf7d0'][index % 4];
  const body =
    shape === 0
      ? `<rect x="290" y="300" width="420" height="520" rx="60" fill="${accent}" opacity="0.95"/>
         <rect x="320" y="220" width="360" height="110" rx="24" fill="#1f2937"/>`
      : shape === 1
        ? `<rect x="360" y="330" width="280" height="500" rx="90" fill="${accent}" opacity="0.95"/>
           <rect x="430" y="230" width="140" height="120" rx="20" fill="#1f2937"/>`
        : `<path d="M300 260 h400 l40 560 h-480 z" fill="${accent}" opacity="0.95"/>
           <rect x="300" y="250" width="400" height="40" rx="12" fill="#1f2937"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 1000 1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1000" height="1000" fill="url(#g)"/>
    <circle cx="${180 + (index * 97) % 640}" cy="${160 + (index * 53) % 200}" r="120" fill="#ffffff" opacity="0.12"/>
    ${body}
    <rect x="${shape === 1 ? 380 : 330}" y="480" width="${shape === 1 ? 240 : 340}" height="170" rx="16" fill="${from}"/>
    <rect x="${shape === 1 ? 410 : 370}" y="520" width="${shape === 1 ? 180 : 260}" height="22" rx="11" fill="#ffffff" opacity="0.9"/>
    <rect x="${shape === 1 ? 430 : 400}" y="570" width="${shape === 1 ? 140 : 200}" height="16" rx="8" fill="#ffffff" opacity="0.6"/>
  </svg>`;
}

/**
 * A product's picture keys: its name, and a random part of this seeding's, so that shops seeding into one bucket
 * never write, nor delete, each other's files.
 */
function pictureKeys(product: SeedProduct, seeding: string) {
  const name = `${slugify(product.nom)}-${seeding}`;
  return { name, storageKey: `seed/${name}.webp`, thumbnailKey: `seed/${name}-thumb.webp` };
}

async function drawPicture(storage: Storage, product: SeedProduct, index: number, colours: [string, string], seeding: string) {
  const processed = await processImage(Buffer.from(productSvg(index, colours)));
  const { name, storageKey, thumbnailKey } = pictureKeys(product, seeding);
  await storage.put(storageKey, processed.display, 'image/webp');
  await storage.put(thumbnailKey, processed.thumbnail, 'image/webp');
  return {
    storageKey,
    thumbnailKey,
    url: storage.url(storageKey),
    thumbnailUrl: storage.url(thumbnailKey),
    filename: `${name}.webp`,
    size: processed.display.length,
    width: processed.width,
    height: processed.height,
  };
}

/**
 * Only a database that has never been started: no marker, no category and no account. Every start creates the
 * first super administrator, so a shop first started with SEED_DEMO=false, or a restored backup, never gets
 * the demo catalogue later, even while it has no category yet.
 */
async function isSeedNeeded(db: Db): Promise<boolean> {
  const marker = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED_MARKER)).limit(1);
  if (marker.length > 0) return false;
  const [{ count }] = await db
    .select({ count: sql<number>`(select count(*) from ${categories}) + (select count(*) from ${admins})` })
    .from(sql`(select 1) as one`);
  return Number(count) === 0;
}

export async function seedDemoCatalogue(db: Db, storage: Storage): Promise<{ seeded: boolean; products: number; orders: number }> {
  if (!(await isSeedNeeded(db))) return { seeded: false, products: 0, orders: 0 };

  const colours = new Map(SEED_CATEGORIES.map((c) => [c.nom, c.couleurs]));
  const seeding = randomBytes(4).toString('hex');
  const keys = SEED_PRODUCTS.flatMap((product) => {
    const { storageKey, thumbnailKey } = pictureKeys(product, seeding);
    return [storageKey, thumbnailKey];
  });
  await journalKeys(db, keys);
  const pictures: Awaited<ReturnType<typeof drawPicture>>[] = [];
  for (const [index, product] of SEED_PRODUCTS.entries()) {
    pictures.push(await drawPicture(storage, product, index, colours.get(product.categorie) ?? ['#0f766e', '#14b8a6'], seeding));
  }

  const now = Date.now();
  const claimed = await db.transaction(async (tx) => {
    // Another instance may have seeded meanwhile (PostgreSQL): the marker row decides, under its lock.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEEDED_MARKER, value: { at: new Date(now).toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;

    const categoryIds = new Map<string, string>();
    const subTypeIds = new Map<string, string>();
    for (const [position, category] of SEED_CATEGORIES.entries()) {
      // Categories are listed oldest first: one second apart keeps the seed's order (proteins lead the menu).
      const createdAt = new Date(now - (SEED_CATEGORIES.length - position) * 1000);
      const [row] = await tx
        .insert(categories)
        .values({ nom: category.nom, accroche: category.accroche, description: category.description, createdAt, updatedAt: createdAt })
        .returning({ id: categories.id });
      categoryIds.set(category.nom, row.id);
      if (category.sousTypes.length > 0) {
        const rows = await tx
          .insert(subTypes)
          .values(category.sousTypes.map((nom, position) => ({ categoryId: row.id, nom, position })))
          .returning({ id: subTypes.id, nom: subTypes.nom });
        for (const sub of rows) subTypeIds.set(`${category.nom}/${sub.nom}`, sub.id);
      }
    }

    const inserted = await tx
      .insert(products)
      .values(
        SEED_PRODUCTS.map((product, index) => ({
          nom: product.nom,
          description: product.description,
          prix: product.prix,
          pourcentPromotion: product.pourcentPromotion ?? 0,
          aLaUne: product.aLaUne ?? false,
          enRupture: product.enRupture ?? false,
          stock: product.stock === undefined ? 25 : product.stock,
          scoreQualite: product.scoreQualite ?? 40,
          options: product.options ?? [],
          // The demo's products are American (docs/product.md, "Brand and origin").
          origine: 'États-Unis',
          categoryId: categoryIds.get(product.categorie) as string,
          subTypeId: product.sousType ? (subTypeIds.get(`${product.categorie}/${product.sousType}`) ?? null) : null,
          // Spread over the last weeks so that "newest" means something in the demo.
          createdAt: new Date(now - (SEED_PRODUCTS.length - index) * 3_600_000 * 7),
          updatedAt: new Date(now - (SEED_PRODUCTS.length - index) * 3_600_000 * 7),
        })),
      )
      .returning({ id: products.id });

    await tx.insert(productImages).values(
      inserted.map((row, index) => ({
        productId: row.id,
        position: 0,
        ...pictures[index],
        originalName: pictures[index].filename,
        alt: SEED_PRODUCTS[index].nom,
      })),
    );
    // The demo's products with variants (docs/product.md, "Variants"): the database computes their price and stock.
    const variants = inserted.flatMap((row, index) =>
      (SEED_PRODUCTS[index].variantes ?? []).map((variant, position) => ({
        productId: row.id,
        valeurs: variant.valeurs,
        nom: variantName(variant.valeurs),
        prix: variant.prix,
        pourcentPromotion: variant.pourcentPromotion ?? 0,
        stock: variant.stock,
        reference: variant.reference,
        position,
      })),
    );
    if (variants.length > 0) await tx.insert(productVariants).values(variants);
    await forgetKeys(tx, keys);
    // Delivered to the zones every shop starts with, seeded before the catalogue (src/server/bootstrap.ts).
    await seedDemoOrders({ tx, now });

    await logActivity({
      actor: null,
      action: 'catalogue.seed',
      entityType: 'catalogue',
      title: 'Catalogue de démonstration installé',
      subtitle: `${SEED_CATEGORIES.length} catégories, ${SEED_PRODUCTS.length} produits`,
      executor: tx,
    });
    return true;
  });
  // The other instance's catalogue names its own pictures: these are nobody's.
  if (!claimed) await discardFiles(db, storage, keys);
  return { seeded: true, products: SEED_PRODUCTS.length, orders: SEED_ORDERS.length };
}
