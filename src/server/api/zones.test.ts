// /zones: the delivery zones offered to shoppers (public, from the catalogue's cache, refreshed by every zone
// write, as the pages that show them), managed by every administrator; and the zones every shop starts with.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, appMeta, deliveryZones } from '@/server/db/schema';
import { collectCatalogueTags, newTagScope, onCatalogueInvalidated } from '@/server/services/catalog/read-cache';
import { readActiveZones } from '@/server/services/zones/cached-zones';
import { OTHER_ZONE_NAME, SEED_ZONES, ZONES_SEEDED_MARKER, ensureDeliveryZones } from '@/server/services/zones/seed-zones';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { ORDER_MESSAGES, ORDER_VALIDATION } from '@/shared/orders/messages';
import type { DeliveryZone } from '@/shared/orders/answers';

const t = useTestBackend();
let admin: TestAdmin;

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin' });
});

const zonesOffered = async () => (await t().call('GET', '/zones')).body.data as DeliveryZone[];

describe('the zones every shop starts with', () => {
  it("are Dakar's quartiers, the towns nearby and 'Autre quartier ou région' (its fee to confirm), seeded once", async () => {
    expect(await ensureDeliveryZones({ db: t().db })).toEqual({ seeded: true, zones: SEED_ZONES.length });
    const zones = await zonesOffered();
    const names = zones.map((zone) => zone.nom);
    for (const quartier of ['Plateau', 'Médina', 'Fann', 'Mermoz', 'Ouakam', 'Almadies', 'Ngor', 'Yoff', 'Grand Yoff', 'Parcelles Assainies', 'Pikine', 'Guédiawaye', 'Rufisque']) {
      expect(names).toContain(quartier);
    }
    expect(names.at(-1)).toBe(OTHER_ZONE_NAME);
    expect(zones.at(-1)).toMatchObject({ frais: null, actif: true });
    expect(zones.find((zone) => zone.nom === 'Plateau')).toMatchObject({ frais: 1500, delai: '24h' });
    const [entry] = await t().db.select().from(activityLog).where(eq(activityLog.action, 'zone.seed'));
    expect(entry).toMatchObject({ actorId: null, title: 'Zones de livraison installées' });
  });

  it('are not seeded again, even once the shop has deleted them all', async () => {
    for (const zone of await zonesOffered()) {
      expect((await t().call('DELETE', `/zones/${zone._id}`, { token: admin.token })).status).toBe(200);
    }
    expect(await ensureDeliveryZones({ db: t().db })).toEqual({ seeded: false, zones: 0 });
    expect(await zonesOffered()).toEqual([]);
  });

  it("leave a shop's own zones alone when it had some before the marker", async () => {
    await t().db.delete(appMeta).where(eq(appMeta.key, ZONES_SEEDED_MARKER));
    await t().call('POST', '/zones', { token: admin.token, json: { nom: 'Thiès', frais: 5000 } });
    expect((await ensureDeliveryZones({ db: t().db })).seeded).toBe(false);
    expect((await zonesOffered()).map((zone) => zone.nom)).toEqual(['Thiès']);
  });
});

describe('GET /zones', () => {
  it('answers anyone the active zones in their order, and refreshes at once after a write', async () => {
    const a = await t().call('POST', '/zones', { token: admin.token, json: { nom: 'Ngor', frais: 2500, delai: '24h', position: 20 } });
    const b = await t().call('POST', '/zones', { token: admin.token, json: { nom: 'Almadies', frais: 2500, position: 10 } });
    await t().call('POST', '/zones', { token: admin.token, json: { nom: 'Bargny', frais: 4500, actif: false, position: 5 } });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ message: ORDER_MESSAGES.zoneCreated, data: { nom: 'Ngor', frais: 2500, delai: '24h', actif: true, position: 20 } });
    const names = (await zonesOffered()).map((zone) => zone.nom);
    expect(names.filter((nom) => nom === 'Ngor' || nom === 'Almadies')).toEqual(['Almadies', 'Ngor']);
    expect(names).not.toContain('Bargny');
    // Read twice: the second from the cache, and still right after a change.
    await zonesOffered();
    const changed = await t().call('PUT', `/zones/${b.body.data._id}`, { token: admin.token, json: { frais: 3000 } });
    expect(changed.body.data).toMatchObject({ nom: 'Almadies', frais: 3000, position: 10 });
    expect((await zonesOffered()).find((zone) => zone.nom === 'Almadies')?.frais).toBe(3000);
    await t().call('PUT', `/zones/${b.body.data._id}`, { token: admin.token, json: { actif: false } });
    expect((await zonesOffered()).map((zone) => zone.nom)).not.toContain('Almadies');
  });

  it('tags what it reads `zones`, which every zone write invalidates: the pages showing zones (/livraison, /cart) are refreshed', async () => {
    const scope = newTagScope();
    await collectCatalogueTags(scope, () => readActiveZones());
    expect([...scope.tags]).toEqual(['zones']);
    const seen: string[][] = [];
    const stop = onCatalogueInvalidated((tags) => seen.push([...tags]));
    try {
      const created = await t().call('POST', '/zones', { token: admin.token, json: { nom: 'Sébikotane', frais: 5000 } });
      await t().call('PUT', `/zones/${created.body.data._id}`, { token: admin.token, json: { delai: '48h' } });
      await t().call('DELETE', `/zones/${created.body.data._id}`, { token: admin.token });
    } finally {
      stop();
    }
    expect(seen).toEqual([['zones'], ['zones'], ['zones']]);
  });
});

