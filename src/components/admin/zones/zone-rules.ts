// The delivery zones' screen as pure rules (docs/product.md §3): how a fee reads, what the form holds and sends,
// the API's own rules and messages checked before sending (docs/back-office-kit.md, "Field errors"), where a new
// zone goes and how a zone moves up or down. Pure, and tested.
import { formFields } from '@/lib/api/field-errors';
import type { ZoneMove, ZonePayload } from '@/lib/api/zones';
import { formatPrice } from '@/shared/format';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import type { DeliveryZone } from '@/shared/orders/answers';
import { ZONE_TEXTS as T } from './texts';

/** The gap between two zones' positions: a zone added later can go between two others without renumbering. */
export const POSITION_STEP = ORDER_LIMITS.zonePositionStep;

/** '2 000 FCFA', or 'Frais à confirmer' for a zone whose fee is quoted in the conversation. */
export function zoneFeeLabel(frais: number | null): string {
  return frais === null ? T.feeToConfirm : formatPrice(frais);
}

export type ZoneField = 'nom' | 'frais' | 'delai' | 'actif';

/** The form's fields in their order on screen (the focus goes to the first with a message). */
export const ZONE_FIELDS: readonly ZoneField[] = ['nom', 'frais', 'delai', 'actif'];

/** The API's names are the form's: a message about another field (the position) is not the form's to show. */
export const zoneField = formFields(ZONE_FIELDS);

export interface ZoneFormValues {
  nom: string;
  /** As typed: blank is 'Frais à confirmer'. */
  frais: string;
  delai: string;
  actif: boolean;
}

export const EMPTY_ZONE: ZoneFormValues = { nom: '', frais: '', delai: '', actif: true };

export function zoneFormValues(zone: DeliveryZone): ZoneFormValues {
  return { nom: zone.nom, frais: zone.frais === null ? '' : String(zone.frais), delai: zone.delai ?? '', actif: zone.actif };
}

/** Spaces between groups of three digits, as French amounts are written ('2 000', with a no-break space or not). */
const GROUPED_DIGITS = /^-?\d{1,3}(?:[ \u00a0\u202f]\d{3})+$/;

/**
 * The fee as the API takes it: blank is null ('Frais à confirmer'), a whole number (written '2000' or '2 000') is
 * that number, and anything else is left as typed, so that the schema refuses it with its own message.
 */
export function readFee(text: string): number | null | string {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const digits = GROUPED_DIGITS.test(trimmed) ? trimmed.replace(/[ \u00a0\u202f]/g, '') : trimmed;
  return /^-?\d+$/.test(digits) ? Number(digits) : trimmed;
}

/** What POST /zones (with the new zone's place) and PUT /zones/{id} (without: the zone keeps its place) receive. */
export function zonePayload(values: ZoneFormValues, position?: number): ZonePayload {
  return {
    nom: values.nom.trim(),
    frais: readFee(values.frais),
    delai: values.delai.trim() || null,
    actif: values.actif,
    ...(position === undefined ? {} : { position }),
  };
}

/** The API's own schema for the form (`zoneSchema`, `zoneUpdateSchema`), fetched on the first check so that the list loads without it. */
export function loadZoneSchema(mode: 'create' | 'edit') {
  return () => import('@/shared/orders/schemas').then((orders) => (mode === 'create' ? orders.zoneSchema : orders.zoneUpdateSchema));
}

/** A new zone goes after the last one (the position's maximum at most). */
export function nextPosition(zones: readonly Pick<DeliveryZone, 'position'>[]): number {
  const last = zones.reduce((most, zone) => Math.max(most, zone.position), 0);
  return Math.min(last + POSITION_STEP, ORDER_LIMITS.zonePositionMax);
}

/**
 * Zone `index` one place up (-1) or down (+1) in a list shown in display order. The two zones trade their
 * positions; when positions do not tell every zone apart (two zones at 0, say), the whole list is renumbered 10,
 * 20, 30… in its new order. Null when the zone is already first (up) or last (down).
 */
export function moveZone(zones: readonly DeliveryZone[], index: number, direction: -1 | 1): ZoneMove | null {
  const target = index + direction;
  if (index < 0 || index >= zones.length || target < 0 || target >= zones.length) return null;
  const reordered = [...zones];
  [reordered[index], reordered[target]] = [reordered[target], reordered[index]];
  const current = zones.map((zone) => zone.position);
  const distinct = current.every((position, i) => i === 0 || position > current[i - 1]);
  const positions = distinct ? current : zones.map((_, i) => Math.min((i + 1) * POSITION_STEP, ORDER_LIMITS.zonePositionMax));
  const order = reordered.map((zone, i) => (zone.position === positions[i] ? zone : { ...zone, position: positions[i] }));
  const changes = order.filter((zone, i) => zone !== reordered[i]).map((zone) => ({ id: zone._id, position: zone.position }));
  return { order, changes };
}
