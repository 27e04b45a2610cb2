import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import { orderMessageHeader, orderQuantityCap, publicOrderSchema } from '@/shared/orders/schemas';
import type { PublicOrder } from '@/shared/orders/answers';
import { addToCart, type CartLine, type CartProduct } from './cart';
import {
  keyFor,
  newOrderKey,
  ORDER_KEY_LIFETIME_MS,
  ORDER_KEY_STORAGE,
  OrderNotRecorded,
  orderRequest,
  postOrder,
  quantityCap,
  recordedOrderMessage,
  recordOrder,
} from './order-request';

const WHEY_ID = '0b5e4c9e-1b2c-4d3e-8f90-123456789abc';
const SPICE_ID = '1c6f5d0f-2c3d-4e4f-9a01-23456789abcd';
const ZONE_ID = '2d7a6e1a-3d4e-4f5a-8b12-3456789abcde';
const VANILLA_ID = '3e8b7f2b-4e5f-4a6b-9c23-456789abcdef';
const CHOCOLATE_ID = '4f9c8a3c-5f6a-4b7c-8d34-56789abcdef0';
const whey: CartProduct = { _id: WHEY_ID, nom: 'Whey Gold Standard', prix: 58000, prixApresPromotion: 52200, image: null, stock: 10, enRupture: false };
const spice: CartProduct = { _id: SPICE_ID, nom: 'Old Bay', prix: 9500, prixApresPromotion: 0, image: null, stock: null, enRupture: false };
const nbsp = '\u00a0';

const order: PublicOrder = {
  reference: 'CMD-2611-0042',
  lienSuivi: 'https://boutique.sn/commande/q3Zc0v1lQ9yE2b7nK4mXwA',
  lignes: [
    { produitId: WHEY_ID, nom: 'Whey Gold Standard', prixUnitaire: 52200, quantite: 2, total: 104400 },
    { produitId: SPICE_ID, nom: 'Old Bay', prixUnitaire: 9500, quantite: 1, total: 9500 },
  ],
  sousTotal: 113900,
  fraisLivraison: 1500,
  total: 115400,
  zone: { _id: ZONE_ID, nom: 'Plateau', delai: '24h' },
  createdAt: '2026-11-26T10:00:00.000Z',
};

/** A fetch that answers `status` and `body` as JSON, and remembers what it was sent. */
function answering(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  const send = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { send, sent, bodies: () => sent.map(({ init }) => JSON.parse(String(init.body))) };
}

describe('the order request', () => {
  it('sends each product once with its quantity, never a price, and passes the public schema', () => {
    const lines = addToCart(addToCart([], whey, 2), spice, 1);
    const request = orderRequest(lines, ZONE_ID, '  près de la pharmacie  ');
    expect(request).toEqual({
      lignes: [
        { produitId: WHEY_ID, quantite: 2 },
        { produitId: SPICE_ID, quantite: 1 },
      ],
      zoneId: ZONE_ID,
      pointDeRepere: 'près de la pharmacie',
    });
    expect(publicOrderSchema.safeParse({ ...request, idempotencyKey: newOrderKey() }).success).toBe(true);
  });

  it('leaves out a zone and a landmark not chosen, and cuts a landmark to its limit', () => {
    const lines = addToCart([], spice, 1);
    expect(orderRequest(lines, null, '   ')).toEqual({ lignes: [{ produitId: SPICE_ID, quantite: 1 }] });
    expect(orderRequest(lines, null, 'x'.repeat(ORDER_LIMITS.landmarkMax + 20)).pointDeRepere).toHaveLength(ORDER_LIMITS.landmarkMax);
  });

  it('caps quantities as the cart caps them, and as the shared rule does', () => {
    const lines: CartLine[] = [
      { product: { ...whey, stock: 3 }, quantity: 5, selectedVariant: null },
      { product: spice, quantity: 250, selectedVariant: null },
      { product: { ...whey, _id: ZONE_ID, stock: 5_000 }, quantity: 1_200, selectedVariant: null },
    ];
    expect(orderRequest(lines, null, '').lignes.map((line) => line.quantite)).toEqual([3, 99, ORDER_LIMITS.quantityMax]);
    for (const stock of [null, 0, 1, 3, 99, 100, 999, 1_000, 5_000]) {
      expect(quantityCap({ ...whey, stock }), String(stock)).toBe(orderQuantityCap(stock));
    }
  });

  it('sends each variant of one product as its own line with its variant, within its cap, and passes the public schema', () => {
    const lines: CartLine[] = [
      { product: { ...whey, variante: 'Vanille' }, quantity: 6, selectedVariant: VANILLA_ID },
      { product: { ...whey, variante: 'Chocolat', stock: 4 }, quantity: 7, selectedVariant: CHOCOLATE_ID },
      { product: spice, quantity: 1, selectedVariant: null },
    ];
    const request = orderRequest(lines, null, '');
    expect(request.lignes).toEqual([
      { produitId: WHEY_ID, varianteId: VANILLA_ID, quantite: 6 },
      { produitId: WHEY_ID, varianteId: CHOCOLATE_ID, quantite: 4 },
      { produitId: SPICE_ID, quantite: 1 },
    ]);
    expect(publicOrderSchema.safeParse({ ...request, idempotencyKey: newOrderKey() }).success).toBe(true);
  });
});

