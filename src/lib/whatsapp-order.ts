// The order message sent on WhatsApp (docs/product.md): each line with its name, quantity, unit price, line
// total and product link, then the total and the delivery note. It is made from a checked cart only, so that
// it carries the prices and stock the shop has now, never what the browser remembered.
import { productUrl } from '@/shared/catalogue-url';
import { DELIVERY } from '@/shared/constants';
import { formatPrice } from '@/shared/format';
import { unitPrice } from '@/shared/product-display';
import { whatsappLink } from '@/shared/shop-content';
import { type CheckedCart, cartTotal, lineTotal } from './cart';

export function orderMessage(cart: CheckedCart, publicUrl: string): string {
  const lines = cart.orderable;
  const items = lines.map((line, index) =>
    [
      `${index + 1}. ${line.product.nom}${line.selectedVariant ? ` (${line.selectedVariant})` : ''}`,
      `   Quantité : ${line.quantity} × ${formatPrice(unitPrice(line.product))} = ${formatPrice(lineTotal(line))}`,
      `   ${productUrl(publicUrl, line.product._id)}`,
    ].join('\n'),
  );
  return [
    'Bonjour, je souhaite commander les produits suivants :',
    '',
    items.join('\n\n'),
    '',
    `Total : ${formatPrice(cartTotal(lines))}`,
    `Livraison à Dakar : ${formatPrice(DELIVERY.dakarPrice)} environ selon la zone, en ${DELIVERY.dakarDelay}.`,
    '',
    'Merci de me confirmer la disponibilité et la livraison.',
  ].join('\n');
}

export function orderUrl(whatsappNumber: string, cart: CheckedCart, publicUrl: string): string {
  return whatsappLink(whatsappNumber, orderMessage(cart, publicUrl));
}
