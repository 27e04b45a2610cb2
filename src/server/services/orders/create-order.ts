// POST /commandes (the shopper's 'Commander via WhatsApp') and POST /commandes/admin ('Nouvelle commande'): an
// order priced by the orders' pricing (src/shared/orders/pricing.ts) from the database's prices, and recorded in one
// statement (docs/decisions/019-order-statuses-and-references.md): it locks the products, and only when every line
// can be ordered at the prices the order was priced with takes the reference from the month's counter and writes the
// order with the amounts it is given, its lines, its first event and the activity log's entry. One statement, so one
// transaction: an order refused or failed takes nothing, its reference number included; and on PGlite, which serves
// one statement at a time, an order waits for its turn once — twice when a product's price changed since an order
// last read it (or the process has not read it yet), the second priced with what the first read.
import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db/client';
import { isForeignKeyViolation } from '@/server/db/errors';
import { orderLines, orders } from '@/server/db/schema';
import type { Actor } from '@/server/services/activity/log-activity';
import { visibleToShoppers } from '@/server/services/catalog/visibility';
import { invalidField, refused } from '@/server/services/errors';
import { ORDER_REFUSALS } from './refusals';
import { readShopSettings } from '@/server/services/settings/cached-settings';
import { readActiveZones } from '@/server/services/zones/cached-zones';
import { findZone } from '@/server/services/zones/get-zone';
import { ORDER_ACTIVITY_TITLES, ORDER_MESSAGES } from '@/shared/orders/messages';
import { paymentInstructions, SETTINGS_MESSAGES } from '@/shared/settings/rules';
import { type AdminOrderInput, ORDER_LIMITS, type OrderSource, orderLineKey, type PublicOrderInput } from '@/shared/orders/schemas';
import type { DeliveryZone, PublicOrder } from '@/shared/orders/answers';
import { orderPageUrl } from '@/shared/orders/order-page';
import { type OrderAmounts, priceOrder, salePrice } from '@/shared/orders/pricing';
import { VARIANT_NAME_SEPARATOR } from '@/shared/catalog/variants';
import { actorName, lineColumns, toOrderLine } from './order-dto';
import { type PricedLine, priceLine, type VariantState, withinTotalMax } from './price-lines';

export interface CreatedOrder {
  id: string;
  /** False when the idempotency key named an order recorded before: that order, unchanged. */
  created: boolean;
  order: PublicOrder;
}

type Input = (PublicOrderInput & { source: 'site' }) | (AdminOrderInput & { source: 'admin' });

/** The zone an order names: for a shopper, among the zones offered now (from the cache); for an administrator, any zone. */
async function chosenZone(zoneId: string | null, source: OrderSource): Promise<DeliveryZone | null> {
  if (!zoneId) return null;
  const zone = source === 'site' ? (await readActiveZones()).find((candidate) => candidate._id === zoneId) : await findZone({ id: zoneId });
  if (!zone) throw refused(ORDER_REFUSALS.zoneUnknown);
  return zone;
}

/**
 * A line as the statement read its product (`found` null: no such product, or one a shopper cannot order) and the
 * variant it names (`variant` null: none, or no such variant).
 */
interface ReadLine {
  position: number;
  found: string | null;
  nom: string | null;
  prix: number | null;
  prixApresPromotion: number | null;
  stock: number | null;
  enRupture: boolean | null;
  aVariantes: boolean | null;
  variant: VariantState | null;
  quantite: number;
}

interface StatementRow {
  id: string | null;
  reference: string | null;
  code: string | null;
  created_at: Date | string | null;
  lignes: ReadLine[] | string;
}

/**
 * The prices a product, or a variant, was last read with by an order's statement (by `orderLineKey`): the order
 * prices with them before its statement checks them.
 */
type SeenPrices = { prix: number; prixApresPromotion: number };
const lastSeen = new Map<string, SeenPrices>();
const SEEN_MAX = 10_000;

function remember(input: Input, lines: readonly ReadLine[]): void {
  if (lastSeen.size > SEEN_MAX) lastSeen.clear();
  for (const line of lines) {
    const wanted = input.lignes[line.position];
    const sold = wanted.varianteId ? line.variant : line;
    if (line.found && sold && sold.prix !== null && sold.prixApresPromotion !== null) {
      lastSeen.set(orderLineKey(wanted), { prix: sold.prix, prixApresPromotion: sold.prixApresPromotion });
    }
  }
}

/** An order's statement writes only when the products it locked have the prices the order was priced with: else it is priced again. */
const ATTEMPTS = 3;

