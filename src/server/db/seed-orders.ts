// The demo catalogue's orders (docs/product.md §7): a dozen orders over the last three weeks, in every status, so
// that the inbox, an order's page and the dashboard's figures and chart show something on a new shop. Written in
// the catalogue's own transaction by the rules every order follows: references from the month's counter
// (docs/decisions/019-order-statuses-and-references.md), the products' names and prices copied into the lines,
// the zone's name, delay and fee copied into the order, the stock taken for every order confirmed
// (docs/decisions/020-stock-taken-on-confirmation.md), a history of events; the per-status and per-day counts are
// the triggers' (migration 0009), as for any order.
import { inArray, sql } from 'drizzle-orm';
import { takeOrderStock } from '@/server/services/orders/order-stock';
import { orderAmounts } from '@/server/services/orders/price-lines';
import { SEED_ZONES } from '@/server/services/zones/seed-zones';
import { salePrice } from '@/shared/orders/pricing';
import type { Executor } from './client';
import { lineName } from '@/shared/catalog/variants';
import { deliveryZones, orderEvents, orders, orderLines, products, productVariants } from './schema';
import { SEED_ORDERS, type SeedOrder } from './seed-data';

const HOUR = 3_600_000;
/** Who the history names for the administrators' steps: no account exists yet when the demo is seeded. */
const DEMO_ACTOR = 'Administrateur (démo)';

type Status = SeedOrder['statut'];
const CONFIRMED: ReadonlySet<Status> = new Set(['confirmee', 'en_livraison', 'livree']);
const SHIPPED: ReadonlySet<Status> = new Set(['en_livraison', 'livree']);

/** When each step of the order happened: an hour to confirm it, the next day on the road, delivered that evening. */
function stamps(order: SeedOrder, createdAt: Date) {
  const at = (hours: number) => new Date(createdAt.getTime() + hours * HOUR);
  const confirmeeLe = CONFIRMED.has(order.statut) ? at(1) : null;
  const expedieeLe = SHIPPED.has(order.statut) ? at(18) : null;
  const livreeLe = order.statut === 'livree' ? at(26) : null;
  const annuleeLe = order.statut === 'annulee' ? at(30) : null;
  // Wave and Orange Money are paid before the delivery; cash at the door.
  const payeeLe = !order.paiement ? null : order.paiement === 'especes' ? livreeLe : at(1.5);
  const last = [createdAt, confirmeeLe, expedieeLe, livreeLe, annuleeLe, payeeLe].filter((date): date is Date => date !== null);
  return { confirmeeLe, expedieeLe, livreeLe, annuleeLe, payeeLe, updatedAt: new Date(Math.max(...last.map((date) => date.getTime()))) };
}

/** 'CMD-AAMM-NNNN', as the order's statement writes it. */
const reference = (month: string, number: number) => `CMD-${month}-${String(number).padStart(4, '0')}`;

/** Dakar's month ('AAMM'): Dakar is on UTC all year. */
const monthOf = (date: Date) => date.toISOString().slice(2, 7).replace('-', '');

