// The customers (docs/product.md, "Customers"): made by the database from the phones typed on orders — a phone
// typed, a status, a payment, a phone changed, the retention's erasure — and the back office's calls: who may call,
// the list (search, sorts, pages), a customer's page, the returning-customer hint, the note and tags (bad input
// changes nothing), the CSV export, and the activity feed, which never names a customer.
import { randomUUID } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, customers, orders } from '@/server/db/schema';
import { purgeExpiredData } from '@/server/services/retention/purge-expired-data';
import { type OrderCatalogue, line, orderCatalogue } from '@test/order-fixtures';
import { type CallResult, useTestBackend } from '@test/harness';
import { API_MESSAGES } from '@/shared/messages';
import type { Pagination } from '@/shared/answers';
import type { CustomerDetail, CustomerSummary } from '@/shared/customers/answers';
import { CUSTOMER_CSV_HEADERS, CUSTOMER_MESSAGES as M, CUSTOMER_VALIDATION as V } from '@/shared/customers/messages';
import { CUSTOMER_LIMITS } from '@/shared/customers/schemas';

const t = useTestBackend({ env: { RATE_LIMIT_ORDER: '1000/60' } });
let shop: OrderCatalogue;

beforeAll(async () => {
  shop = await orderCatalogue(t());
});

const token = () => shop.admin.token;
const get = (path: string) => t().call('GET', path, { token: token() });

/** An order taken by phone ('Nouvelle commande'), for this customer, of `quantite` units of the free product. */
async function order(client: { nom?: string; telephone?: string } | null, quantite = 1): Promise<{ _id: string; total: number }> {
  const answer = await t().call('POST', '/commandes/admin', { token: token(), json: { lignes: [line(shop.products.libre, quantite)], ...(client ? { client } : {}) } });
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.data;
}
const setCustomer = (id: string, json: unknown) => t().call('PUT', `/commandes/${id}/client`, { token: token(), json });
const pay = (id: string, payee = true) => t().call('PUT', `/commandes/${id}/paiement`, { token: token(), json: payee ? { payee: true, methode: 'wave' } : { payee: false } });
const rowOf = async (telephone: string) => (await t().db.select().from(customers).where(eq(customers.telephone, telephone)))[0];