export async function createOrder({ actor, input }: { actor: Actor | null; input: Input }): Promise<CreatedOrder> {
  const key = input.idempotencyKey ?? null;
  try {
    return await recordOrder(actor, input, key);
  } catch (error) {
    // A key that recorded an order is answered with that order whatever its retry meets: a shopper retrying after a
    // lost answer is told the order the shop holds, even once its product ran out, was deleted or its zone retired,
    // and the same key twice at once stores one. Looked up only then, a new order waits for one statement, not two.
    const existing = key ? await publicOrderByKey(key).catch(() => null) : null;
    if (existing) return { ...existing, created: false };
    throw error;
  }
}

async function recordOrder(actor: Actor | null, input: Input, key: string | null): Promise<CreatedOrder> {
  const [zone, settings] = await Promise.all([chosenZone(input.zoneId, input.source), readShopSettings()]);
  // A fee an administrator typed is theirs; else the zone's, made free from the shop's threshold (docs/product.md,
  // "Shop settings"), by the orders' pricing, which the cart follows too.
  const typedFee = input.source === 'admin' && input.fraisLivraison !== null;
  const pricing = {
    zone: typedFee ? { frais: input.fraisLivraison as number } : zone,
    freeFrom: typedFee ? null : settings.livraisonOfferteDes,
    // The minimum order holds for the shopper's cart; an administrator recording an order agreed with a customer may go below it.
    minimum: input.source === 'site' ? settings.commandeMinimum : null,
  };

  for (let attempt = 1; ; attempt += 1) {
    // Priced with the prices last seen (a product not seen yet is priced 0 and makes the statement write nothing).
    const seen = input.lignes.map((line) => lastSeen.get(orderLineKey(line)));
    const priced = input.lignes.map((line, index) => ({ prixUnitaire: seen[index] ? salePrice(seen[index]) : 0, quantite: line.quantite }));
    const amounts = priceOrder({ lines: priced, ...pricing });
    const writable = seen.every(Boolean) && amounts.manquant === 0 && amounts.total <= ORDER_LIMITS.orderTotalMax;
    // The same key again, while or after the first was stored, fails on its uniqueness: createOrder answers that order.
    const row: StatementRow = await recordingStatement({ actor, input, key, zone, seen, priced, amounts, writable });
    const read: ReadLine[] = typeof row.lignes === 'string' ? JSON.parse(row.lignes) : row.lignes;
    remember(input, read);

    // The lines as read, priced by the rules of one line: the first refused line says why nothing was written.
    const lines: PricedLine[] = read.map((line) =>
      priceLine({
        index: line.position,
        line: { ...input.lignes[line.position], quantite: line.quantite },
        product: line.found
          ? {
              id: line.found,
              nom: line.nom as string,
              prix: line.prix as number,
              prixApresPromotion: line.prixApresPromotion as number,
              stock: line.stock,
              enRupture: Boolean(line.enRupture),
              aVariantes: Boolean(line.aVariantes),
            }
          : undefined,
        variant: line.variant ?? undefined,
      }),
    );
    if (row.id && row.reference && row.code && row.created_at) {
      return {
        id: row.id,
        created: true,
        order: publicOrder({ reference: row.reference, code: row.code, createdAt: new Date(row.created_at), lines, zone, ...amounts, paiement: paymentInstructions(settings) }),
      };
    }
    const fresh = withinTotalMax(priceOrder({ lines, ...pricing }));
    if (pricing.minimum !== null && fresh.manquant > 0) throw invalidField('lignes', SETTINGS_MESSAGES.orderBelowMinimum(pricing.minimum));
    // Every line can be ordered at the prices just read, which differ from those the order was priced with.
    if (attempt === ATTEMPTS) throw new Error('order neither recorded nor refused');
  }
}

/**
 * The one statement that records an order (docs/decisions/019-order-statuses-and-references.md): it locks the
 * products, checks that each line can be ordered at the prices it was priced with, and only then takes the
 * reference and inserts the amounts it is given. It answers the lines as it read them, written or not.
 */
