// The delivery zones' refusals, declared once: the services throw them, the API's routes list them as their
// failures (docs/api.md, "Delivery zones").
import { refusal } from '@/server/services/errors';
import { ORDER_MESSAGES } from '@/shared/orders/messages';

export const ZONE_REFUSALS = {
  notFound: refusal('zone_not_found', ORDER_MESSAGES.zoneNotFound),
  nameTaken: refusal('zone_name_taken', ORDER_MESSAGES.zoneNameTaken, { field: 'nom' }),
  /** The order sent is not that of the zones there are: one was added or deleted meanwhile. */
  orderStale: refusal('validation_failed', ORDER_MESSAGES.zoneOrderStale, { field: 'ids' }),
} as const;