describe('the customers follow their orders (the trigger of migration 0019)', () => {
  it('makes a customer when a phone is typed, and keeps its figures as the orders change', async () => {
    const first = await order(null, 2);
    expect(await rowOf('+221770000101')).toBeUndefined();
    expect((await setCustomer(first._id, { nom: 'Aïssatou Ndiaye', telephone: '77 000 01 01' })).status).toBe(200);
    let row = await rowOf('+221770000101');
    expect(row).toMatchObject({ nom: 'Aïssatou Ndiaye', nbCommandes: 1, totalDepense: 0 });
    expect(row.derniereCommande).not.toBeNull();

    // Paid: its total counts; a second order of the same phone makes two.
    expect((await pay(first._id)).status).toBe(200);
    expect(await rowOf('+221770000101')).toMatchObject({ nbCommandes: 1, totalDepense: first.total });
    const second = await order({ nom: 'Aïssatou N.', telephone: '+221 77 000 01 01' });
    row = await rowOf('+221770000101');
    expect(row).toMatchObject({ nom: 'Aïssatou N.', nbCommandes: 2, totalDepense: first.total });

    // Delivered counts too; cancelled never, even paid.
    for (const step of ['confirmer', 'expedier', 'livrer']) expect((await t().call('POST', `/commandes/${second._id}/${step}`, { token: token() })).status).toBe(200);
    expect(await rowOf('+221770000101')).toMatchObject({ totalDepense: first.total + second.total });
    const third = await order({ telephone: '770000101' });
    await pay(third._id);
    expect(await rowOf('+221770000101')).toMatchObject({ nbCommandes: 3, totalDepense: first.total + second.total + third.total, nom: 'Aïssatou N.' });
    expect((await t().call('POST', `/commandes/${third._id}/annuler`, { token: token(), json: { motif: 'Doublon' } })).status).toBe(200);
    expect(await rowOf('+221770000101')).toMatchObject({ nbCommandes: 3, totalDepense: first.total + second.total });

    // Unpaid again: its total goes.
    await pay(first._id, false);
    expect(await rowOf('+221770000101')).toMatchObject({ totalDepense: second.total });
  });

  it('moves an order to its new phone, and a phone no order holds any more takes its row with it', async () => {
    const placed = await order({ nom: 'Mamadou Ba', telephone: '76 000 02 02' });
    await pay(placed._id);
    expect(await rowOf('+221760000202')).toMatchObject({ nbCommandes: 1 });
    await setCustomer(placed._id, { telephone: '76 000 03 03' });
    expect(await rowOf('+221760000202')).toBeUndefined();
    expect(await rowOf('+221760000303')).toMatchObject({ nom: 'Mamadou Ba', nbCommandes: 1, totalDepense: placed.total });
    await setCustomer(placed._id, { telephone: null });
    expect(await rowOf('+221760000303')).toBeUndefined();
  });

  it("is erased with its orders' names and phones by the retention, and kept while a recent order holds the phone", async () => {
    const old = await order({ nom: 'Awa Gueye', telephone: '78 000 04 04' });
    const gone = await order({ nom: 'Khady Diop', telephone: '78 000 05 05' });
    const recent = await order({ nom: 'Awa Gueye', telephone: '78 000 04 04' });
    const longAgo = new Date(Date.now() - 3 * 365 * 24 * 3600 * 1000);
    for (const id of [old._id, gone._id]) await t().db.update(orders).set({ updatedAt: longAgo }).where(eq(orders.id, id));
    await t().call('PATCH', `/clients/${(await rowOf('+221780000505')).id}`, { token: token(), json: { note: 'Préfère le soir', tags: ['VIP'] } });
    const counts = await purgeExpiredData({ periods: { signInDays: 0, sessionDays: 0, customerMonths: 24 } });
    expect(counts?.customers).toBeGreaterThanOrEqual(2);
    expect(await rowOf('+221780000505')).toBeUndefined();
    expect(await t().db.select().from(customers).where(like(customers.note, 'Préfère le soir'))).toEqual([]);
    expect(await rowOf('+221780000404')).toMatchObject({ nom: 'Awa Gueye', nbCommandes: 1 });
    expect(recent._id).toBeTruthy();
  });
});

describe('who may call', () => {
  it('refuses every call without a token (401), and lets an ordinary administrator in', async () => {
    await order({ nom: 'Fatou Sow', telephone: '77 000 06 06' });
    const id = (await rowOf('+221770000606')).id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/clients'],
      ['GET', '/clients/export.csv'],
      ['GET', '/clients/par-telephone?telephone=770000606'],
      ['GET', `/clients/${id}`],
      ['PATCH', `/clients/${id}`, { note: 'Cliente fidèle' }],
    ];
    for (const [method, path, json] of calls) {
      const anonymous = await t().call(method, path, { json });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'unauthenticated', message: API_MESSAGES.unauthenticated });
    }
    expect((await rowOf('+221770000606')).note).toBeNull();
    const clerk = await t().createAdmin({ role: 'admin' });
    for (const [method, path, json] of calls) {
      const answer = await t().call(method, path, { json, token: clerk.token }).catch(() => null);
      if (path.includes('.csv')) continue;
      expect(answer?.status, `${method} ${path}`).toBe(200);
    }
    expect((await rowOf('+221770000606')).note).toBe('Cliente fidèle');
  });
});

