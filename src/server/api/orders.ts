// /commandes: the orders (docs/api.md, "Orders"). Recording one is public and rate-limited (the shopper's
// 'Commander via WhatsApp'); everything else needs a signed-in administrator of either role, the server checking it
// on every call. Bodies are JSON of 16 KB at most (./app.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import { cancelOrder } from '@/server/services/orders/cancel-order';
import { confirmOrder } from '@/server/services/orders/confirm-order';
import { createOrder } from '@/server/services/orders/create-order';
import { deliverOrder } from '@/server/services/orders/deliver-order';
import { exportOrders } from '@/server/services/orders/export-orders';
import { getOrder } from '@/server/services/orders/get-order';
import { countOrders, listOrders } from '@/server/services/orders/list-orders';
import { shipOrder } from '@/server/services/orders/ship-order';
import { updateOrderCustomer } from '@/server/services/orders/update-order-customer';
import { updateOrderDelivery } from '@/server/services/orders/update-order-delivery';
import { updateOrderLines } from '@/server/services/orders/update-order-lines';
import { updateOrderNote } from '@/server/services/orders/update-order-note';
import { updateOrderPayment } from '@/server/services/orders/update-order-payment';
import { readBackOrderPayment, retireStaleWaveLinks } from '@/server/services/payments/read-back-wave-sessions';
import { runInBackground } from '@/server/background';
import { ORDER_ACTION_VERBS, ORDER_CSV_HEADERS, ORDER_MESSAGES as M, ORDER_VALIDATION as V } from '@/shared/orders/messages';
import {
  ORDER_LIMITS,
  ORDER_STATUS_LABELS,
  ORDER_TABS,
  type OrderAction,
  adminOrderSchema,
  orderCancelSchema,
  orderCustomerSchema,
  orderDeliverySchema,
  orderLinesSchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderPaymentSchema,
  publicOrderSchema,
} from '@/shared/orders/schemas';
import { rateLimit } from './middleware/rate-limit';
import { type FieldDoc, type Failure, TAGS, documented, refusal } from './openapi-routes';
import { paginationShape } from '@/shared/answers';
import { orderCountsShape, orderDetailShape, orderSummaryShape, publicOrderShape } from '@/shared/orders/answers';
import { created, envelope, ok } from './respond';
import type { AppEnv } from './types';
import { ORDER_REFUSALS } from '@/server/services/orders/refusals';
import { jsonBody, parseWith, uuidParam } from './validate';

// ── Documentation (docs/api.md, "The OpenAPI document") ────────────────────

/** Told by the services while pricing the lines, not by the schemas. */
const PRICING_FAILURES: Failure[] = [
  refusal('validation_failed', M.productUnknown, { field: 'lignes.N.produitId' }),
  ORDER_REFUSALS.zoneUnknown,
  refusal('validation_failed', V.lineDuplicate, { field: 'lignes.N.produitId' }),
  refusal('validation_failed', M.variantRequired, { field: 'lignes.N.varianteId' }),
  refusal('validation_failed', M.variantUnknown, { field: 'lignes.N.varianteId' }),
  refusal('validation_failed', M.variantNotOfProduct, { field: 'lignes.N.varianteId' }),
  refusal('validation_failed', M.variantOfPlainProduct, { field: 'lignes.N.varianteId' }),
  refusal('validation_failed', V.variantLineDuplicate, { field: 'lignes.N.varianteId' }),
  refusal('validation_failed', M.totalTooHigh, { field: 'lignes' }),
  refusal('insufficient_stock', M.stockShort('{nom}', 2), { field: 'lignes.N.quantite', data: { produitId: '…', nom: '{nom}', stock: 2 } }),
  refusal('insufficient_stock', M.productUnavailable('{nom}'), { field: 'lignes.N.quantite', data: { produitId: '…', nom: '{nom}', stock: 0 } }),
];

/** The refusal of an action the order's status does not allow. */
const statusConflict = (action: OrderAction) =>
  ORDER_TABS.filter((tab) => tab !== 'sans_suite').map((status) =>
    refusal('order_status_conflict', M.statusForbids(ORDER_ACTION_VERBS[action], ORDER_STATUS_LABELS[status].one), { data: { statut: status } }),
  );

