// DELETE /demo: a super administrator removes what the demo seed made and nobody touched since (./demo-rows.ts;
// docs/product.md, "Removing the demo data"), with the password again (docs/decisions/026-step-up.md). One transaction:
// the marker locked (two removals take turns), the demo's orders (their lines and history cascade) and the stock
// movements of their confirmations, its products (their pictures' rows cascade, the files' keys journaled in the
// same transaction), its categories (their sub-types cascade); the month's order counters brought back to the
// last reference still given; the activity feed's line; the marker saying the demo is gone, so that it is never
// seeded again. The tabs' counts and each day's figures follow by the orders' triggers, the search's vocabulary by
// the products'. Once committed: the catalogue's reads and the storefront's pages dropped on every instance, then
// the pictures' files deleted (docs/decisions/015-crash-safety.md).
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { SEEDED_MARKER } from '@/server/db/seed';
import type { LiveAdmin } from '@/server/services/accounts/current-admin';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import { assertStepUp } from '@/server/services/accounts/step-up';
import { logActivity } from '@/server/services/activity/log-activity';
import { discardFiles, journalKeys, keysOf } from '@/server/services/catalog/product-image-files';
import { EVERYTHING, invalidateCatalogue } from '@/server/services/catalog/read-cache';
import { refused } from '@/server/services/errors';
import { getStorage } from '@/server/storage/storage';
import type { DemoRemoval } from '@/shared/demo/answers';
import { DEMO_ACTIVITY_TITLES, demoCountsText } from '@/shared/demo/messages';
import { countsOf, findDemoRows, hasRows, readDemoMarker, rowsOf } from './demo-rows';
import { DEMO_REFUSALS } from './refusals';

const uuids = (ids: string[]) => sql`array[${sql.join(
  ids.map((id) => sql`${id}::uuid`),
  sql`, `,
)}]`;

export async function removeDemoData({ actor, stepUpToken }: { actor: LiveAdmin; stepUpToken?: string | null }): Promise<DemoRemoval> {
  // The route checks the role and the step-up too; the service does not trust its caller for what cannot be undone.
  if (actor.role !== 'SUPER_ADMIN') throw refused(ACCESS_REFUSALS.forbidden);
  await assertStepUp({ actor, token: stepUpToken });
  const db = getDb();
  const { removal, keys } = await db.transaction(async (tx) => {
    const marker = await readDemoMarker({ tx, lock: true });
    if (!marker || marker.removedAt) throw refused(DEMO_REFUSALS.absent);
    const rows = await findDemoRows({ tx, lock: true });
    if (!hasRows(rows)) throw refused(DEMO_REFUSALS.absent);

    let mouvementsStock = 0;
    if (rows.orderIds.length > 0) {
      const orders = uuids(rows.orderIds);
      // The month's counters locked before the orders go, in the order every writer takes its locks (products, then
      // counters, then the counts the orders' triggers keep: decision 020), so that an order being recorded meanwhile
      // is committed, and read below, before the last reference still given is: none is given twice.
      const months = rowsOf<{ mois: string }>(
        await tx.execute(sql`select distinct substr(reference, 5, 4) as mois from orders where id = any(${orders})`),
      ).map((row) => row.mois);
      const touched = sql`array[${sql.join(
        months.map((mois) => sql`${mois}`),
        sql`, `,
      )}]::text[]`;
      await tx.execute(sql`select mois from order_counters where mois = any(${touched}) order by mois for update`);
      mouvementsStock = rowsOf(await tx.execute(sql`delete from stock_movements where order_id = any(${orders}) returning id`)).length;
      await tx.execute(sql`delete from orders where id = any(${orders})`);
      // The shop's own next order takes the number after the last one still given (none: the month starts again at 1).
      await tx.execute(sql`
        update order_counters set dernier = coalesce(
          (select max(substr(reference, 10)::int) from orders where reference like 'CMD-' || order_counters.mois || '-%'), 0)
        where mois = any(${touched})`);
    }

    let images: { storage_key: string; thumbnail_key: string; owned: boolean }[] = [];
    if (rows.productIds.length > 0) {
      const products = uuids(rows.productIds);
      images = rowsOf(
        await tx.execute(sql`delete from product_images where product_id = any(${products}) returning storage_key, thumbnail_key, owned`),
      );
      await tx.execute(sql`delete from products where id = any(${products})`);
    }
    if (rows.categoryIds.length > 0) await tx.execute(sql`delete from categories where id = any(${uuids(rows.categoryIds)})`);

    const counts = countsOf(rows);
    const removal: DemoRemoval = { ...counts, photos: images.length, mouvementsStock };
    await tx.execute(sql`
      update app_meta set value = value || jsonb_build_object('removedAt', now())
      where key = ${SEEDED_MARKER}`);
    await logActivity({
      actor,
      action: 'catalogue.demo_remove',
      entityType: 'catalogue',
      title: DEMO_ACTIVITY_TITLES.removed,
      subtitle: demoCountsText(counts),
      details: removal,
      executor: tx,
    });
    // Pictures a restored backup brought may still be another shop's: their files stay.
    const keys = keysOf(images.filter((image) => image.owned).map((image) => ({ storageKey: image.storage_key, thumbnailKey: image.thumbnail_key })));
    await journalKeys(tx, keys);
    return { removal, keys };
  });
  invalidateCatalogue(db, [EVERYTHING]);
  await discardFiles(db, getStorage(), keys);
  return removal;
}
