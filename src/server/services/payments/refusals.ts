// The refusals of paying online (docs/api.md, "Payments"), declared once: the services throw them, the routes list them.
import { refusal } from '@/server/services/errors';
import { API_MESSAGES } from '@/shared/messages';
import { WAVE_MESSAGES } from '@/shared/payments/wave';

export const PAYMENT_REFUSALS = {
  /** Paid, cancelled, or its delivery fee still to be confirmed. */
  notPayable: refusal('order_not_payable', WAVE_MESSAGES.notPayable),
  /** Wave's API refused or did not answer: nothing was stored. */
  unavailable: refusal('wave_unavailable', WAVE_MESSAGES.unavailable),
  invalidSignature: refusal('invalid_signature', WAVE_MESSAGES.invalidSignature),
  /** Wave is off (no WAVE_API_KEY): its routes are not there. */
  off: refusal('route_not_found', API_MESSAGES.routeNotFound),
} as const;
