// A delivery zone's row as the API shows it (src/shared/orders/schemas.ts, DeliveryZone).
import type { deliveryZones } from '@/server/db/schema';
import type { DeliveryZone } from '@/shared/orders/answers';

export const zoneColumns = (table: typeof deliveryZones) => ({
  id: table.id,
  nom: table.nom,
  frais: table.frais,
  delai: table.delai,
  actif: table.actif,
  position: table.position,
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
});

export interface ZoneRow {
  id: string;
  nom: string;
  frais: number | null;
  delai: string | null;
  actif: boolean;
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

export function toZoneDto(row: ZoneRow): DeliveryZone {
  return {
    _id: row.id,
    nom: row.nom,
    frais: row.frais,
    delai: row.delai,
    actif: row.actif,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