const LIST_FIELDS: FieldDoc[] = [
  [orderListQuerySchema.shape.status, { enum: [...ORDER_TABS, ''], description: "A tab; 'sans_suite' is 'nouvelle' for 72 hours or more. None: every order." }],
  [orderListQuerySchema.shape.search, { description: `A reference, a customer's name (case and accents aside) or phone digits; ${ORDER_LIMITS.searchMax} characters at most.` }],
  [orderListQuerySchema.shape.from, { format: 'date', description: 'First day, included (YYYY-MM-DD, Dakar time).' }],
  [orderListQuerySchema.shape.to, { format: 'date', description: 'Last day, included (YYYY-MM-DD, Dakar time).' }],
  [orderListQuerySchema.shape.page, { description: 'An integer, 1 or more.', default: '1' }],
  [orderListQuerySchema.shape.limit, { description: `An integer, 1 to ${ORDER_LIMITS.pageSizeMax}.`, default: String(ORDER_LIMITS.defaultPageSize) }],
];

/** The CSV export's answer: not the envelope. */
const CSV_CONTENT = {
  'text/csv': {
    schema: z.string().meta({
      description: `UTF-8 with a byte order mark, ';' between fields, CRLF between rows; a header row: ${ORDER_CSV_HEADERS.join(';')}.`,
    }),
  },
};

// ── Routes ──────────────────────────────────────────────────────────────────

