// /zones: where a new zone goes, and the zones' display order written in one call (docs/api.md, "Delivery zones").
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, deliveryZones } from '@/server/db/schema';
import { onCatalogueInvalidated } from '@/server/services/catalog/read-cache';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { ORDER_MESSAGES, ORDER_VALIDATION } from '@/shared/orders/messages';
import type { DeliveryZone } from '@/shared/orders/answers';

const t = useTestBackend();
let admin: TestAdmin;

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin' });
});

const allZones = async () => (await t().call('GET', '/zones/admin', { token: admin.token })).body.data as DeliveryZone[];
const create = async (json: Record<string, unknown>) => (await t().call('POST', '/zones', { token: admin.token, json })).body.data as DeliveryZone;
const reorder = (ids: unknown, token: string | null = admin.token) => t().call('PUT', '/zones/ordre', { token: token ?? undefined, json: { ids } });
const storedOrder = async () =>
  (await t().db.select({ nom: deliveryZones.nom, position: deliveryZones.position }).from(deliveryZones)).sort((a, b) => a.position - b.position);

describe('POST /zones without a position', () => {
  it('puts the zone after the last one, the highest position plus 10', async () => {
    expect((await create({ nom: 'Plateau', frais: 1500 })).position).toBe(10);
    await create({ nom: 'Médina', frais: 1500, position: 35 });
    await create({ nom: 'Fann', frais: 1500, position: 5 });
    const added = await create({ nom: 'Rufisque', frais: 4000 });
    expect(added.position).toBe(45);
    expect((await allZones()).map((zone) => zone.nom)).toEqual(['Fann', 'Plateau', 'Médina', 'Rufisque']);
  });
});

describe('PUT /zones/ordre', () => {
  it('writes the new order in one call: positions 10, 20, 30…, one activity entry, the zones dropped from the cache once', async () => {
    const before = await allZones();
    const ids = [before[3], before[0], before[2], before[1]].map((zone) => zone._id);
    const invalidated: string[][] = [];
    const stop = onCatalogueInvalidated((tags) => invalidated.push([...tags]));
    let answer: Awaited<ReturnType<typeof reorder>>;
    try {
      answer = await reorder(ids);
    } finally {
      stop();
    }
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(ORDER_MESSAGES.zonesReordered);
    expect(answer.body.data.map((zone: DeliveryZone) => [zone.nom, zone.position])).toEqual([
      ['Rufisque', 10],
      ['Fann', 20],
      ['Médina', 30],
      ['Plateau', 40],
    ]);
    expect(invalidated).toEqual([['zones']]);
    expect((await t().call('GET', '/zones')).body.data.map((zone: DeliveryZone) => zone.nom)).toEqual(['Rufisque', 'Fann', 'Médina', 'Plateau']);
    const entries = await t().db.select().from(activityLog).where(eq(activityLog.action, 'zone.reorder'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, title: 'Ordre des zones de livraison modifié', subtitle: '4 zones' });
  });

  it('refuses in French, and moves nothing, a list naming an unknown zone, leaving one out, or naming one twice', async () => {
    const zones = await allZones();
    const ids = zones.map((zone) => zone._id);
    const before = await storedOrder();
    const stale: unknown[][] = [
      [...ids.slice(1), '00000000-0000-4000-8000-000000000000'],
      ids.slice(1).reverse(),
    ];
    for (const list of stale) {
      const answer = await reorder(list);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', message: ORDER_MESSAGES.zoneOrderStale, data: { errors: { ids: ORDER_MESSAGES.zoneOrderStale } } });
    }
    const twice = await reorder([ids[0], ids[1], ids[0], ids[2]]);
    expect(twice.status).toBe(400);
    expect(twice.body.data.errors['ids.2']).toBe(ORDER_VALIDATION.zoneOrderDuplicate);
    for (const [body, message] of [
      [[], ORDER_VALIDATION.zoneOrderRequired],
      ['Plateau', ORDER_VALIDATION.zoneOrderRequired],
      [['pas-un-id'], ORDER_VALIDATION.zoneIdInvalid],
    ] as const) {
      const answer = await reorder(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await reorder([...ids].reverse(), null)).status).toBe(401);
    expect(await storedOrder()).toEqual(before);
    expect(await t().db.select().from(activityLog).where(eq(activityLog.action, 'zone.reorder'))).toHaveLength(1);
  });
});
