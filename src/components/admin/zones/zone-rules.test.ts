import { describe, expect, it } from 'vitest';
import { ORDER_VALIDATION } from '@/shared/orders/messages';
import type { ZonePayload } from '@/lib/api/zones';
import type { DeliveryZone } from '@/shared/orders/answers';
import { EMPTY_ZONE, moveZone, nextPosition, readFee, loadZoneSchema, zoneFeeLabel, zoneFormValues, zonePayload } from './zone-rules';

const zone = (nom: string, position: number, frais: number | null = 2000): DeliveryZone => ({
  _id: `id-${nom}`,
  nom,
  frais,
  delai: '24h',
  actif: true,
  position,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const names = (zones: DeliveryZone[]) => zones.map((z) => z.nom);

describe('a zone as the list shows it', () => {
  it('writes its fee like every price, or says it is to be confirmed', () => {
    expect(zoneFeeLabel(2000)).toBe('2\u00a0000\u00a0FCFA');
    expect(zoneFeeLabel(0)).toBe('0\u00a0FCFA');
    expect(zoneFeeLabel(null)).toBe('Frais à confirmer');
  });
});

describe('the zone form', () => {
  it('reads the fee: blank is to be confirmed, digits a number, French groups of three too, anything else as typed', () => {
    expect(readFee('')).toBeNull();
    expect(readFee('   ')).toBeNull();
    expect(readFee('2000')).toBe(2000);
    expect(readFee(' 2500 ')).toBe(2500);
    expect(readFee('2 000')).toBe(2000);
    expect(readFee('12\u00a0500')).toBe(12500);
    expect(readFee('-5')).toBe(-5);
    expect(readFee('12abc')).toBe('12abc');
    expect(readFee('2,5')).toBe('2,5');
    expect(readFee('20 00')).toBe('20 00');
  });

  it('fills from a zone and sends what the API takes, with the place of a new zone only', () => {
    const stored = { ...zone('Mermoz', 50), delai: null, frais: null };
    expect(zoneFormValues(stored)).toEqual({ nom: 'Mermoz', frais: '', delai: '', actif: true });
    expect(zonePayload({ nom: '  Ngor ', frais: '2 500', delai: ' 24h ', actif: false }, 210)).toEqual({
      nom: 'Ngor',
      frais: 2500,
      delai: '24h',
      actif: false,
      position: 210,
    });
    expect(zonePayload({ ...EMPTY_ZONE, nom: 'Yoff' })).toEqual({ nom: 'Yoff', frais: null, delai: null, actif: true });
  });

  it("refuses with the API's own messages before sending", async () => {
    expect(await zoneFormErrors(zonePayload({ ...EMPTY_ZONE, nom: 'Ngor', frais: '2500' }, 10), 'create')).toEqual({});
    expect(await zoneFormErrors(zonePayload({ ...EMPTY_ZONE, nom: 'Autre', frais: '' }, 10), 'create')).toEqual({});
    expect(await zoneFormErrors(zonePayload({ ...EMPTY_ZONE, nom: 'Ngor', frais: '-5' }, 10), 'create')).toEqual({
      frais: ORDER_VALIDATION.zoneFeeInvalid,
    });
    expect(await zoneFormErrors(zonePayload({ ...EMPTY_ZONE, nom: 'Ngor', frais: '12abc' }), 'edit')).toEqual({
      frais: ORDER_VALIDATION.zoneFeeInvalid,
    });
    expect(await zoneFormErrors(zonePayload({ ...EMPTY_ZONE, nom: '  ', frais: '99999999' }, 10), 'create')).toEqual({
      nom: ORDER_VALIDATION.zoneNameRequired,
      frais: ORDER_VALIDATION.zoneFeeMax,
    });
    expect(await zoneFormErrors(zonePayload({ ...EMPTY_ZONE, nom: 'Ngor', delai: 'x'.repeat(51) }), 'edit')).toEqual({
      delai: ORDER_VALIDATION.zoneDelayMax,
    });
  });
});

/** The form's messages by field, as the form checks what it sends. */
async function zoneFormErrors(payload: ZonePayload, mode: 'create' | 'edit'): Promise<Record<string, string>> {
  const [schema, { fieldErrors }] = await Promise.all([loadZoneSchema(mode)(), import('@/shared/schemas')]);
  const parsed = schema.safeParse(payload);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('the order of the zones', () => {
  it('puts a new zone after the last one', () => {
    expect(nextPosition([])).toBe(10);
    expect(nextPosition([zone('a', 10), zone('b', 200)])).toBe(210);
    expect(nextPosition([zone('a', 9_995)])).toBe(10_000);
  });

  it('moves a zone by trading places with its neighbour: two positions written', () => {
    const zones = [zone('Plateau', 10), zone('Médina', 20), zone('Fann', 30)];
    const down = moveZone(zones, 0, 1);
    expect(names(down?.order ?? [])).toEqual(['Médina', 'Plateau', 'Fann']);
    expect(down?.order.map((z) => z.position)).toEqual([10, 20, 30]);
    expect(down?.changes).toEqual([
      { id: 'id-Médina', position: 10 },
      { id: 'id-Plateau', position: 20 },
    ]);
    const up = moveZone(zones, 2, -1);
    expect(names(up?.order ?? [])).toEqual(['Plateau', 'Fann', 'Médina']);
    expect(up?.changes).toEqual([
      { id: 'id-Fann', position: 20 },
      { id: 'id-Médina', position: 30 },
    ]);
    // The list given is left as it was.
    expect(names(zones)).toEqual(['Plateau', 'Médina', 'Fann']);
  });

  it('renumbers the list when positions do not tell the zones apart', () => {
    const zones = [zone('a', 0), zone('b', 0), zone('c', 5)];
    const moved = moveZone(zones, 2, -1);
    expect(names(moved?.order ?? [])).toEqual(['a', 'c', 'b']);
    expect(moved?.order.map((z) => z.position)).toEqual([10, 20, 30]);
    expect(moved?.changes).toEqual([
      { id: 'id-a', position: 10 },
      { id: 'id-c', position: 20 },
      { id: 'id-b', position: 30 },
    ]);
  });

  it('does not move the first zone up, the last one down, or a zone that is not there', () => {
    const zones = [zone('a', 10), zone('b', 20)];
    expect(moveZone(zones, 0, -1)).toBeNull();
    expect(moveZone(zones, 1, 1)).toBeNull();
    expect(moveZone(zones, 5, -1)).toBeNull();
    expect(moveZone([], 0, 1)).toBeNull();
  });
});
