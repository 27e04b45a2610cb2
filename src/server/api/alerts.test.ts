// GET /dashboard/alertes and the daily e-mail's choice (PUT /auth/profile/alertes): the four rules on a catalogue
// made for them — the product's own threshold, else the shop's default; 0 off; untracked stock never low; expiring
// from today to today + 30 days; expired before today; drafts left out — counted in one statement.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, admins, categories, products, productVariants, shopSettings } from '@/server/db/schema';
import { invalidateCatalogue } from '@/server/services/catalog/read-cache';
import { settingsWriteTags } from '@/server/services/settings/cached-settings';
import { getAlerts } from '@/server/services/alerts/get-alerts';
import { ALERT_SUMMARY_MESSAGES } from '@/shared/alerts/summary';
import { addDays, dakarToday } from '@/shared/alerts/rules';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { countQueries } from '@test/query-counter';

const t = useTestBackend();
let admin: TestAdmin;
let superAdmin: TestAdmin;

const today = dakarToday();
type ProductRow = typeof products.$inferInsert;

async function product(nom: string, fields: Partial<ProductRow>) {
  const [category] = await t().db.select({ id: categories.id }).from(categories).limit(1);
  await t().db.insert(products).values({ nom, prix: 1000, categoryId: category.id, ...fields });
}

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin' });
  superAdmin = await t().createAdmin({ role: 'SUPER_ADMIN' });
  await t().db.insert(categories).values({ nom: 'Vitamines et minéraux' });
  // The shop's default threshold is 5.
  await product('Bas par défaut', { stock: 3 });
  await product('Bas au seuil', { stock: 5 });
  await product('Au-dessus du seuil', { stock: 6 });
  await product('Bas par son seuil', { stock: 10, seuilStockBas: 12 });
  await product('Seuil désactivé', { stock: 2, seuilStockBas: 0 });
  await product('Stock non suivi', { stock: null, seuilStockBas: 5 });
  await product('Stock à zéro', { stock: 0 });
  await product('Marqué en rupture', { stock: 3, enRupture: true });
  await product('Se périme aujourd’hui', { datePeremption: today });
  await product('Se périme dans 30 jours', { datePeremption: addDays(today, 30) });
  await product('Se périme dans 31 jours', { datePeremption: addDays(today, 31) });
  await product('Périmé hier', { datePeremption: addDays(today, -1) });
  await product('Brouillon périmé en rupture', { brouillon: true, stock: 0, datePeremption: addDays(today, -3) });
});

const names = (data: { alertes: { type: string; produits: { nom: string }[] }[] }, type: string) =>
  data.alertes.find((group) => group.type === type)?.produits.map((p) => p.nom);