export async function seedDemoOrders({ tx, now }: { tx: Executor; now: number }): Promise<number> {
  const wanted = [...new Set(SEED_ORDERS.flatMap((order) => order.lignes.map((line) => line.produit)))];
  const found = await tx
    .select({ id: products.id, nom: products.nom, prix: products.prix, prixApresPromotion: products.prixApresPromotion })
    .from(products)
    .where(inArray(products.nom, wanted));
  const productByName = new Map(found.map((product) => [product.nom, product]));
  const variants = await tx
    .select({ id: productVariants.id, productId: productVariants.productId, nom: productVariants.nom, reference: productVariants.reference, prix: productVariants.prix, prixApresPromotion: productVariants.prixApresPromotion })
    .from(productVariants)
    .where(inArray(productVariants.productId, found.map((product) => product.id)));
  const zones = await tx.select({ id: deliveryZones.id, nom: deliveryZones.nom, frais: deliveryZones.frais, delai: deliveryZones.delai }).from(deliveryZones);
  const zoneByName = new Map(zones.map((zone) => [zone.nom, zone]));

  // Oldest first, so that the references follow the dates.
  const planned = SEED_ORDERS.map((order) => ({ order, createdAt: new Date(now - order.ilYA * HOUR) })).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // The month's counter gives each month's orders their numbers in one statement, as it gives an order its own.
  const references: string[] = [];
  const months = [...new Set(planned.map(({ createdAt }) => monthOf(createdAt)))];
  for (const month of months) {
    const count = planned.filter(({ createdAt }) => monthOf(createdAt) === month).length;
    const result = await tx.execute(sql`
      insert into order_counters (mois, dernier) values (${month}, ${count})
      on conflict (mois) do update set dernier = order_counters.dernier + excluded.dernier
      returning dernier`);
    const [{ dernier }] = (result as unknown as { rows: { dernier: number }[] }).rows;
    for (let index = 0; index < count; index += 1) references.push(reference(month, dernier - count + 1 + index));
  }

  const rows = planned.map(({ order, createdAt }, index) => {
    const lines = order.lignes.map((line) => {
      const product = productByName.get(line.produit);
      if (!product) throw new Error(`demo order: no product named ${line.produit}`);
      if (!line.variante) return { product, variant: null, quantite: line.quantite };
      const variant = variants.find((v) => v.productId === product.id && v.nom === line.variante);
      if (!variant) throw new Error(`demo order: no variant ${line.variante} of ${line.produit}`);
      return { product, variant, quantite: line.quantite };
    });
    // A zone deleted by hand before the demo was seeded is still named on the order, as a deleted zone is.
    const seeded = SEED_ZONES.find((zone) => zone.nom === order.zone);
    const zone = order.zone ? (zoneByName.get(order.zone) ?? (seeded ? { id: null, nom: seeded.nom, frais: seeded.frais, delai: seeded.delai } : null)) : null;
    const fraisLivraison = zone ? zone.frais : null;
    const when = stamps(order, createdAt);
    return {
      order,
      lines,
      when,
      values: {
        reference: references[index],
        statut: order.statut,
        source: order.source,
        zoneId: zone?.id ?? null,
        zoneNom: zone?.nom ?? null,
        zoneDelai: zone?.delai ?? null,
        fraisLivraison,
        ...orderAmounts(
          lines.map((line) => ({ prixUnitaire: salePrice(line.variant ?? line.product), quantite: line.quantite })),
          fraisLivraison,
        ),
        pointDeRepere: order.pointDeRepere ?? null,
        clientNom: order.client?.nom ?? null,
        clientTelephone: order.client?.telephone ?? null,
        payee: order.paiement !== undefined,
        paiementMethode: order.paiement ?? null,
        payeeLe: when.payeeLe,
        motifAnnulation: order.motifAnnulation ?? null,
        stockPris: CONFIRMED.has(order.statut),
        confirmeeLe: when.confirmeeLe,
        expedieeLe: when.expedieeLe,
        livreeLe: when.livreeLe,
        annuleeLe: when.annuleeLe,
        createdAt,
        updatedAt: when.updatedAt,
      },
    };
  });

  const inserted = await tx.insert(orders).values(rows.map((row) => row.values)).returning({ id: orders.id, reference: orders.reference });
  const idOf = new Map(inserted.map((row) => [row.reference, row.id]));

  await tx.insert(orderLines).values(
    rows.flatMap((row) =>
      row.lines.map((line, position) => ({
        orderId: idOf.get(row.values.reference) as string,
        productId: line.product.id,
        nom: lineName(line.product.nom, line.variant?.nom),
        variantId: line.variant?.id ?? null,
        variante: line.variant?.nom ?? null,
        reference: line.variant?.reference ?? null,
        prixUnitaire: salePrice(line.variant ?? line.product),
        quantite: line.quantite,
        position,
      })),
    ),
  );

  await tx.insert(orderEvents).values(
    rows.flatMap(({ order, when, values }) => {
      const orderId = idOf.get(values.reference) as string;
      const step = (type: typeof orderEvents.$inferInsert.type, createdAt: Date | null, more: Partial<typeof orderEvents.$inferInsert> = {}) =>
        createdAt ? [{ orderId, type, actorName: DEMO_ACTOR, createdAt, ...more }] : [];
      const events = [
        { orderId, type: 'creation', vers: 'nouvelle' as const, actorName: order.source === 'admin' ? DEMO_ACTOR : null, details: { source: order.source }, createdAt: values.createdAt },
        ...step('confirmation', when.confirmeeLe, { de: 'nouvelle', vers: 'confirmee' }),
        ...step('expedition', when.expedieeLe, { de: 'confirmee', vers: 'en_livraison' }),
        ...step('livraison', when.livreeLe, { de: 'en_livraison', vers: 'livree' }),
        ...step('annulation', when.annuleeLe, { de: 'nouvelle', vers: 'annulee', details: { motif: order.motifAnnulation, stockRendu: false } }),
        ...step('paiement', when.payeeLe, { details: { payee: true, methode: order.paiement, reference: null } }),
      ];
      return events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    }),
  );

  // The confirmed orders' quantities come out of the products' stock by the confirmation's own rule, each movement
  // dated by its order's confirmation.
  for (const { values } of rows) {
    if (!CONFIRMED.has(values.statut)) continue;
    await takeOrderStock({ tx, orderId: idOf.get(values.reference) as string, actor: null });
  }
  await tx.execute(sql`
    update stock_movements set created_at = orders.confirmee_le
    from orders where stock_movements.order_id = orders.id and orders.confirmee_le is not null`);
  return rows.length;
}