describe('managing the zones', () => {
  it('lists every zone, active or not, to an administrator; reads one; refuses anonymous writes', async () => {
    const all = await t().call('GET', '/zones/admin', { token: admin.token });
    expect(all.body.data.map((zone: DeliveryZone) => zone.nom)).toContain('Bargny');
    const one = await t().call('GET', `/zones/${all.body.data[0]._id}`, { token: admin.token });
    expect(one.body).toMatchObject({ message: ORDER_MESSAGES.zoneLoaded, data: all.body.data[0] });
    for (const [method, path] of [
      ['GET', '/zones/admin'],
      ['GET', `/zones/${all.body.data[0]._id}`],
      ['POST', '/zones'],
      ['PUT', `/zones/${all.body.data[0]._id}`],
      ['DELETE', `/zones/${all.body.data[0]._id}`],
    ]) {
      const refused = await t().call(method, path, method === 'GET' ? {} : { json: { nom: 'Anonyme' } });
      expect(refused.status, `${method} ${path}`).toBe(401);
    }
    expect((await t().db.select().from(deliveryZones).where(eq(deliveryZones.nom, 'Anonyme'))).length).toBe(0);
  });

  it('refuses a name taken (case and accents aside), a bad fee or position, in French', async () => {
    const taken = await t().call('POST', '/zones', { token: admin.token, json: { nom: 'NGÖR', frais: 1000 } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'zone_name_taken', message: ORDER_MESSAGES.zoneNameTaken, data: { errors: { nom: ORDER_MESSAGES.zoneNameTaken } } });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ nom: '  ' }, 'nom', ORDER_VALIDATION.zoneNameRequired],
      [{ nom: 'x'.repeat(101) }, 'nom', ORDER_VALIDATION.zoneNameMax],
      [{ nom: 'Kaolack', frais: -1 }, 'frais', ORDER_VALIDATION.zoneFeeInvalid],
      [{ nom: 'Kaolack', frais: 12.5 }, 'frais', ORDER_VALIDATION.zoneFeeInvalid],
      [{ nom: 'Kaolack', frais: 2_000_000 }, 'frais', ORDER_VALIDATION.zoneFeeMax],
      [{ nom: 'Kaolack', position: -3 }, 'position', ORDER_VALIDATION.zonePositionInvalid],
      [{ nom: 'Kaolack', actif: 'oui' }, 'actif', ORDER_VALIDATION.zoneActiveInvalid],
    ];
    for (const [json, field, message] of refusals) {
      const answer = await t().call('POST', '/zones', { token: admin.token, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.data.errors[field], JSON.stringify(json)).toBe(message);
    }
    const unknown = await t().call('PUT', '/zones/00000000-0000-4000-8000-000000000000', { token: admin.token, json: { frais: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'zone_not_found', message: ORDER_MESSAGES.zoneNotFound });
  });

  it('keeps in an order the zone it was given when the zone changes or goes', async () => {
    const zone = (await t().call('POST', '/zones', { token: admin.token, json: { nom: 'Mbao', frais: 3500, delai: '48h' } })).body.data;
    const category = await t().call('POST', '/types', { token: admin.token, json: { nom: 'Épices' } });
    const product = await t().call('POST', '/produits', { token: admin.token, json: { nom: 'Poivre de Selim', prix: 2000, typeProduit: category.body.data._id } });
    const placed = await t().call('POST', '/commandes', {
      json: { lignes: [{ produitId: product.body.data._id, quantite: 1 }], zoneId: zone._id, idempotencyKey: crypto.randomUUID() },
    });
    expect(placed.body.data).toMatchObject({ fraisLivraison: 3500, total: 5500 });
    await t().call('PUT', `/zones/${zone._id}`, { token: admin.token, json: { nom: 'Mbao village', frais: 9000 } });
    await t().call('DELETE', `/zones/${zone._id}`, { token: admin.token });
    const list = await t().call('GET', `/commandes?search=${placed.body.data.reference}`, { token: admin.token });
    expect(list.body.data[0]).toMatchObject({ zone: { _id: null, nom: 'Mbao', delai: '48h' }, fraisLivraison: 3500, total: 5500 });
  });
});
