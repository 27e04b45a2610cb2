// The orders' refusals that read the same whatever the order, declared once: the services throw them, the API's
// routes list them as their failures (docs/api.md, "Errors and statuses"). Those naming a product, a line or a
// status are written where they are thrown, and given as examples by the routes.
import { refusal } from '@/server/services/errors';
import { ORDER_MESSAGES } from '@/shared/orders/messages';

export const ORDER_REFUSALS = {
  notFound: refusal('order_not_found', ORDER_MESSAGES.notFound),
  zoneUnknown: refusal('validation_failed', ORDER_MESSAGES.zoneUnknown, { field: 'zoneId' }),
  /** Thrown with the order's status. */
  linesLocked: refusal('order_status_conflict', ORDER_MESSAGES.linesLocked, { data: { statut: 'confirmee' } }),
  /** Thrown with the order's status. */
  deliveryLocked: refusal('order_status_conflict', ORDER_MESSAGES.deliveryLocked, { data: { statut: 'en_livraison' } }),
} as const;