export function ordersRoutes() {
  const orders = new Hono<AppEnv>();
  const route = documented(orders);

  route.post(
    '/',
    {
      operationId: 'createOrder',
      tag: TAGS.orders,
      summary: "Record the shopper's order ('Commander via WhatsApp')",
      description:
        'Prices every line from the database (a price sent is never read), checks the stock (nothing is taken before the confirmation), adds the zone\'s fee, and answers the reference and the totals the WhatsApp message states. 201 for a new order; 200 with the same order when its `idempotencyKey` was seen before, whatever the body. Bodies up to 16 KB.',
      access: 'anyone',
      rateLimited: true,
      body: publicOrderSchema,
      success: [
        { status: 201, messages: [M.created], data: publicOrderShape },
        { status: 200, messages: [M.alreadyRecorded], data: publicOrderShape, description: 'The order this key recorded before.' },
      ],
      failures: PRICING_FAILURES,
    },
    rateLimit('order'),
    async (c) => {
      const input = await jsonBody(c, publicOrderSchema);
      const result = await createOrder({ actor: null, input: { ...input, source: 'site' } });
      return result.created ? created(c, result.order, M.created) : ok(c, result.order, M.alreadyRecorded);
    },
  );

  route.get(
    '/',
    {
      operationId: 'listOrders',
      tag: TAGS.orders,
      summary: 'The inbox: a page of orders, newest first, with the counts of every tab',
      description: 'The counts (`compteurs`) are those of the same search and days, whatever the tab. A page past the last is an empty list.',
      access: 'administrator',
      query: orderListQuerySchema,
      fields: LIST_FIELDS,
      success: [{ messages: [M.listed], data: z.array(orderSummaryShape), extra: { pagination: paginationShape, compteurs: orderCountsShape } }],
    },
    async (c) => {
      const page = await listOrders(parseWith(orderListQuerySchema, c.req.query()));
      return c.json({ ...envelope(200, M.listed, page.commandes), pagination: page.pagination, compteurs: page.compteurs }, 200);
    },
  );

  route.get(
    '/compteurs',
    {
      operationId: 'orderCounts',
      tag: TAGS.orders,
      summary: "How many orders each tab holds (the sidebar's badge: `nouvelle`)",
      access: 'administrator',
      success: [{ messages: [M.counted], data: orderCountsShape }],
    },
    async (c) => ok(c, await countOrders({ query: { search: null, from: null, to: null } }), M.counted),
  );

  route.get(
    '/export.csv',
    {
      operationId: 'exportOrders',
      tag: TAGS.orders,
      summary: 'The filtered list as a CSV file for French Excel',
      description: `The filters of the inbox (page and limit aside), newest first, ${ORDER_LIMITS.exportMax} orders at most. It holds customers' names and phones: every export is recorded in the activity log.`,
      access: 'administrator',
      query: orderListQuerySchema,
      success: [{ messages: ['CSV'], data: z.string(), content: CSV_CONTENT, description: 'The CSV file (`Content-Disposition: attachment`).' }],
    },
    async (c) => {
      const query = parseWith(orderListQuerySchema, c.req.query());
      const { csv } = await exportOrders({ actor: c.get('admin'), query });
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="commandes-${day}.csv"`,
      });
    },
  );

  route.post(
    '/admin',
    {
      operationId: 'createOrderByAdmin',
      tag: TAGS.orders,
      summary: "'Nouvelle commande': record an order taken by phone",
      description:
        'Priced and checked like a shopper\'s order; any zone of the shop, active or not; `fraisLivraison` sets the fee by hand (null: the zone\'s). With an `idempotencyKey` seen before: 200 and that order.',
      access: 'administrator',
      body: adminOrderSchema,
      success: [
        { status: 201, messages: [M.created], data: orderDetailShape },
        { status: 200, messages: [M.alreadyRecorded], data: orderDetailShape },
      ],
      failures: [...PRICING_FAILURES, refusal('validation_failed', V.customerPhoneInvalid, { field: 'client.telephone' })],
    },
    async (c) => {
      const input = await jsonBody(c, adminOrderSchema);
      const result = await createOrder({ actor: c.get('admin'), input: { ...input, source: 'admin' } });
      const order = await getOrder(result.id);
      return result.created ? created(c, order, M.created) : ok(c, order, M.alreadyRecorded);
    },
  );

  route.get(
    '/:id',
    {
      operationId: 'getOrder',
      tag: TAGS.orders,
      summary: 'One order: lines, delivery, customer, payment, notes and history',
      access: 'administrator',
      success: [{ messages: [M.loaded], data: orderDetailShape }],
      failures: [ORDER_REFUSALS.notFound],
    },
    async (c) => {
      const id = uuidParam(c);
      // Its Wave links still open are read back first (a few seconds at most), in case a webhook never came.
      await readBackOrderPayment({ orderId: id });
      return ok(c, await getOrder(id), M.loaded);
    },
  );

  route.put(
    '/:id/lignes',
    {
      operationId: 'updateOrderLines',
      tag: TAGS.orders,
      summary: "Change the order's lines while it is 'nouvelle'",
      description: 'Every line the order keeps. A product it had keeps the name and price it was ordered at; a new one is priced now.',
      access: 'administrator',
      body: orderLinesSchema,
      success: [{ messages: [M.linesSaved], data: orderDetailShape }],
      failures: [...PRICING_FAILURES, ORDER_REFUSALS.notFound, ORDER_REFUSALS.linesLocked],
    },
    async (c) => {
      const id = uuidParam(c);
      const input = await jsonBody(c, orderLinesSchema);
      const order = await updateOrderLines({ actor: c.get('admin'), id, input });
      runInBackground('wave links', () => retireStaleWaveLinks({ orderId: id }));
      return ok(c, order, M.linesSaved);
    },
  );

  route.put(
    '/:id/livraison',
    {
      operationId: 'updateOrderDelivery',
      tag: TAGS.orders,
      summary: "Change the order's zone, fee and landmark until it is shipped",
      description: "`fraisLivraison` null takes the zone's fee; a number sets it (a zone 'frais à confirmer', once quoted).",
      access: 'administrator',
      body: orderDeliverySchema,
      success: [{ messages: [M.deliverySaved], data: orderDetailShape }],
      failures: [ORDER_REFUSALS.zoneUnknown, ORDER_REFUSALS.notFound, ORDER_REFUSALS.deliveryLocked],
    },
    async (c) => {
      const id = uuidParam(c);
      const input = await jsonBody(c, orderDeliverySchema);
      const order = await updateOrderDelivery({ actor: c.get('admin'), id, input });
      runInBackground('wave links', () => retireStaleWaveLinks({ orderId: id }));
      return ok(c, order, M.deliverySaved);
    },
  );

  route.put(
    '/:id/client',
    {
      operationId: 'updateOrderCustomer',
      tag: TAGS.orders,
      summary: "The customer's name and phone, typed from the WhatsApp conversation",
      description: 'Any status. A field left out keeps its value; null or blank clears it.',
      access: 'administrator',
      body: orderCustomerSchema,
      success: [{ messages: [M.customerSaved], data: orderDetailShape }],
      failures: [ORDER_REFUSALS.notFound],
    },
    async (c) => {
      const id = uuidParam(c);
      const input = await jsonBody(c, orderCustomerSchema);
      return ok(c, await updateOrderCustomer({ actor: c.get('admin'), id, input }), M.customerSaved);
    },
  );

  route.put(
    '/:id/paiement',
    {
      operationId: 'updateOrderPayment',
      tag: TAGS.orders,
      summary: "'Payée' (method and transaction reference), or undone",
      access: 'administrator',
      body: orderPaymentSchema,
      success: [{ messages: [M.paymentSaved], data: orderDetailShape }],
      failures: [refusal('validation_failed', V.paymentPaidRequired, { field: 'payee' }), ORDER_REFUSALS.notFound],
    },
    async (c) => {
      const id = uuidParam(c);
      const input = await jsonBody(c, orderPaymentSchema);
      return ok(c, await updateOrderPayment({ actor: c.get('admin'), id, input }), M.paymentSaved);
    },
  );

  route.put(
    '/:id/note',
    {
      operationId: 'updateOrderNote',
      tag: TAGS.orders,
      summary: 'The internal note (never shown to the customer)',
      access: 'administrator',
      body: orderNoteSchema,
      success: [{ messages: [M.noteSaved], data: orderDetailShape }],
      failures: [ORDER_REFUSALS.notFound],
    },
    async (c) => {
      const id = uuidParam(c);
      const input = await jsonBody(c, orderNoteSchema);
      return ok(c, await updateOrderNote({ actor: c.get('admin'), id, input }), M.noteSaved);
    },
  );

  route.post(
    '/:id/confirmer',
    {
      operationId: 'confirmOrder',
      tag: TAGS.orders,
      summary: "'Confirmer': its quantities are taken from stock in the same transaction",
      description: "From 'nouvelle'. No body. Refused, naming the product and what is left, when its stock is short; nothing is taken then.",
      access: 'administrator',
      success: [{ messages: [M.confirmed], data: orderDetailShape }],
      failures: [ORDER_REFUSALS.notFound, refusal('insufficient_stock', M.stockShort('{nom}', 1), { data: { produitId: '…', nom: '{nom}', stock: 1 } }),
          refusal('insufficient_stock', M.stockShort('{nom}', 0), { data: { produitId: '…', nom: '{nom}', stock: 0 } }),
          ...statusConflict('confirmer')],
    },
    async (c) => ok(c, await confirmOrder({ actor: c.get('admin'), id: uuidParam(c) }), M.confirmed),
  );

  route.post(
    '/:id/expedier',
    {
      operationId: 'shipOrder',
      tag: TAGS.orders,
      summary: "'En livraison'",
      description: "From 'confirmee'. No body.",
      access: 'administrator',
      success: [{ messages: [M.shipped], data: orderDetailShape }],
      failures: [ORDER_REFUSALS.notFound, ...statusConflict('expedier')],
    },
    async (c) => ok(c, await shipOrder({ actor: c.get('admin'), id: uuidParam(c) }), M.shipped),
  );

  route.post(
    '/:id/livrer',
    {
      operationId: 'deliverOrder',
      tag: TAGS.orders,
      summary: "'Livrée'",
      description: "From 'en_livraison'. No body.",
      access: 'administrator',
      success: [{ messages: [M.delivered], data: orderDetailShape }],
      failures: [ORDER_REFUSALS.notFound, ...statusConflict('livrer')],
    },
    async (c) => ok(c, await deliverOrder({ actor: c.get('admin'), id: uuidParam(c) }), M.delivered),
  );

  route.post(
    '/:id/annuler',
    {
      operationId: 'cancelOrder',
      tag: TAGS.orders,
      summary: "'Annuler la commande', with its reason",
      description: "From 'nouvelle', 'confirmee' or 'en_livraison'. A confirmed order's stock is given back in the same transaction. Nothing is deleted.",
      access: 'administrator',
      body: orderCancelSchema,
      success: [{ messages: [M.cancelled], data: orderDetailShape }],
      failures: [ORDER_REFUSALS.notFound, ...statusConflict('annuler')],
    },
    async (c) => {
      const id = uuidParam(c);
      const input = await jsonBody(c, orderCancelSchema);
      return ok(c, await cancelOrder({ actor: c.get('admin'), id, input }), M.cancelled);
    },
  );

  return orders;
}
