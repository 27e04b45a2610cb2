// The customers' refusals, declared once: the services throw them, the API's routes list them as their failures
// (docs/api.md, "Customers").
import { refusal } from '@/server/services/errors';
import { CUSTOMER_MESSAGES } from '@/shared/customers/messages';

export const CUSTOMER_REFUSALS = {
  notFound: refusal('customer_not_found', CUSTOMER_MESSAGES.notFound),
} as const;
