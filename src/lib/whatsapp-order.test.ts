import { describe, expect, it } from 'vitest';
import { addToCart, type CartProduct } from './cart';
import { orderMessage, orderUrl } from './whatsapp-order';

const whey: CartProduct = { _id: 'p-1', nom: 'Whey Gold Standard', prix: 58000, prixApresPromotion: 52200, image: null, stock: 10, enRupture: false };
const spice: CartProduct = { _id: 'p-2', nom: 'Old Bay', prix: 9500, prixApresPromotion: 0, image: null, stock: null, enRupture: false };
const nbsp = '\u00a0';

describe('WhatsApp order (DESIGN §5)', () => {
  const lines = addToCart(addToCart([], whey, 2), spice, 1);
  const text = orderMessage(lines, 'https://boutique.sn/');

  it('lists each line with its quantity, unit price, line total and product link', () => {
    expect(text).toContain('1. Whey Gold Standard');
    expect(text).toContain(`Quantité : 2 × 52${nbsp}200${nbsp}FCFA = 104${nbsp}400${nbsp}FCFA`);
    expect(text).toContain('https://boutique.sn/produits/p-1');
    expect(text).toContain('2. Old Bay');
    expect(text).toContain(`Quantité : 1 × 9${nbsp}500${nbsp}FCFA = 9${nbsp}500${nbsp}FCFA`);
    expect(text).toContain('https://boutique.sn/produits/p-2');
  });

  it('gives the total and the Dakar delivery note', () => {
    expect(text).toContain(`Total : 113${nbsp}900${nbsp}FCFA`);
    expect(text).toContain(`Livraison à Dakar : 2${nbsp}000${nbsp}FCFA`);
    expect(text).toContain('24h');
  });

  it('opens wa.me with the digits of the number and the encoded text', () => {
    const url = new URL(orderUrl('+221 77 123 45 67', lines, 'https://boutique.sn'));
    expect(url.origin + url.pathname).toBe('https://wa.me/221771234567');
    expect(url.searchParams.get('text')).toBe(orderMessage(lines, 'https://boutique.sn'));
  });
});
