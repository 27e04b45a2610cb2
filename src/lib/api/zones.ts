'use client';
// The back office's delivery zones (docs/api.md, "Delivery zones"): every zone in display order, active or not, and
// their writes. Key: ['zones']. The switch and the move buttons show their change at once and put the list back
// if the server refuses it; every write reads the list again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryZone } from '@/shared/orders/answers';
import { api } from './auth-store';

export const zoneKeys = {
  all: ['zones'] as const,
};

/** GET /zones/admin: every zone, the inactive ones included, in display order. */
export function useZones() {
  return useQuery({
    queryKey: zoneKeys.all,
    queryFn: async ({ signal }): Promise<DeliveryZone[]> => {
      const data = (await api().get<unknown>('/zones/admin', { signal })).data;
      return Array.isArray(data) ? (data as DeliveryZone[]) : [];
    },
  });
}

/** What POST /zones (with the new zone's place) and PUT /zones/{id} (without: the zone keeps its place) receive. */
export interface ZonePayload {
  nom: string;
  /** A whole number, null ('Frais à confirmer'), or the text as typed, which the API refuses with its message. */
  frais: number | null | string;
  delai: string | null;
  actif: boolean;
  position?: number;
}

export interface PositionChange {
  id: string;
  position: number;
}

/** A zone moved up or down in the list (src/components/admin/zones/zone-rules.ts, `moveZone`). */
export interface ZoneMove {
  /** The list in its new order, each zone with its new position. */
  order: DeliveryZone[];
  /** The zones whose position changes, to be written. */
  changes: PositionChange[];
}

const zonePath = (id: string) => `/zones/${encodeURIComponent(id)}`;

function useZonesChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: zoneKeys.all });
}

/** The list as shown before an optimistic change, to put back if the server refuses it. */
function useOptimisticZones() {
  const client = useQueryClient();
  return {
    async apply(next: (zones: DeliveryZone[]) => DeliveryZone[]): Promise<DeliveryZone[] | undefined> {
      await client.cancelQueries({ queryKey: zoneKeys.all });
      const previous = client.getQueryData<DeliveryZone[]>(zoneKeys.all);
      if (previous) client.setQueryData(zoneKeys.all, next(previous));
      return previous;
    },
    restore(previous: DeliveryZone[] | undefined) {
      if (previous) client.setQueryData(zoneKeys.all, previous);
    },
  };
}

export interface SaveZoneInput {
  /** Absent for a creation. */
  id?: string;
  body: ZonePayload;
}

/** POST /zones, or PUT /zones/{id}; answers the saved zone. */
export function useSaveZone() {
  const changed = useZonesChanged();
  return useMutation({
    mutationFn: ({ id, body }: SaveZoneInput) => (id ? api().put<DeliveryZone>(zonePath(id), { body }) : api().post<DeliveryZone>('/zones', { body })),
    onSettled: changed,
  });
}

/** PUT /zones/{id} with `actif` alone: the switch of the list. */
export function useToggleZone() {
  const changed = useZonesChanged();
  const optimistic = useOptimisticZones();
  return useMutation({
    mutationFn: ({ id, actif }: { id: string; actif: boolean }) => api().put<DeliveryZone>(zonePath(id), { body: { actif } }),
    onMutate: ({ id, actif }) => optimistic.apply((zones) => zones.map((zone) => (zone._id === id ? { ...zone, actif } : zone))),
    onError: (_error, _input, previous) => optimistic.restore(previous),
    onSettled: changed,
  });
}

const MOVE_KEY = ['zones', 'move'] as const;

/**
 * PUT /zones/ordre with every zone's id in the new order: one call, one transaction, one activity entry per move.
 * Moves made in a row (three taps on 'Monter') show at once and reach the server in their order; the list is read
 * again after the last.
 */
export function useMoveZones() {
  const client = useQueryClient();
  const optimistic = useOptimisticZones();
  return useMutation({
    mutationKey: MOVE_KEY,
    scope: { id: 'zones:move' },
    mutationFn: ({ order }: ZoneMove) => api().put<DeliveryZone[]>('/zones/ordre', { body: { ids: order.map((zone) => zone._id) } }),
    onMutate: ({ order }) => optimistic.apply(() => order),
    onError: (_error, _input, previous) => optimistic.restore(previous),
    // This move is still counted while it settles: 1 means no other is waiting.
    onSettled: () => (client.isMutating({ mutationKey: MOVE_KEY }) <= 1 ? client.invalidateQueries({ queryKey: zoneKeys.all }) : undefined),
  });
}

/** DELETE /zones/{id}. Orders delivered to the zone keep a copy of its name (docs/product.md §3). */
export function useDeleteZone() {
  const changed = useZonesChanged();
  return useMutation({
    mutationFn: (id: string) => api().delete<null>(zonePath(id)),
    onSettled: changed,
  });
}
