import { isUniqueViolation } from '@/server/db/errors';
import { DomainError } from '@/server/services/errors';
import { ORDER_MESSAGES } from '@/shared/order-messages';

/** Two zones may not share a name, case and accents aside ('Medina' = 'Médina'): the index says so, in French here. */
export function translateZoneConflict(error: unknown): unknown {
  if (isUniqueViolation(error, 'delivery_zones_nom_key')) {
    return new DomainError('zone_name_taken', ORDER_MESSAGES.zoneNameTaken, { fields: { nom: ORDER_MESSAGES.zoneNameTaken } });
  }
  return error;
}