async function recordingStatement({
  actor,
  input,
  key,
  zone,
  seen,
  priced,
  amounts,
  writable,
}: {
  actor: Actor | null;
  input: Input;
  key: string | null;
  zone: DeliveryZone | null;
  seen: readonly (SeenPrices | undefined)[];
  priced: readonly { prixUnitaire: number }[];
  amounts: OrderAmounts;
  writable: boolean;
}): Promise<StatementRow> {
  const db = getDb();
  const client = input.source === 'admin' ? { nom: input.client.nom ?? null, telephone: input.client.telephone ?? null } : { nom: null, telephone: null };
  const who = actorName(actor);
  const wanted = sql.join(
    input.lignes.map(
      (line, position) =>
        sql`(${line.produitId}::uuid, ${line.varianteId}::uuid, ${line.quantite}::integer, ${position}::integer, ${seen[position]?.prix ?? null}::integer, ${seen[position]?.prixApresPromotion ?? null}::integer, ${priced[position].prixUnitaire}::integer)`,
    ),
    sql`, `,
  );
  // A shopper orders only what the storefront shows: a draft or a hidden expired product is an unknown product
  // (docs/product.md, "Drafts, thresholds and expiry dates"); an administrator's order may name any product.
  const shopperSees = input.source === 'admin' ? sql`true` : visibleToShoppers();
  try {
    // Every line must name a product that exists, is not flagged out of stock, has (when its stock is tracked) at
    // least the quantity, and the base price and price after promotion the order was priced with; and the amounts
    // must be within the order's rules (`writable`). Otherwise nothing is written and the lines as read are
    // answered, for the refusal to be told (`priceLine`) or the order priced again.
    // Dakar is on UTC all year, without daylight saving: the month of `now()` in UTC is the month in Dakar.
    // The counter's row stays locked until this statement commits: concurrent orders take the next numbers in turn,
    // and a failed one gives its number back, so the month's references have neither gap nor duplicate.
    // Locks in one order for every writer (decision 020): the products first, in the order of their ids (the key-share
    // lock their lines' foreign keys would otherwise take at the statement's end, after the trigger had updated the
    // counts), then the counts. A confirmation locks the same products, then updates the counts: it waits for this
    // statement, or this one for it, and never both for each other.
    const result = await db.execute(sql`
      with wanted (product_id, variant_id, quantite, position, prix, prix_apres_promotion, prix_unitaire) as (values ${wanted}),
      locked as (
        select products.id, products.nom, products.prix, products.prix_apres_promotion, products.stock, products.en_rupture,
          exists (select 1 from product_variants where product_variants.product_id = products.id) as a_variantes
        from products where products.id in (select product_id from wanted) and ${shopperSees}
        order by products.id for key share
      ), locked_variants as (
        select product_variants.id, product_variants.product_id, product_variants.nom, product_variants.reference,
          product_variants.prix, product_variants.prix_apres_promotion, product_variants.stock, product_variants.en_vente
        from product_variants where product_variants.id in (select variant_id from wanted)
        order by product_variants.id for key share
      ), read as (
        select wanted.position, wanted.quantite, wanted.prix_unitaire, wanted.variant_id, locked.id as found, locked.nom, locked.prix,
          locked.prix_apres_promotion, locked.stock, locked.en_rupture, locked.a_variantes,
          v.id as v_id, v.product_id as v_product_id, v.nom as v_nom, v.reference as v_reference, v.prix as v_prix,
          v.prix_apres_promotion as v_prix_apres_promotion, v.stock as v_stock, v.en_vente as v_en_vente,
          case when wanted.variant_id is null
            then coalesce(locked.prix = wanted.prix and locked.prix_apres_promotion = wanted.prix_apres_promotion, false)
            else coalesce(v.prix = wanted.prix and v.prix_apres_promotion = wanted.prix_apres_promotion, false) end as as_priced
        from wanted left join locked on locked.id = wanted.product_id left join locked_variants v on v.id = wanted.variant_id
      ), checked as (
        -- A line of a product without variants takes the product's stock; a line of a product with variants, one of
        -- its variants on sale and that variant's stock.
        select coalesce(bool_and(found is not null and as_priced and case when variant_id is null
          then not a_variantes and not en_rupture and (stock is null or stock >= quantite) and stock is distinct from 0
          else a_variantes and v_id is not null and v_product_id = found and v_en_vente and (v_stock is null or v_stock >= quantite)
            and v_stock is distinct from 0 end), false) as orderable
        from read
      ), counter as (
        insert into order_counters (mois, dernier)
        select to_char(now() at time zone 'UTC', 'YYMM'), 1 from checked
        where orderable and ${writable}::boolean
        on conflict (mois) do update set dernier = order_counters.dernier + 1
        returning mois, dernier
      ), created as (
        insert into orders (reference, source, idempotency_key, zone_id, zone_nom, zone_delai, frais_livraison, sous_total, total,
          nb_articles, nb_lignes, point_de_repere, note, client_nom, client_telephone, created_by)
        select 'CMD-' || mois || '-' || lpad(dernier::text, greatest(4, length(dernier::text)), '0'),
          ${input.source}::order_source, ${key}::text, ${zone?._id ?? null}::uuid, ${zone?.nom ?? null}::text, ${zone?.delai ?? null}::text,
          ${amounts.fraisLivraison}::integer, ${amounts.sousTotal}::integer, ${amounts.total}::integer, ${amounts.nbArticles}::integer,
          ${amounts.nbLignes}::integer, ${input.pointDeRepere}::text, ${input.note}::text, ${client.nom}::text, ${client.telephone}::text,
          ${actor?.id ?? null}::uuid
        from counter
        returning id, reference, code, created_at
      ), lines as (
        insert into order_lines (order_id, product_id, variant_id, nom, variante, reference, prix_unitaire, quantite, position)
        select created.id, read.found, read.v_id, coalesce(read.nom || ${VARIANT_NAME_SEPARATOR}::text || read.v_nom, read.nom), read.v_nom,
          read.v_reference, read.prix_unitaire, read.quantite, read.position
        from created, read
      ), event as (
        insert into order_events (order_id, type, vers, actor_id, actor_name, details)
        select created.id, 'creation', 'nouvelle', ${actor?.id ?? null}::uuid, ${who}::text, ${JSON.stringify({ source: input.source })}::jsonb
        from created
      ), activity as (
        insert into activity_log (actor_id, actor_name, action, entity_type, entity_id, title, subtitle)
        select ${actor?.id ?? null}::uuid, ${who}::text, 'order.create', 'order', created.id::text,
          ${input.source === 'admin' ? ORDER_ACTIVITY_TITLES.createdByAdmin : ORDER_ACTIVITY_TITLES.created}::text, created.reference
        from created
      )
      select created.id, created.reference, created.code, created.created_at,
        (select json_agg(json_build_object('position', position, 'found', found, 'nom', nom, 'prix', prix,
          'prixApresPromotion', prix_apres_promotion, 'stock', stock, 'enRupture', en_rupture, 'aVariantes', a_variantes,
          'variant', case when v_id is null then null else json_build_object('id', v_id, 'productId', v_product_id, 'nom', v_nom,
            'reference', v_reference, 'prix', v_prix, 'prixApresPromotion', v_prix_apres_promotion, 'stock', v_stock, 'enVente', v_en_vente) end,
          'quantite', quantite) order by position) from read) as lignes
      from (select 1) as always left join created on true`);
    return (result as unknown as { rows: StatementRow[] }).rows[0];
  } catch (error) {
    // A product or the zone deleted meanwhile (PostgreSQL: between this statement's snapshot and its writes).
    if (isForeignKeyViolation(error, 'orders_zone_id_delivery_zones_id_fk')) throw refused(ORDER_REFUSALS.zoneUnknown);
    if (isForeignKeyViolation(error)) throw invalidField('lignes', ORDER_MESSAGES.productUnknown);
    throw error;
  }
}

