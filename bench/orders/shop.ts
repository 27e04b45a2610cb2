// The shop both orders benches order from (bench/README.md, "Orders"): on a catalogue already generated, products on
// sale whose stock is not tracked, one of them made tracked, one given two variants (docs/product.md, "Variants") of
// which one is tracked, the delivery zones, and an administrator's access token for the confirmations.
import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { admins, deliveryZones, products, productVariants, sessions } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/accounts/access-tokens';

export async function orderingShop(db: DatabaseHandle['db'], trackedStock: number) {
  const orderable = await db
    .select({ id: products.id, nom: products.nom, prix: products.prixApresPromotion })
    .from(products)
    .where(and(isNull(products.stock), eq(products.enRupture, false)))
    .limit(20);
  const [tracked] = await db.update(products).set({ stock: trackedStock }).where(eq(products.id, orderable[1].id)).returning({ id: products.id });
  // The variant's stock is taken by the confirmations; the database's trigger then brings the product's own up to date.
  await db
    .update(products)
    .set({ options: [{ nom: 'Taille', valeurs: ['250 g', '1 kg'] }] })
    .where(eq(products.id, orderable[2].id));
  const [variant] = await db
    .insert(productVariants)
    .values([
      { productId: orderable[2].id, valeurs: ['250 g'], nom: '250 g', prix: 6_000, stock: trackedStock, position: 0 },
      { productId: orderable[2].id, valeurs: ['1 kg'], nom: '1 kg', prix: 20_000, stock: null, position: 1 },
    ])
    .returning({ id: productVariants.id });
  const zones = await db.select({ id: deliveryZones.id, nom: deliveryZones.nom, frais: deliveryZones.frais, delai: deliveryZones.delai }).from(deliveryZones);
  const [admin] = await db.insert(admins).values({ email: 'bench@boutique.test', nom: 'Bench', prenom: 'Admin', emailVerifie: true }).returning({ id: admins.id });
  const [session] = await db.insert(sessions).values({ adminId: admin.id }).returning({ id: sessions.id });
  const token = await signAccessToken({ adminId: admin.id, sessionId: session.id, role: 'admin' });
  return { orderable, tracked, variant, zones, plateau: zones.find((zone) => zone.nom === 'Plateau'), token };
}