describe('GET /dashboard/alertes', () => {
  it('is for signed-in administrators of either role', async () => {
    expect(await t().call('GET', '/dashboard/alertes')).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    expect((await t().call('GET', '/dashboard/alertes', { token: superAdmin.token })).status).toBe(200);
  });

  it('counts and names the products of each rule, the most pressing first, drafts left out', async () => {
    const { status, body } = await t().call('GET', '/dashboard/alertes', { token: admin.token });
    expect(status).toBe(200);
    expect(body.message).toBe(ALERT_SUMMARY_MESSAGES.loaded);
    expect(body.data.jour).toBe(today);
    expect(body.data.seuilParDefaut).toBe(5);
    expect(body.data.alertes.map((group: { type: string; total: number }) => [group.type, group.total])).toEqual([
      ['stock-bas', 3],
      ['rupture', 2],
      ['peremption-proche', 2],
      ['perime', 1],
    ]);
    expect(names(body.data, 'stock-bas')).toEqual(['Bas par défaut', 'Bas au seuil', 'Bas par son seuil']);
    expect(names(body.data, 'rupture')).toEqual(['Marqué en rupture', 'Stock à zéro']);
    expect(names(body.data, 'peremption-proche')).toEqual(['Se périme aujourd’hui', 'Se périme dans 30 jours']);
    expect(names(body.data, 'perime')).toEqual(['Périmé hier']);
    const low = body.data.alertes[0].produits;
    expect(low[0]).toMatchObject({ _id: expect.any(String), stock: 3, seuilStockBas: 5, datePeremption: null });
    expect(low[2]).toMatchObject({ stock: 10, seuilStockBas: 12 });
    expect(body.data.alertes[3].produits[0]).toMatchObject({ datePeremption: addDays(today, -1), stock: null });
  });

  it("uses the shop's default threshold for products without their own, 0 turning it off", async () => {
    const off = await getAlerts({ defaultThreshold: 0 });
    expect(off.alertes[0]).toMatchObject({ total: 1, produits: [{ nom: 'Bas par son seuil' }] });
    const high = await getAlerts({ defaultThreshold: 6 });
    expect(high.alertes[0].produits.map((p) => p.nom)).toEqual(['Bas par défaut', 'Bas au seuil', 'Au-dessus du seuil', 'Bas par son seuil']);
  });

  it("reads the shop's default from its settings, as soon as they are saved", async () => {
    await t().db.insert(shopSettings).values({ id: 1, valeurs: { seuilStockBas: 0 } });
    invalidateCatalogue(t().db, settingsWriteTags());
    try {
      const { body } = await t().call('GET', '/dashboard/alertes', { token: admin.token });
      expect(body.data.seuilParDefaut).toBe(0);
      expect(body.data.alertes[0]).toMatchObject({ total: 1, produits: [{ nom: 'Bas par son seuil', seuilStockBas: 12 }] });
    } finally {
      await t().db.delete(shopSettings);
      invalidateCatalogue(t().db, settingsWriteTags());
    }
    expect((await t().call('GET', '/dashboard/alertes', { token: admin.token })).body.data.seuilParDefaut).toBe(5);
  });

  it('reads the day it is given (Dakar, UTC) and names at most the first few, counting them all', async () => {
    const tomorrow = await getAlerts({ now: new Date(`${addDays(today, 1)}T00:00:00Z`), examples: 1 });
    expect(tomorrow.jour).toBe(addDays(today, 1));
    // Today's date is expired tomorrow; the 31st day comes within the window.
    expect(tomorrow.alertes[2]).toMatchObject({ total: 2, produits: [{ nom: 'Se périme dans 30 jours' }] });
    expect(tomorrow.alertes[3]).toMatchObject({ total: 2, produits: [{ nom: 'Périmé hier' }] });
  });

  it('is one statement, however many products are concerned', async () => {
    const { queries } = await countQueries(t().db, () => getAlerts({ defaultThreshold: 5 }));
    expect(queries).toBe(1);
  });
});

describe('GET and PUT /auth/profile/alertes', () => {
  it("reads and saves one's own choice, and logs it", async () => {
    expect(await t().call('GET', '/auth/profile/alertes', { token: admin.token })).toMatchObject({
      status: 200,
      body: { message: ALERT_SUMMARY_MESSAGES.choiceLoaded, data: { alertesEmail: false, alertesHeure: 8 } },
    });
    const saved = await t().call('PUT', '/auth/profile/alertes', { token: admin.token, json: { alertesEmail: true, alertesHeure: 18 } });
    expect(saved).toMatchObject({ status: 200, body: { message: ALERT_SUMMARY_MESSAGES.choiceSaved, data: { alertesEmail: true, alertesHeure: 18 } } });
    const [row] = await t().db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row).toMatchObject({ alertesEmail: true, alertesHeure: 18 });
    // Nobody else's choice changed.
    const [other] = await t().db.select().from(admins).where(eq(admins.id, superAdmin.id));
    expect(other).toMatchObject({ alertesEmail: false, alertesHeure: 8 });
    const [entry] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'admin.alerts_update'), eq(activityLog.actorId, admin.id)));
    expect(entry).toMatchObject({ title: ALERT_SUMMARY_MESSAGES.activityTitle, subtitle: 'Chaque jour à 18 h' });
  });

  it('refuses an hour outside 0–23 or a missing choice with a French 400, storing nothing', async () => {
    for (const json of [{ alertesEmail: true, alertesHeure: 24 }, { alertesEmail: true, alertesHeure: -1 }, { alertesEmail: true, alertesHeure: 7.5 }, { alertesEmail: true, alertesHeure: '9' }]) {
      const refused = await t().call('PUT', '/auth/profile/alertes', { token: admin.token, json });
      expect(refused).toMatchObject({ status: 400, body: { code: 'validation_failed', message: ALERT_SUMMARY_MESSAGES.hourInvalid } });
      expect(refused.body.data.errors).toEqual({ alertesHeure: ALERT_SUMMARY_MESSAGES.hourInvalid });
    }
    const noChoice = await t().call('PUT', '/auth/profile/alertes', { token: admin.token, json: { alertesHeure: 9 } });
    expect(noChoice).toMatchObject({ status: 400, body: { message: ALERT_SUMMARY_MESSAGES.emailChoiceInvalid } });
    const [row] = await t().db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row).toMatchObject({ alertesEmail: true, alertesHeure: 18 });
  });

  it('needs a session', async () => {
    expect((await t().call('PUT', '/auth/profile/alertes', { json: { alertesEmail: true, alertesHeure: 8 } })).status).toBe(401);
    expect((await t().call('GET', '/auth/profile/alertes')).status).toBe(401);
  });
});

