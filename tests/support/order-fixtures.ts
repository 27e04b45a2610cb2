// A small catalogue and zones for the orders' tests, made through the API as an administrator would, and the
// bodies a shopper's cart sends.
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { activityLog, orderCounters, orderEvents, orderLines, orders, stockMovements } from '@/server/db/schema';
import type { DeliveryZone } from '@/shared/orders/answers';
import type { Product } from '@/shared/catalog/answers';
import type { TestAdmin, TestBackend } from './harness';

export interface OrderCatalogue {
  admin: TestAdmin;
  categoryId: string;
  /** By a short name: `whey` (25 000, stock 10), `promo` (10 000 at −20 %, stock 5), `libre` (untracked), `rupture` (flagged), `dernier` (stock 1). */
  products: Record<'whey' | 'promo' | 'libre' | 'rupture' | 'dernier', Product>;
  zones: Record<'plateau' | 'autre' | 'fermee', DeliveryZone>;
}

export async function createProduct(backend: TestBackend, admin: TestAdmin, categoryId: string, fields: Record<string, unknown>): Promise<Product> {
  const answer = await backend.call('POST', '/produits', { token: admin.token, json: { typeProduit: categoryId, ...fields } });
  if (answer.status !== 201) throw new Error(`product refused (${answer.status}): ${answer.body.message}`);
  return answer.body.data;
}

export async function createZone(backend: TestBackend, admin: TestAdmin, fields: Record<string, unknown>): Promise<DeliveryZone> {
  const answer = await backend.call('POST', '/zones', { token: admin.token, json: fields });
  if (answer.status !== 201) throw new Error(`zone refused (${answer.status}): ${answer.body.message}`);
  return answer.body.data;
}

export async function orderCatalogue(backend: TestBackend): Promise<OrderCatalogue> {
  const admin = await backend.createAdmin({ role: 'admin', prenom: 'Awa', nom: 'Diop' });
  const category = await backend.call('POST', '/types', { token: admin.token, json: { nom: `Compléments ${randomUUID().slice(0, 6)}` } });
  const categoryId = category.body.data._id;
  const product = (fields: Record<string, unknown>) => createProduct(backend, admin, categoryId, fields);
  return {
    admin,
    categoryId,
    products: {
      whey: await product({ nom: 'Whey protéine vanille 2 lb', prix: 25_000, stock: 10 }),
      promo: await product({ nom: 'Vitamine C 1000 mg', prix: 10_000, pourcentPromotion: 20, stock: 5 }),
      libre: await product({ nom: 'Curcuma bio', prix: 3_500 }),
      rupture: await product({ nom: 'Collagène marin', prix: 18_000, enRupture: true, stock: 4 }),
      dernier: await product({ nom: 'Oméga 3 triple force', prix: 12_000, stock: 1 }),
    },
    zones: {
      plateau: await createZone(backend, admin, { nom: `Plateau ${randomUUID().slice(0, 4)}`, frais: 1500, delai: '24h', position: 10 }),
      autre: await createZone(backend, admin, { nom: `Autre quartier ${randomUUID().slice(0, 4)}`, frais: null, position: 90 }),
      fermee: await createZone(backend, admin, { nom: `Rufisque ${randomUUID().slice(0, 4)}`, frais: 4000, actif: false, position: 50 }),
    },
  };
}

/** A fresh idempotency key, as the storefront makes one per press of the button. */
export const newKey = () => randomUUID();

export const line = (product: { _id: string }, quantite = 1) => ({ produitId: product._id, quantite });

/** What the orders' tables hold: a refused order must leave them as they were. */
export async function orderTableCounts(backend: TestBackend) {
  const of = async (table: typeof orders | typeof orderLines | typeof orderEvents | typeof orderCounters | typeof stockMovements | typeof activityLog) =>
    (await backend.db.select({ n: count() }).from(table))[0].n;
  return {
    orders: await of(orders),
    lines: await of(orderLines),
    events: await of(orderEvents),
    counters: (await backend.db.select().from(orderCounters)).map((row) => `${row.mois}:${row.dernier}`).join(','),
    movements: await of(stockMovements),
    activity: await of(activityLog),
  };
}
