// The zones shoppers are offered, from the catalogue's tagged cache (docs/decisions/012-storefront-page-cache.md):
// GET /zones, the delivery page and the cart read them here, so that a zone written by an administrator drops
// them all, and the pages that showed them, at once (tag `zones`).
import 'server-only';
import { getDb } from '@/server/db/client';
import { TAGS } from '@/server/services/catalog/cache-tags';
import { cachedRead } from '@/server/services/catalog/read-cache';
import type { DeliveryZone } from '@/shared/orders/answers';
import { listZones } from './list-zones';

/** Every write of a zone (create, update, delete, the first start's seed) touches this tag, and only it. */
export const zoneWriteTags = (): string[] => [TAGS.zones];

export const readActiveZones = (): Promise<DeliveryZone[]> => cachedRead(getDb(), 'zones:active', [TAGS.zones], () => listZones('active'));
