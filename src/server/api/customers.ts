// /clients: the customers (docs/api.md, "Customers"), made from the phones typed on orders. Every call needs a
// signed-in administrator of either role, the server checking it on every call: customers are personal data
// (docs/SECURITY.md, "Customers' personal data"). Bodies are JSON of 16 KB at most (./app.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import { exportCustomers } from '@/server/services/customers/export-customers';
import { findCustomerByPhone, getCustomer } from '@/server/services/customers/get-customer';
import { listCustomers } from '@/server/services/customers/list-customers';
import { CUSTOMER_REFUSALS } from '@/server/services/customers/refusals';
import { updateCustomer } from '@/server/services/customers/update-customer';
import { paginationShape } from '@/shared/answers';
import { customerDetailShape, customerHintShape, customerSummaryShape } from '@/shared/customers/answers';
import { CUSTOMER_CSV_HEADERS, CUSTOMER_MESSAGES as M } from '@/shared/customers/messages';
import { CUSTOMER_LIMITS, CUSTOMER_SORTS, customerListQuerySchema, customerPhoneQuerySchema, customerUpdateSchema } from '@/shared/customers/schemas';
import { type FieldDoc, TAGS, documented } from './openapi-routes';
import { envelope, ok } from './respond';
import type { AppEnv } from './types';
import { jsonBody, parseWith, uuidParam } from './validate';

const LIST_FIELDS: FieldDoc[] = [
  [customerListQuerySchema.shape.q, { description: `A name (case and accents aside) or phone digits; ${CUSTOMER_LIMITS.searchMax} characters at most.` }],
  [
    customerListQuerySchema.shape.tri,
    { enum: [...CUSTOMER_SORTS], description: "'depense': the biggest spenders first; 'derniere': the latest order first.", default: 'derniere' },
  ],
  [customerListQuerySchema.shape.page, { description: 'An integer, 1 or more.', default: '1' }],
  [customerListQuerySchema.shape.limit, { description: `An integer, 1 to ${CUSTOMER_LIMITS.pageSizeMax}.`, default: String(CUSTOMER_LIMITS.defaultPageSize) }],
];

const CSV_CONTENT = {
  'text/csv': {
    schema: z.string().meta({
      description: `UTF-8 with a byte order mark, ';' between fields, CRLF between rows; a header row: ${CUSTOMER_CSV_HEADERS.join(';')}.`,
    }),
  },
};

export function customersRoutes() {
  const customers = new Hono<AppEnv>();
  const route = documented(customers);

  route.get(
    '/',
    {
      operationId: 'listCustomers',
      tag: TAGS.customers,
      summary: 'A page of customers, the latest order or the biggest spenders first',
      description: 'A customer is a phone typed on an order; its figures are kept by the database as its orders change. A page past the last is an empty list.',
      access: 'administrator',
      query: customerListQuerySchema,
      fields: LIST_FIELDS,
      success: [{ messages: [M.listed], data: z.array(customerSummaryShape), extra: { pagination: paginationShape } }],
    },
    async (c) => {
      const page = await listCustomers(parseWith(customerListQuerySchema, c.req.query()));
      return c.json({ ...envelope(200, M.listed, page.clients), pagination: page.pagination }, 200);
    },
  );

  route.get(
    '/export.csv',
    {
      operationId: 'exportCustomers',
      tag: TAGS.customers,
      summary: 'The customers of a search as a CSV file for French Excel',
      description: `The search and order of the list (page and limit aside), ${CUSTOMER_LIMITS.exportMax} customers at most. It holds names and phones: every export is recorded in the activity log.`,
      access: 'administrator',
      query: customerListQuerySchema,
      success: [{ messages: ['CSV'], data: z.string(), content: CSV_CONTENT, description: 'The CSV file (`Content-Disposition: attachment`).' }],
    },
    async (c) => {
      const query = parseWith(customerListQuerySchema, c.req.query());
      const { csv } = await exportCustomers({ actor: c.get('admin'), query });
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="clients-${day}.csv"`,
      });
    },
  );

  route.get(
    '/par-telephone',
    {
      operationId: 'findCustomerByPhone',
      tag: TAGS.customers,
      summary: 'The returning-customer hint: the customer of a phone typed on an order, or null',
      description: "The phone as typed ('77 123 45 67', '+221…'), normalised as the orders store it. `data` is null for a phone no order holds.",
      access: 'administrator',
      query: customerPhoneQuerySchema,
      success: [{ messages: [M.looked], data: customerHintShape.nullable() }],
    },
    async (c) => ok(c, await findCustomerByPhone(parseWith(customerPhoneQuerySchema, c.req.query()).telephone), M.looked),
  );

  route.get(
    '/:id',
    {
      operationId: 'getCustomer',
      tag: TAGS.customers,
      summary: "A customer: its figures, the shop's note and tags, and its newest orders",
      description: `Its orders newest first, ${CUSTOMER_LIMITS.ordersShown} at most (\`nbCommandes\` counts them all).`,
      access: 'administrator',
      success: [{ messages: [M.loaded], data: customerDetailShape }],
      failures: [CUSTOMER_REFUSALS.notFound],
    },
    async (c) => ok(c, await getCustomer(uuidParam(c)), M.loaded),
  );

  route.patch(
    '/:id',
    {
      operationId: 'updateCustomer',
      tag: TAGS.customers,
      summary: "The shop's private note and tags of a customer",
      description: `A field left out keeps its value; a blank or null note clears it. \`tags\` is the whole list: trimmed, the same tag twice (case and accents aside) kept once, then ${CUSTOMER_LIMITS.tagsMax} at most, of ${CUSTOMER_LIMITS.tagMax} characters each. The activity entry names the fields changed, never their content.`,
      access: 'administrator',
      body: customerUpdateSchema,
      success: [{ messages: [M.saved], data: customerDetailShape }],
      failures: [CUSTOMER_REFUSALS.notFound],
    },
    async (c) => {
      const id = uuidParam(c);
      const input = await jsonBody(c, customerUpdateSchema);
      return ok(c, await updateCustomer({ actor: c.get('admin'), id, input }), M.saved);
    },
  );

  return customers;
}
