import { describe, expect, it } from 'vitest';
import { checkBody, type FormSchema } from '@/components/admin/kit/form-run';
import { ORDER_VALIDATION } from '@/shared/orders/messages';
import {
  draftKey,
  draftSubtotal,
  feeOf,
  hasLineErrors,
  type LineDraft,
  lineDrafts,
  lineErrors,
  linesBody,
  newIdempotencyKey,
  orderSchema,
  overStock,
  productLine,
  quantityOf,
  withVariant,
} from './order-values';

const WHEY = '0b9f4a52-6a0e-4f0a-9d52-1c2f3e4d5a6b';
const OMEGA = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

/** A body checked as the order forms check it (the kit's `useForm`, with the order's schema). */
const checkOrderBody = (name: Parameters<typeof orderSchema>[0], body: unknown) => checkBody({ loadSchema: orderSchema(name) as () => Promise<FormSchema<unknown>> }, body);

describe('the order forms’ values', () => {
  it('holds a recorded order’s lines as typed, and sends them back as numbers', () => {
    const drafts = lineDrafts([
      { produitId: WHEY, nom: 'Whey', prixUnitaire: 12_500, quantite: 2, total: 25_000 },
      { produitId: null, nom: 'Ancien produit', prixUnitaire: 1_000, quantite: 1, total: 1_000 },
    ]);
    expect(drafts[0]).toEqual({ produitId: WHEY, nom: 'Whey', prixUnitaire: 12_500, quantite: '2' });
    expect(linesBody(drafts)).toEqual([
      { produitId: WHEY, quantite: 2 },
      { produitId: '', quantite: 1 },
    ]);
  });

  it('picks a product with variants on its first available variant on sale the order does not hold, and changes it', () => {
    const CHOCOLATE = '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d';
    const VANILLA = '2b3c4d5e-6f7a-4b1c-9d2e-3f4a5b6c7d8e';
    const STRAWBERRY = '3c4d5e6f-7a8b-4c2d-8e3f-4a5b6c7d8e9f';
    const variantes = [
      { _id: STRAWBERRY, nom: 'Fraise', prix: 20_000, prixApresPromotion: 20_000, stock: 4, enRupture: false, enVente: false },
      { _id: CHOCOLATE, nom: 'Chocolat', prix: 25_000, prixApresPromotion: 25_000, stock: 0, enRupture: true, enVente: true },
      { _id: VANILLA, nom: 'Vanille', prix: 30_000, prixApresPromotion: 27_000, stock: 5, enRupture: false, enVente: true },
    ];
    const whey = { _id: WHEY, nom: 'Whey', prix: 25_000, prixApresPromotion: 25_000, stock: 5, variantes };
    const line = productLine(whey);
    expect(line).toMatchObject({ produitId: WHEY, varianteId: VANILLA, nom: 'Whey — Vanille', produitNom: 'Whey', prixUnitaire: 27_000, stock: 5, quantite: '1' });
    // Only the variants on sale are offered.
    expect(line.variantes?.map((variant) => variant.nom)).toEqual(['Chocolat', 'Vanille']);
    expect(productLine(whey, new Set([`${WHEY}:${VANILLA}`])).varianteId).toBe(CHOCOLATE);
    const chocolate = withVariant(line, variantes[1]);
    expect(chocolate).toMatchObject({ varianteId: CHOCOLATE, nom: 'Whey — Chocolat', prixUnitaire: 25_000, stock: 0 });
    expect(linesBody([chocolate, line])).toEqual([
      { produitId: WHEY, varianteId: CHOCOLATE, quantite: 1 },
      { produitId: WHEY, varianteId: VANILLA, quantite: 1 },
    ]);
    expect(draftKey(chocolate)).not.toBe(draftKey(line));
  });

  it('reads quantities strictly and sums what can be read', () => {
    expect(quantityOf(' 3 ')).toBe(3);
    expect(quantityOf('')).toBeNaN();
    expect(quantityOf('2.5')).toBeNaN();
    expect(quantityOf('-1')).toBeNaN();
    const lines: LineDraft[] = [
      { produitId: WHEY, nom: 'Whey', prixUnitaire: 12_500, quantite: '2' },
      { produitId: OMEGA, nom: 'Oméga 3', prixUnitaire: 8_000, quantite: '' },
    ];
    expect(draftSubtotal(lines)).toBe(25_000);
  });

  it('picks a product at the price it is sold at, and says when a line asks more than its stock', () => {
    const line = productLine({ _id: OMEGA, nom: 'Oméga 3', prix: 8_000, prixApresPromotion: 7_200, stock: 2 });
    expect(line).toEqual({ produitId: OMEGA, nom: 'Oméga 3', prixUnitaire: 7_200, quantite: '1', stock: 2 });
    // A promotion of 100 % is none: the base price, as the server records it.
    expect(productLine({ _id: OMEGA, nom: 'Oméga 3', prix: 8_000, prixApresPromotion: 0, stock: 2 }).prixUnitaire).toBe(8_000);
    expect(overStock(line)).toBe(false);
    expect(overStock({ ...line, quantite: '3' })).toBe(true);
    expect(overStock({ ...line, quantite: '3', stock: null })).toBe(false);
    expect(overStock({ ...line, quantite: '3', stock: undefined })).toBe(false);
  });

  it('puts the messages about lines under the list and under each line', () => {
    const errors = lineErrors({ lignes: 'vide', 'lignes.1.quantite': 'quantité', 'lignes.1.produitId': 'produit', 'lignes.3.produitId': 'doublon', nom: 'x' });
    expect(errors).toEqual({ list: 'vide', lines: { 1: 'quantité', 3: 'doublon' } });
    expect(hasLineErrors(errors)).toBe(true);
    expect(hasLineErrors(lineErrors({}))).toBe(false);
  });

  it('reads a fee as typed', () => {
    expect(feeOf('')).toBeNull();
    expect(feeOf(' 2 500 ')).toBe(2_500);
    expect(feeOf('abc')).toBeNaN();
  });

  it('checks bodies with the API’s own schemas and messages', async () => {
    const phone = await checkOrderBody('orderCustomerSchema', { nom: 'Awa', telephone: 'abc' });
    expect(phone).toEqual({ ok: false, messages: { telephone: ORDER_VALIDATION.customerPhoneInvalid } });
    const customer = await checkOrderBody('orderCustomerSchema', { nom: ' Awa ', telephone: '77 123 45 67' });
    expect(customer).toEqual({ ok: true, value: { nom: 'Awa', telephone: '+221771234567' } });
    const lines = await checkOrderBody('orderLinesSchema', { lignes: linesBody([{ produitId: WHEY, nom: 'Whey', prixUnitaire: 1, quantite: '' }]) });
    expect(lines.ok).toBe(false);
    if (!lines.ok) expect(lineErrors(lines.messages).lines[0]).toBe(ORDER_VALIDATION.quantityInvalid);
    const none = await checkOrderBody('orderLinesSchema', { lignes: [] });
    if (!none.ok) expect(lineErrors(none.messages).list).toBe(ORDER_VALIDATION.linesRequired);
    const cancel = await checkOrderBody('orderCancelSchema', { motif: '  ' });
    expect(cancel).toEqual({ ok: false, messages: { motif: ORDER_VALIDATION.cancelReasonRequired } });
    const payment = await checkOrderBody('orderPaymentSchema', { payee: true, methode: null, reference: '' });
    expect(payment).toEqual({ ok: false, messages: { methode: ORDER_VALIDATION.paymentMethodRequired } });
  });

  it('makes a key the API accepts', async () => {
    const key = newIdempotencyKey();
    expect(key).not.toBe(newIdempotencyKey());
    const order = await checkOrderBody('adminOrderSchema', { lignes: [{ produitId: WHEY, quantite: 1 }], idempotencyKey: key });
    expect(order.ok).toBe(true);
  });
});
