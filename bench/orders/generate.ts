// The orders of a shop's inbox for the orders benchmark (./run.ts): deterministic, so that every run measures the
// same data.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { orderLines, orders } from '@/server/db/schema';
import { orderAmounts } from '@/server/services/orders/price-lines';
import { formatOrderReference } from '@/shared/orders/schemas';

/** A deterministic pseudo-random sequence: every run measures the same orders. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const FIRST_NAMES = ['Awa', 'Fatou', 'Aminata', 'Khady', 'Mariama', 'Ndeye', 'Aïssatou', 'Moussa', 'Mamadou', 'Ousmane', 'Cheikh', 'Ibrahima', 'Abdoulaye', 'Modou', 'Babacar', 'Seynabou'];
const LAST_NAMES = ['Diop', 'Ndiaye', 'Fall', 'Sow', 'Ba', 'Gueye', 'Diallo', 'Faye', 'Sarr', 'Mbaye', 'Cissé', 'Thiam', 'Seck', 'Kane', 'Sy', 'Niang'];

/**
 * `count` orders over the last 120 days, as a shop's inbox holds them: customers with Senegalese phones, a tenth
 * still new (some for more than 72 hours), most delivered and paid, some cancelled; one to three lines each. The
 * references follow each month's counter, which ends where the month's orders do.
 */
export async function generateOrders({
  db,
  count,
  products: productIds,
  zones,
}: {
  db: Db;
  count: number;
  products: { id: string; nom: string; prix: number }[];
  zones: { id: string; nom: string; frais: number | null; delai: string | null }[];
}): Promise<void> {
  const random = sequence(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const now = Date.now();
  const moments = Array.from({ length: count }, () => now - Math.floor(random() * 120 * 86_400_000)).sort((a, b) => a - b);
  const counters = new Map<string, number>();
  const batch = 1_000;
  for (let start = 0; start < moments.length; start += batch) {
    const rows: (typeof orders.$inferInsert)[] = [];
    const lines: (typeof orderLines.$inferInsert)[] = [];
    for (const at of moments.slice(start, start + batch)) {
      const createdAt = new Date(at);
      const month = createdAt.toISOString().slice(2, 7).replace('-', '');
      const counter = (counters.get(month) ?? 0) + 1;
      counters.set(month, counter);
      const id = randomUUID();
      const orderLinesOf = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, position) => {
        const product = pick(productIds);
        return { orderId: id, productId: product.id, nom: product.nom, prixUnitaire: product.prix, quantite: 1 + Math.floor(random() * 3), position };
      });
      lines.push(...orderLinesOf);
      const roll = random();
      const age = now - at;
      const statut = age < 3 * 86_400_000 && roll < 0.5 ? 'nouvelle' : roll < 0.05 ? 'nouvelle' : roll < 0.12 ? 'confirmee' : roll < 0.18 ? 'en_livraison' : roll < 0.9 ? 'livree' : 'annulee';
      const zone = random() < 0.9 ? pick(zones) : null;
      const fraisLivraison = zone?.frais ?? null;
      const payee = statut === 'livree' ? random() < 0.95 : statut === 'en_livraison' || statut === 'confirmee' ? random() < 0.3 : false;
      rows.push({
        id,
        reference: formatOrderReference(month, counter),
        statut,
        source: random() < 0.9 ? 'site' : 'admin',
        zoneId: zone?.id ?? null,
        zoneNom: zone?.nom ?? null,
        zoneDelai: zone?.delai ?? null,
        fraisLivraison,
        ...orderAmounts(orderLinesOf, fraisLivraison),
        clientNom: statut === 'nouvelle' && random() < 0.5 ? null : `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
        clientTelephone: statut === 'nouvelle' && random() < 0.5 ? null : `+221${pick(['77', '78', '76', '70'])}${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`,
        payee,
        paiementMethode: payee ? pick(['wave', 'orange_money', 'especes'] as const) : null,
        payeeLe: payee ? createdAt : null,
        stockPris: statut === 'confirmee' || statut === 'en_livraison' || statut === 'livree',
        createdAt,
        updatedAt: createdAt,
      });
    }
    await db.insert(orders).values(rows);
    await db.insert(orderLines).values(lines);
  }
  for (const [mois, dernier] of counters) {
    await db.execute(sql`insert into order_counters (mois, dernier) values (${mois}, ${dernier}) on conflict (mois) do update set dernier = excluded.dernier`);
  }
  await db.execute(sql`ANALYZE`);
}