describe('the list', () => {
  const list = async (query: string) => (await get(`/clients${query}`)) as CallResult & { body: CallResult['body'] & { pagination: Pagination } };

  beforeAll(async () => {
    // Three customers apart from the others: a search on 'Sénégal-test' finds them alone.
    const big = await order({ nom: 'Binta Sénégal-test', telephone: '70 111 00 01' }, 5);
    await pay(big._id);
    const small = await order({ nom: 'Cheikh Sénégal-test', telephone: '70 111 00 02' }, 1);
    await pay(small._id);
    await order({ nom: 'Dior Sénégal-test', telephone: '70 111 00 03' }, 3);
  });

  it('finds by name (case and accents aside) or by phone digits, sorted by spending or by last order', async () => {
    const bySpending = await list('?q=senegal-TEST&tri=depense');
    expect(bySpending.status).toBe(200);
    expect(bySpending.body.message).toBe(M.listed);
    expect((bySpending.body.data as CustomerSummary[]).map((c) => c.nom)).toEqual(['Binta Sénégal-test', 'Cheikh Sénégal-test', 'Dior Sénégal-test']);
    expect(bySpending.body.data[0]).toMatchObject({ telephone: '+221701110001', nbCommandes: 1, totalDepense: expect.any(Number), tags: [] });
    const byLast = await list('?q=s%C3%A9n%C3%A9gal-test&tri=derniere');
    expect((byLast.body.data as CustomerSummary[]).map((c) => c.nom)).toEqual(['Dior Sénégal-test', 'Cheikh Sénégal-test', 'Binta Sénégal-test']);
    const byPhone = await list(`?q=${encodeURIComponent('70 111 00 02')}`);
    expect((byPhone.body.data as CustomerSummary[]).map((c) => c.nom)).toEqual(['Cheikh Sénégal-test']);
  });

  it('pages like the other lists', async () => {
    const first = await list('?q=senegal-test&tri=depense&limit=2');
    expect(first.body.data).toHaveLength(2);
    expect(first.body.pagination).toMatchObject({ current: 1, pages: 2, total: 3, limit: 2, hasPrev: false, hasNext: true });
    const second = await list('?q=senegal-test&tri=depense&limit=2&page=2');
    expect((second.body.data as CustomerSummary[]).map((c) => c.nom)).toEqual(['Dior Sénégal-test']);
    const past = await list('?q=senegal-test&page=9');
    expect(past.body.data).toEqual([]);
  });

  it('refuses a bad sort, page or search in French', async () => {
    for (const [query, message] of [
      ['?tri=prix', V.sortInvalid],
      ['?page=0', V.pageInvalid],
      ['?limit=1000', V.limitInvalid],
      [`?q=${'a'.repeat(CUSTOMER_LIMITS.searchMax + 1)}`, V.searchTooLong],
    ]) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', message });
    }
  });
});

