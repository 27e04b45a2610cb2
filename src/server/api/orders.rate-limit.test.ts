// POST /commandes is counted per client address (docs/api.md, Rate limits): 20 orders in 5 minutes, then 429 with
// Retry-After, for that address only; the back office's calls are never counted.
import { beforeAll, describe, expect, it } from 'vitest';
import { type OrderCatalogue, line, newKey, orderCatalogue, orderTableCounts } from '@test/order-fixtures';
import { useTestBackend } from '@test/harness';
import { API_MESSAGES } from '@/shared/messages';

const t = useTestBackend({ env: { TRUST_PROXY: 'true' } });
let shop: OrderCatalogue;

beforeAll(async () => {
  shop = await orderCatalogue(t());
});

const orderFrom = (ip: string) =>
  t().call('POST', '/commandes', { json: { lignes: [line(shop.products.libre)], idempotencyKey: newKey() }, headers: { 'x-forwarded-for': ip } });

describe('the rate limit of POST /commandes', () => {
  it('refuses the 21st order of an address within 5 minutes with 429 and Retry-After, and stores nothing', async () => {
    for (let i = 0; i < 20; i += 1) expect((await orderFrom('198.51.100.40')).status).toBe(201);
    const before = await orderTableCounts(t());
    const refused = await orderFrom('198.51.100.40');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, status: 429, code: 'rate_limited', message: API_MESSAGES.tooManyRequests });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(await orderTableCounts(t())).toEqual(before);
    // Another address orders as before.
    expect((await orderFrom('198.51.100.41')).status).toBe(201);
  });

  it("never counts an administrator's 'Nouvelle commande'", async () => {
    for (let i = 0; i < 22; i += 1) {
      const answer = await t().call('POST', '/commandes/admin', {
        token: shop.admin.token,
        json: { lignes: [line(shop.products.libre)] },
        headers: { 'x-forwarded-for': '198.51.100.42' },
      });
      expect(answer.status).toBe(201);
    }
  });
});