function publicOrder(order: {
  reference: string;
  code: string;
  createdAt: Date;
  lines: readonly PricedLine[];
  sousTotal: number;
  total: number;
  fraisLivraison: number | null;
  zone: { _id: string | null; nom: string; delai: string | null } | null;
  paiement: string[];
}): PublicOrder {
  return {
    reference: order.reference,
    lienSuivi: orderPageUrl(getConfig().publicUrl, order.code),
    lignes: order.lines.map(toOrderLine),
    sousTotal: order.sousTotal,
    fraisLivraison: order.fraisLivraison,
    total: order.total,
    zone: order.zone ? { _id: order.zone._id, nom: order.zone.nom, delai: order.zone.delai } : null,
    createdAt: order.createdAt.toISOString(),
    paiement: order.paiement,
  };
}

/** The order an idempotency key recorded, as its shopper was first answered. */
async function publicOrderByKey(key: string): Promise<Omit<CreatedOrder, 'created'> | null> {
  const db = getDb();
  const [found] = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      code: orders.code,
      createdAt: orders.createdAt,
      sousTotal: orders.sousTotal,
      total: orders.total,
      fraisLivraison: orders.fraisLivraison,
      zoneId: orders.zoneId,
      zoneNom: orders.zoneNom,
      zoneDelai: orders.zoneDelai,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key))
    .limit(1);
  if (!found) return null;
  const lines = await db
    .select(lineColumns(orderLines))
    .from(orderLines)
    .where(eq(orderLines.orderId, found.id))
    .orderBy(asc(orderLines.position));
  return {
    id: found.id,
    order: publicOrder({
      ...found,
      lines,
      zone: found.zoneNom ? { _id: found.zoneId, nom: found.zoneNom, delai: found.zoneDelai } : null,
      paiement: paymentInstructions(await readShopSettings()),
    }),
  };
}
