'use client';
// One change of an order (PUT /commandes/{id}/lignes | livraison | paiement | client | note) sent through the kit's
// `useForm` (docs/back-office-kit.md, "Sending a form"): the API's own schema of that change, the save, and the
// banner's message for a refusal without one. Each form keeps its fields, its toast and its own options.
import type { FormSchema, FormSpec } from '@/components/admin/kit/use-form';
import { useForm } from '@/components/admin/kit/use-form';
import { type OrderChangeBody, type OrderChangeKind, useOrderChange } from '@/lib/api/orders';
import type { Envelope } from '@/lib/api/answer';
import type { OrderDetail } from '@/shared/orders/answers';
import { orderSchema } from '../order-values';
import { ORDER_TEXTS as T } from '../texts';

/** The API's schema of each change: what it gives back is that change's body (docs/api.md). */
const SCHEMA_OF = {
  lignes: 'orderLinesSchema',
  livraison: 'orderDeliverySchema',
  paiement: 'orderPaymentSchema',
  client: 'orderCustomerSchema',
  note: 'orderNoteSchema',
} as const satisfies Record<OrderChangeKind, string>;

type Options<F extends string, K extends OrderChangeKind> = Omit<FormSpec<F, OrderChangeBody[K], Envelope<OrderDetail>>, 'loadSchema' | 'save' | 'failed'>;

/** The form of one change of an order; `pending` while it is being saved. */
export function useOrderForm<F extends string, K extends OrderChangeKind>(orderId: string, kind: K, options: Options<F, K>) {
  const change = useOrderChange(orderId, kind);
  const form = useForm({
    ...options,
    loadSchema: orderSchema(SCHEMA_OF[kind]) as () => Promise<FormSchema<OrderChangeBody[K]>>,
    save: (body: OrderChangeBody[K]) => change.mutateAsync(body),
    failed: T.saveErrorDefault,
  });
  return { ...form, pending: change.isPending };
}