describe('the idempotency key', () => {
  const now = Date.UTC(2026, 10, 26, 10);
  let made = 0;
  const make = () => `key-${String(++made).padStart(16, '0')}`;

  it('is made of 32 hexadecimal digits the server accepts, a new one each time', () => {
    const key = newOrderKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key.length).toBeGreaterThanOrEqual(ORDER_LIMITS.idempotencyKeyMin);
    expect(newOrderKey()).not.toBe(key);
  });

  it('stays the same for the same cart, so that pressing twice makes one order', () => {
    const first = keyFor(null, 'cart A', now, make);
    expect(keyFor(first, 'cart A', now + 5_000, make)).toBe(first);
    expect(keyFor(JSON.parse(JSON.stringify(first)), 'cart A', now + ORDER_KEY_LIFETIME_MS - 1, make).key).toBe(first.key);
  });

  it('is renewed when the cart changes, after a day, or when what was stored is not a key', () => {
    const first = keyFor(null, 'cart A', now, make);
    const changed = keyFor(first, 'cart B', now + 1_000, make);
    expect(changed.key).not.toBe(first.key);
    expect(changed.request).toBe('cart B');
    expect(keyFor(first, 'cart A', now + ORDER_KEY_LIFETIME_MS, make).key).not.toBe(first.key);
    expect(keyFor(first, 'cart A', now - 1, make).key).not.toBe(first.key);
    for (const stored of [undefined, 'text', 42, { key: 'short', request: 'cart A', at: now }, { key: first.key, request: 'cart A' }]) {
      expect(keyFor(stored, 'cart A', now, make).key).not.toBe(first.key);
    }
  });
});

describe('the recorded order’s message', () => {
  it('begins with the reference and the totals, worded as the shared header', () => {
    const cases: PublicOrder[] = [
      order,
      { ...order, fraisLivraison: null, total: 113900, zone: { _id: ZONE_ID, nom: 'Autre quartier ou région', delai: null } },
      { ...order, fraisLivraison: null, total: 113900, zone: null },
    ];
    for (const each of cases) expect(recordedOrderMessage(each, 'https://boutique.sn', '').startsWith(`${orderMessageHeader(each)}\n`)).toBe(true);
    expect(orderMessageHeader(order)).toBe(
      [
        'Commande CMD-2611-0042',
        `Sous-total : 113${nbsp}900${nbsp}FCFA`,
        `Livraison (Plateau) : 1${nbsp}500${nbsp}FCFA`,
        `Total : 115${nbsp}400${nbsp}FCFA`,
      ].join('\n'),
    );
  });

  it("lists the server's lines and prices, the landmark, and asks for confirmation", () => {
    const text = recordedOrderMessage(order, 'https://boutique.sn', 'près de la pharmacie');
    expect(text.startsWith('Commande CMD-2611-0042\n')).toBe(true);
    expect(text).toContain('Bonjour, je souhaite commander les produits suivants :');
    expect(text).toContain(`1. Whey Gold Standard\n   Quantité : 2 × 52${nbsp}200${nbsp}FCFA = 104${nbsp}400${nbsp}FCFA\n   https://boutique.sn/produits/${WHEY_ID}`);
    expect(text).toContain(`2. Old Bay\n   Quantité : 1 × 9${nbsp}500${nbsp}FCFA = 9${nbsp}500${nbsp}FCFA`);
    expect(text).toContain('Point de repère : près de la pharmacie');
    expect(text).toContain('Merci de me confirmer la disponibilité et la livraison.\n\n');
    expect(recordedOrderMessage(order, 'https://boutique.sn', '')).not.toContain('Point de repère');
  });

  it("ends with the link of the order's page, and without it when the answer has none", () => {
    const text = recordedOrderMessage(order, 'https://boutique.sn', '');
    expect(text.endsWith(`\n\nSuivi de la commande${nbsp}: https://boutique.sn/commande/q3Zc0v1lQ9yE2b7nK4mXwA`)).toBe(true);
    const { lienSuivi: _, ...older } = order;
    const without = recordedOrderMessage(older as PublicOrder, 'https://boutique.sn', '');
    expect(without.endsWith('Merci de me confirmer la disponibilité et la livraison.')).toBe(true);
    expect(without).not.toContain('/commande/');
  });
});

