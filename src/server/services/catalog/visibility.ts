// What shoppers may see of the catalogue (docs/product.md, "Drafts, thresholds and expiry dates"): neither a draft
// nor a product past its expiry date that the owner has not kept on sale. Every public read (listings, best
// products, a product, its recommendations, the cart's re-read, the categories' counts, a shopper's order) goes
// through this one condition; the same rule for one product is `isExpired` in src/shared/alerts/rules.ts and `visibleSiPerime`.
import { sql } from 'drizzle-orm';
import { products } from '@/server/db/schema';
import { dakarToday } from '@/shared/alerts/rules';

/**
 * True for a product shoppers may see today. `today` is Dakar's calendar day, from the server's clock, so that the
 * midnight invalidation (./expiry-timer.ts) and the reads agree on when a day ends.
 */
export function visibleToShoppers(today: string = dakarToday()) {
  return sql<boolean>`(not ${products.brouillon} and (${products.datePeremption} is null or ${products.datePeremption} >= ${today}::date or ${products.visibleSiPerime}))`;
}
