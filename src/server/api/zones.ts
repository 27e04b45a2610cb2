// /zones: the delivery zones (docs/api.md, "Delivery zones"). The zones offered are public and served from the
// catalogue's cache, which every zone write drops, with the pages that show them (decision 012). Managing them is
// for every administrator, like the catalogue's prices: a fee is a price the shop asks.
import { Hono } from 'hono';
import { z } from 'zod';
import { readActiveZones } from '@/server/services/zones/cached-zones';
import { ZONE_REFUSALS } from '@/server/services/zones/refusals';
import { createZone } from '@/server/services/zones/create-zone';
import { deleteZone } from '@/server/services/zones/delete-zone';
import { getZone } from '@/server/services/zones/get-zone';
import { listZones } from '@/server/services/zones/list-zones';
import { reorderZones } from '@/server/services/zones/reorder-zones';
import { updateZone } from '@/server/services/zones/update-zone';
import { ORDER_MESSAGES as M } from '@/shared/orders/messages';
import { zoneOrderSchema, zoneSchema, zoneUpdateSchema } from '@/shared/orders/schemas';
import { cachedJson } from './cached-json';
import { TAGS, documented } from './openapi-routes';
import { zoneShape } from '@/shared/orders/answers';
import { created, envelope, ok } from './respond';
import type { AppEnv } from './types';
import { jsonBody, uuidParam } from './validate';


export function zonesRoutes() {
  const zones = new Hono<AppEnv>();
  const route = documented(zones);

  route.get(
    '/',
    {
      operationId: 'listActiveZones',
      tag: TAGS.zones,
      summary: 'The delivery zones offered, in their display order',
      description: "From the catalogue's cache: a zone written shows at once. `frais` null: 'frais à confirmer'.",
      access: 'anyone',
      success: [{ messages: [M.zonesLoaded], data: z.array(zoneShape) }],
    },
    (c) => cachedJson(c, 'zones:active', async () => envelope(200, M.zonesLoaded, await readActiveZones())),
  );

  route.get(
    '/admin',
    {
      operationId: 'listAllZones',
      tag: TAGS.zones,
      summary: 'Every delivery zone, active or not, in their display order',
      access: 'administrator',
      success: [{ messages: [M.zonesLoaded], data: z.array(zoneShape) }],
    },
    async (c) => ok(c, await listZones('all'), M.zonesLoaded),
  );

  route.get(
    '/:id',
    {
      operationId: 'getZone',
      tag: TAGS.zones,
      summary: 'One delivery zone, active or not',
      access: 'administrator',
      success: [{ messages: [M.zoneLoaded], data: zoneShape }],
      failures: [ZONE_REFUSALS.notFound],
    },
    async (c) => ok(c, await getZone(uuidParam(c)), M.zoneLoaded),
  );

  route.post(
    '/',
    {
      operationId: 'createZone',
      tag: TAGS.zones,
      summary: 'Create a delivery zone',
      description: "`frais` absent or null: 'frais à confirmer'. `actif` defaults to true; `position` absent puts the zone after the last one (the highest position plus 10).",
      access: 'administrator',
      body: zoneSchema,
      success: [{ status: 201, messages: [M.zoneCreated], data: zoneShape }],
      failures: [ZONE_REFUSALS.nameTaken],
    },
    async (c) => created(c, await createZone({ actor: c.get('admin'), input: await jsonBody(c, zoneSchema) }), M.zoneCreated),
  );

  // Before '/:id', which would take 'ordre' for an id.
  route.put(
    '/ordre',
    {
      operationId: 'reorderZones',
      tag: TAGS.zones,
      summary: "Put every delivery zone in a new display order, in one call",
      description:
        '`ids`: every zone, active or not, once, in the new order; their positions become 10, 20, 30… One transaction and one activity entry. A list that names a zone no longer there, or leaves one out, is refused whole: nothing moves.',
      access: 'administrator',
      body: zoneOrderSchema,
      success: [{ messages: [M.zonesReordered], data: z.array(zoneShape) }],
      failures: [ZONE_REFUSALS.orderStale],
    },
    async (c) => ok(c, await reorderZones({ actor: c.get('admin'), input: await jsonBody(c, zoneOrderSchema) }), M.zonesReordered),
  );

  route.put(
    '/:id',
    {
      operationId: 'updateZone',
      tag: TAGS.zones,
      summary: 'Change a delivery zone; a field left out keeps its value',
      description: 'Orders already recorded keep the name, delay and fee they were given.',
      access: 'administrator',
      body: zoneUpdateSchema,
      success: [{ messages: [M.zoneUpdated], data: zoneShape }],
      failures: [ZONE_REFUSALS.notFound, ZONE_REFUSALS.nameTaken],
    },
    async (c) => {
      const id = uuidParam(c);
      const input = await jsonBody(c, zoneUpdateSchema);
      return ok(c, await updateZone({ actor: c.get('admin'), id, input }), M.zoneUpdated);
    },
  );

  route.delete(
    '/:id',
    {
      operationId: 'deleteZone',
      tag: TAGS.zones,
      summary: 'Delete a delivery zone',
      description: 'Orders delivered to it keep its name, delay and fee. To stop offering a zone for a while, set `actif` to false instead.',
      access: 'administrator',
      success: [{ messages: [M.zoneDeleted], data: z.null() }],
      failures: [ZONE_REFUSALS.notFound],
    },
    async (c) => {
      await deleteZone({ actor: c.get('admin'), id: uuidParam(c) });
      return ok(c, null, M.zoneDeleted);
    },
  );

  return zones;
}