describe("a customer's page, the hint, the note and tags", () => {
  let id: string;
  let orderIds: string[];

  beforeAll(async () => {
    const a = await order({ nom: 'Ndèye Faye', telephone: '77 222 33 44' }, 2);
    const b = await order({ telephone: '+221772223344' }, 1);
    await pay(b._id);
    orderIds = [a._id, b._id];
    id = (await rowOf('+221772223344')).id;
  });

  it('shows its figures and its orders, newest first, each with its id', async () => {
    const { status, body } = await get(`/clients/${id}`);
    expect(status).toBe(200);
    expect(body.message).toBe(M.loaded);
    const customer = body.data as CustomerDetail;
    expect(customer).toMatchObject({ _id: id, nom: 'Ndèye Faye', telephone: '+221772223344', nbCommandes: 2, note: null, tags: [] });
    expect(customer.commandes.map((o) => o._id)).toEqual([...orderIds].reverse());
  });

  it('answers the returning-customer hint for a phone as typed, null for an unknown one, 400 for no phone', async () => {
    const known = await get(`/clients/par-telephone?telephone=${encodeURIComponent('77 222 33 44')}`);
    expect(known.status).toBe(200);
    expect(known.body.data).toMatchObject({ _id: id, nom: 'Ndèye Faye', nbCommandes: 2 });
    const unknown = await get('/clients/par-telephone?telephone=779998877');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toBeNull();
    for (const [query, message] of [
      ['', V.phoneRequired],
      ['?telephone=12', V.phoneInvalid],
    ]) {
      const refused = await get(`/clients/par-telephone${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation_failed', message });
    }
  });

  it('saves the note and the tags (trimmed, deduplicated) and records it without naming the customer', async () => {
    const answer = await t().call('PATCH', `/clients/${id}`, { token: token(), json: { note: '  Livrer après 18h  ', tags: [' VIP ', 'vip', 'Fidele', 'fidèle', 'Grossiste'] } });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(M.saved);
    expect(answer.body.data).toMatchObject({ note: 'Livrer après 18h', tags: ['VIP', 'Fidele', 'Grossiste'] });
    expect(await rowOf('+221772223344')).toMatchObject({ note: 'Livrer après 18h', tags: ['VIP', 'Fidele', 'Grossiste'] });
    const [entry] = await t().db.select().from(activityLog).where(eq(activityLog.action, 'customer.update')).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({ entityType: 'customer', entityId: id, details: { champs: ['note', 'tags'] } });
    expect(JSON.stringify(entry)).not.toMatch(/Ndèye|772223344|18h|VIP/);
    // The tags alone keep the note; a blank note clears it.
    await t().call('PATCH', `/clients/${id}`, { token: token(), json: { tags: [] } });
    expect(await rowOf('+221772223344')).toMatchObject({ note: 'Livrer après 18h', tags: [] });
    await t().call('PATCH', `/clients/${id}`, { token: token(), json: { note: '  ' } });
    expect((await rowOf('+221772223344')).note).toBeNull();
    // A new order keeps the shop's own note and tags.
    await t().call('PATCH', `/clients/${id}`, { token: token(), json: { note: 'Grossiste Médina', tags: ['Grossiste'] } });
    await order({ telephone: '772223344' });
    expect(await rowOf('+221772223344')).toMatchObject({ note: 'Grossiste Médina', tags: ['Grossiste'], nbCommandes: 3 });
  });

  it('refuses a bad id, an unknown id, too many tags, a long tag or note, in French, changing nothing', async () => {
    const before = await rowOf('+221772223344');
    const patch = (target: string, json: unknown) => t().call('PATCH', `/clients/${target}`, { token: token(), json });
    const malformed = await patch('pas-un-id', { note: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'invalid_id', message: API_MESSAGES.invalidId });
    expect((await get('/clients/pas-un-id')).status).toBe(400);
    const unknown = await patch(randomUUID(), { note: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'customer_not_found', message: M.notFound });
    expect((await get(`/clients/${randomUUID()}`)).body).toMatchObject({ code: 'customer_not_found', message: M.notFound });
    for (const [json, field, message] of [
      [{ tags: Array.from({ length: CUSTOMER_LIMITS.tagsMax + 1 }, (_, i) => `Étiquette ${i}`) }, 'tags', V.tagsMax],
      [{ tags: ['x'.repeat(CUSTOMER_LIMITS.tagMax + 1)] }, 'tags.0', V.tagMax],
      [{ tags: 'VIP' }, 'tags', V.tagsInvalid],
      [{ note: 'n'.repeat(CUSTOMER_LIMITS.noteMax + 1), tags: ['VIP'] }, 'note', V.noteMax],
    ] as const) {
      const answer = await patch(id, json);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', message, data: { errors: { [field]: message } } });
    }
    // An empty body changes nothing; an unknown customer is still refused.
    expect((await patch(id, {})).status).toBe(200);
    expect((await patch(randomUUID(), {})).status).toBe(404);
    // Nine tags that are five once deduplicated are fine.
    const dup = await patch(id, { tags: ['a', 'A', 'b', 'B', 'c', 'C', 'd', 'D', 'e'] });
    expect(dup.status).toBe(200);
    expect(dup.body.data.tags).toEqual(['a', 'b', 'c', 'd', 'e']);
    await patch(id, { tags: before.tags });
    expect(await rowOf('+221772223344')).toMatchObject({ note: before.note, tags: before.tags });
  });
});

describe('the CSV export', () => {
  it('downloads the customers of a search for French Excel, and records it without the search', async () => {
    const placed = await order({ nom: '=Export Kane', telephone: '77 444 55 66' }, 2);
    await pay(placed._id);
    const answer = await t().app.request('/api/v1/clients/export.csv?q=kane&tri=depense', { headers: { authorization: `Bearer ${token()}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(rows[0]).toBe(CUSTOMER_CSV_HEADERS.join(';'));
    expect(rows).toHaveLength(2);
    // A name that would start a formula is quoted; the phone as people read it.
    expect(rows[1]).toMatch(/^'=Export Kane;'\+221 77 444 55 66;/);
    expect(rows[1]).toContain(`;1;${placed.total};`);
    const [entry] = await t().db.select().from(activityLog).where(eq(activityLog.action, 'customer.export')).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({ entityType: 'customer', details: { tri: 'depense', recherche: true, lignes: 1 } });
    expect(JSON.stringify(entry)).not.toMatch(/kane/i);
  });
});
