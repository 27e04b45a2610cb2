// A blank value of a parameter that names a choice (`by`, `statut`, `alerte`) is refused like any other value
// outside its choices (docs/api.md, "GET /produits — the catalogue"; docs/api.md, "GET /dashboard/top-products"); the
// catalogue's own `sortBy` keeps decision 007's rule, blank is absent.
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { CATALOGUE_MESSAGES as C } from '@/shared/catalog/messages';
import { PRODUCT_STATUS_MESSAGES as S } from '@/shared/catalog/product-status';

const t = useTestBackend();
let admin: TestAdmin;

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin' });
});

describe('a blank choice', () => {
  it.each([
    ['/dashboard/top-products?by=', 'by', C.topProductsOrderInvalid],
    ['/dashboard/top-products?by=%20', 'by', C.topProductsOrderInvalid],
    ['/produits?alerte=', 'alerte', S.alertInvalid],
    ['/produits?statut=', 'statut', S.statusInvalid],
  ])('%s is refused with its French message', async (path, field, message) => {
    const { status, body } = await t().call('GET', path, { token: admin.token });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_failed', message, data: { errors: { [field]: message } } });
  });

  it('leaves the values it names as they were, spaces around them aside', async () => {
    expect((await t().call('GET', '/dashboard/top-products?by=recent', { token: admin.token })).status).toBe(200);
    expect((await t().call('GET', '/produits?alerte=%20rupture%20', { token: admin.token })).status).toBe(200);
    expect((await t().call('GET', '/produits?statut=tous', { token: admin.token })).status).toBe(200);
  });

  it("keeps the catalogue's sortBy as decision 007 has it: blank is absent", async () => {
    expect((await t().call('GET', '/produits?sortBy=')).status).toBe(200);
  });
});