describe('POST /commandes from the cart', () => {
  const signal = new AbortController().signal;
  const body = { lignes: [{ produitId: WHEY_ID, quantite: 2 }], idempotencyKey: 'a'.repeat(32) };

  it('posts the request as JSON and takes the order recorded now or before', async () => {
    for (const status of [201, 200]) {
      const server = answering(status, { success: true, status, message: 'ok', data: order });
      expect(await postOrder(body, signal, server.send)).toEqual(order);
      expect(server.sent[0].url).toBe('/api/v1/commandes');
      expect(server.sent[0].init.method).toBe('POST');
      expect(server.bodies()[0]).toEqual(body);
    }
  });

  it('fails on a refusal or an answer that is not an order', async () => {
    const refusals: [number, unknown][] = [
      [409, { success: false, status: 409, code: 'insufficient_stock', message: 'Stock insuffisant', data: { stock: 1 } }],
      [429, { success: false, status: 429, code: 'rate_limited', message: 'Trop de requêtes.', data: null }],
      [500, { success: false }],
      [201, { success: true, data: { reference: 'CMD-2611-0042' } }],
      [201, 'not json at all'],
    ];
    for (const [status, answer] of refusals) {
      await expect(postOrder(body, signal, answering(status, answer).send)).rejects.toBeInstanceOf(OrderNotRecorded);
    }
  });

  it('gives up when the shopper has waited long enough', async () => {
    const waited = new AbortController();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
    const posting = postOrder(body, waited.signal, hanging);
    waited.abort();
    await expect(posting).rejects.toThrow();
  });
});

describe('recording the order when the button is pressed', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    globalThis.localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
      clear: () => store.clear(),
      key: () => null,
      length: 0,
    } as Storage;
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  const lines = addToCart(addToCart([], whey, 2), spice, 1);
  const pressed = (changes: Partial<Parameters<typeof recordOrder>[0]> = {}) => ({
    lines,
    zoneId: ZONE_ID,
    landmark: '',
    whatsappNumber: '+221 77 123 45 67',
    publicUrl: 'https://boutique.sn',
    waitMs: 2_000,
    ...changes,
  });

  it('opens wa.me with the reference message, and sends the same key for the same cart', async () => {
    const server = answering(201, { data: order });
    const url = new URL(await recordOrder(pressed(), server.send));
    expect(url.origin + url.pathname).toBe('https://wa.me/221771234567');
    expect(url.searchParams.get('text')).toBe(recordedOrderMessage(order, 'https://boutique.sn', ''));
    await recordOrder(pressed(), server.send);
    const [first, again] = server.bodies();
    expect(again.idempotencyKey).toBe(first.idempotencyKey);
    expect(first.zoneId).toBe(ZONE_ID);
    expect(JSON.parse(store.get(ORDER_KEY_STORAGE) ?? '{}').key).toBe(first.idempotencyKey);
  });

  it('sends a new key once the cart, the zone or the landmark changed', async () => {
    const server = answering(201, { data: order });
    await recordOrder(pressed(), server.send);
    await recordOrder(pressed({ lines: addToCart(lines, spice, 1) }), server.send);
    await recordOrder(pressed({ lines: addToCart(lines, spice, 1), zoneId: null }), server.send);
    await recordOrder(pressed({ lines: addToCart(lines, spice, 1), zoneId: null, landmark: 'Rond-point' }), server.send);
    const keys = server.bodies().map((sent) => sent.idempotencyKey);
    expect(new Set(keys).size).toBe(4);
  });

  it('fails, for the message to go without reference, when the server refuses or does not answer in time', async () => {
    await expect(recordOrder(pressed(), answering(409, { code: 'insufficient_stock' }).send)).rejects.toBeInstanceOf(OrderNotRecorded);
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
    await expect(recordOrder(pressed({ waitMs: 50 }), hanging)).rejects.toThrow('aborted');
  });
});