describe('the stock alerts of a product with variants', () => {
  let wheyId: string;

  beforeAll(async () => {
    const [category] = await t().db.select({ id: categories.id }).from(categories).limit(1);
    const options = [
      { nom: 'Saveur', valeurs: ['Chocolat', 'Vanille'] },
      { nom: 'Taille', valeurs: ['2 lb', '5 lb'] },
    ];
    const [whey] = await t()
      .db.insert(products)
      .values({ nom: 'Whey Gold Standard', prix: 30000, categoryId: category.id, options })
      .returning({ id: products.id });
    wheyId = whey.id;
    // Its own threshold is 4; the trigger makes the product row its variants' (stock 0 + 2 + 9 = 11 on sale).
    await t().db.update(products).set({ seuilStockBas: 4 }).where(eq(products.id, wheyId));
    const variant = (valeurs: string[], stock: number | null, enVente = true, position = 0) => ({
      productId: wheyId,
      valeurs,
      nom: valeurs.join(', '),
      prix: 30000,
      stock,
      enVente,
      position,
    });
    await t()
      .db.insert(productVariants)
      .values([
        variant(['Chocolat', '2 lb'], 9, true, 0),
        variant(['Chocolat', '5 lb'], 2, true, 1),
        variant(['Vanille', '2 lb'], 0, true, 2),
        // Not on sale: nobody's emergency, at 0 or low.
        variant(['Vanille', '5 lb'], 0, false, 3),
      ]);
  });

  it('names each variant low or out of stock, with its product and its own stock, and not the product itself', async () => {
    const { status, body } = await t().call('GET', '/dashboard/alertes', { token: admin.token });
    expect(status).toBe(200);
    const [low, out] = body.data.alertes;
    // The catalogue above had 3 low and 2 out.
    expect([low.total, out.total]).toEqual([4, 3]);
    expect(low.produits[0]).toMatchObject({
      _id: wheyId,
      nom: 'Whey Gold Standard — Chocolat, 5 lb',
      variante: 'Chocolat, 5 lb',
      varianteId: expect.any(String),
      stock: 2,
      seuilStockBas: 4,
    });
    expect(names(body.data, 'rupture')).toEqual(['Marqué en rupture', 'Stock à zéro', 'Whey Gold Standard — Vanille, 2 lb']);
    expect(names(body.data, 'stock-bas')).not.toContain('Whey Gold Standard');
    expect(names(body.data, 'rupture')).not.toContain('Whey Gold Standard — Vanille, 5 lb');
    // A product without variants is named as before.
    expect(low.produits[1]).toMatchObject({ nom: 'Bas par défaut', variante: null, varianteId: null, stock: 3 });
  });

  it("follows a variant's stock, and its product's threshold (0: off)", async () => {
    await t().db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.productId, wheyId));
    const restocked = await getAlerts({ defaultThreshold: 5 });
    expect(restocked.alertes[0].total).toBe(3);
    expect(restocked.alertes[1].total).toBe(2);
    await t().db.update(products).set({ seuilStockBas: 6 }).where(eq(products.id, wheyId));
    const higher = await getAlerts({ defaultThreshold: 5 });
    // Its three variants on sale at 5 are now low, each named.
    expect(higher.alertes[0].total).toBe(6);
    expect(higher.alertes[0].produits.filter((p) => p._id === wheyId).map((p) => p.nom)).toEqual([
      'Whey Gold Standard — Chocolat, 2 lb',
      'Whey Gold Standard — Chocolat, 5 lb',
      'Whey Gold Standard — Vanille, 2 lb',
    ]);
    await t().db.update(products).set({ seuilStockBas: 0 }).where(eq(products.id, wheyId));
    expect((await getAlerts({ defaultThreshold: 5 })).alertes[0].total).toBe(3);
  });

  it("lists the product under the list's alert filter when one of its variants is in it", async () => {
    await t().db.update(productVariants).set({ stock: 0 }).where(and(eq(productVariants.productId, wheyId), eq(productVariants.nom, 'Chocolat, 5 lb')));
    const { status, body } = await t().call('GET', '/produits?alerte=rupture&limit=100', { token: admin.token });
    expect(status).toBe(200);
    expect(body.data.map((p: { nom: string }) => p.nom)).toContain('Whey Gold Standard');
  });
});
