import { describe, expect, it } from 'vitest';
import { addToCart, type CartProduct } from './cart';
import { checkCart } from './cart-check';
import { orderMessage, orderUrl } from './whatsapp-order';

const WHEY_ID = '0b5e4c9e-1b2c-4d3e-8f90-123456789abc';
const SPICE_ID = '1c6f5d0f-2c3d-4e4f-9a01-23456789abcd';
const whey: CartProduct = { _id: WHEY_ID, nom: 'Whey Gold Standard', prix: 58000, prixApresPromotion: 52200, image: null, stock: 10, enRupture: false };
const spice: CartProduct = { _id: SPICE_ID, nom: 'Old Bay', prix: 9500, prixApresPromotion: 0, image: null, stock: null, enRupture: false };
const nbsp = '\u00a0';
const current = (...products: CartProduct[]) => new Map(products.map((product) => [product._id, product]));

describe('WhatsApp order', () => {
  const lines = addToCart(addToCart([], whey, 2), spice, 1);
  const cart = checkCart(lines, current(whey, spice));
  const text = orderMessage(cart, 'https://boutique.sn/');

  it('lists each line with its quantity, unit price, line total and product link', () => {
    expect(text).toContain('1. Whey Gold Standard');
    expect(text).toContain(`Quantité : 2 × 52${nbsp}200${nbsp}FCFA = 104${nbsp}400${nbsp}FCFA`);
    expect(text).toContain(`https://boutique.sn/produits/${WHEY_ID}`);
    expect(text).toContain('2. Old Bay');
    expect(text).toContain(`Quantité : 1 × 9${nbsp}500${nbsp}FCFA = 9${nbsp}500${nbsp}FCFA`);
    expect(text).toContain(`https://boutique.sn/produits/${SPICE_ID}`);
  });

  it("of an order the server did not record, carries no link of an order's page (it has no code)", () => {
    expect(text).not.toContain('/commande/');
    expect(text).not.toContain('Suivi de la commande');
  });

  it('gives the total and the Dakar delivery note', () => {
    expect(text).toContain(`Total : 113${nbsp}900${nbsp}FCFA`);
    expect(text).toContain(`Livraison à Dakar : 2${nbsp}000${nbsp}FCFA`);
    expect(text).toContain('24h');
  });

  it('opens wa.me with the digits of the number and the encoded text', () => {
    const url = new URL(orderUrl('+221 77 123 45 67', cart, 'https://boutique.sn'));
    expect(url.origin + url.pathname).toBe('https://wa.me/221771234567');
    expect(url.searchParams.get('text')).toBe(orderMessage(cart, 'https://boutique.sn'));
  });

  it("carries the server's prices and leaves out what cannot be ordered, whatever the browser remembered", () => {
    const forged = [
      { product: { ...whey, prix: 1, prixApresPromotion: 0 }, quantity: 2, selectedVariant: null },
      { product: spice, quantity: 1, selectedVariant: null },
    ];
    const order = orderMessage(checkCart(forged, current(whey, { ...spice, enRupture: true })), 'https://boutique.sn');
    expect(order).toContain(`Quantité : 2 × 52${nbsp}200${nbsp}FCFA = 104${nbsp}400${nbsp}FCFA`);
    expect(order).toContain(`Total : 104${nbsp}400${nbsp}FCFA`);
    expect(order).not.toContain('Old Bay');
    expect(order).not.toContain(`1${nbsp}FCFA`);
  });

  it('names the variant on its line, each variant of one product on its own line', () => {
    const VANILLA_ID = '3e8b7f2b-4e5f-4a6b-9c23-456789abcdef';
    const CHOCOLATE_ID = '4f9c8a3c-5f6a-4b7c-8d34-56789abcdef0';
    const withVariants: CartProduct = {
      ...whey,
      variantes: [
        { _id: VANILLA_ID, nom: 'Vanille, 5 lb', prix: 60000, prixApresPromotion: 60000, stock: 4, enRupture: false },
        { _id: CHOCOLATE_ID, nom: 'Chocolat, 2 lb', prix: 30000, prixApresPromotion: 27000, stock: null, enRupture: false },
      ],
    };
    const variantLines = addToCart(addToCart([], withVariants, 1, CHOCOLATE_ID), withVariants, 2, VANILLA_ID);
    const message = orderMessage(checkCart(variantLines, current(withVariants)), 'https://boutique.sn');
    expect(message).toContain(`1. Whey Gold Standard — Chocolat, 2 lb\n   Quantité : 1 × 27${nbsp}000${nbsp}FCFA = 27${nbsp}000${nbsp}FCFA`);
    expect(message).toContain(`2. Whey Gold Standard — Vanille, 5 lb\n   Quantité : 2 × 60${nbsp}000${nbsp}FCFA = 120${nbsp}000${nbsp}FCFA`);
    expect(message).toContain(`Total : 147${nbsp}000${nbsp}FCFA`);
  });

  it('reads exactly as specified: the message of an order the server did not record', () => {
    expect(text).toBe(
      [
        'Bonjour, je souhaite commander les produits suivants :',
        '',
        `1. Whey Gold Standard\n   Quantité : 2 × 52${nbsp}200${nbsp}FCFA = 104${nbsp}400${nbsp}FCFA\n   https://boutique.sn/produits/${WHEY_ID}`,
        '',
        `2. Old Bay\n   Quantité : 1 × 9${nbsp}500${nbsp}FCFA = 9${nbsp}500${nbsp}FCFA\n   https://boutique.sn/produits/${SPICE_ID}`,
        '',
        `Total : 113${nbsp}900${nbsp}FCFA`,
        `Livraison à Dakar : 2${nbsp}000${nbsp}FCFA environ selon la zone, en 24h.`,
        '',
        'Merci de me confirmer la disponibilité et la livraison.',
      ].join('\n'),
    );
  });
});
