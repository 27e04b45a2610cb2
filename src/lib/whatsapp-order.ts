// The order message sent on WhatsApp (docs/product.md, "Cart"): each line with its name, quantity, unit price, line
// total and product link, then the total and the delivery note. It is made from a checked cart only, so that it
// carries the prices and stock the shop has now, never what the browser remembered. This is the message of an
// order the server did not record (no answer within about 2 s, or a refusal); a recorded order's message starts
// with its reference and the server's totals, and lists its lines the same way (./order-request.ts).
import { productUrl } from '@/shared/catalog/shop-paths';
import { DELIVERY } from '@/shared/constants';
import { formatPrice } from '@/shared/format';
import { salePrice } from '@/shared/orders/pricing';
import { whatsappLink } from '@/shared/shop/whatsapp-link';
import { cartLineName } from './cart';
import { type CheckedCart, cartTotal, lineTotal } from './cart-check';

export const ORDER_GREETING = 'Bonjour, je souhaite commander les produits suivants :';
export const ORDER_CLOSING = 'Merci de me confirmer la disponibilité et la livraison.';

/** One line of a message: its name, quantity × unit price = line total, and the product's link when it has one. */
export const itemText = (index: number, nom: string, quantite: number, prixUnitaire: number, total: number, link: string | null) =>
  `${index + 1}. ${nom}\n   Quantité : ${quantite} × ${formatPrice(prixUnitaire)} = ${formatPrice(total)}${link ? `\n   ${link}` : ''}`;

export function orderMessage(cart: CheckedCart, publicUrl: string): string {
  const lines = cart.orderable;
  const items = lines.map((line, index) =>
    itemText(
      index,
      cartLineName(line),
      line.quantity,
      salePrice(line.product),
      lineTotal(line),
      productUrl(publicUrl, line.product._id),
    ),
  );
  return [
    ORDER_GREETING,
    '',
    items.join('\n\n'),
    '',
    `Total : ${formatPrice(cartTotal(lines))}`,
    `Livraison à Dakar : ${formatPrice(DELIVERY.dakarPrice)} environ selon la zone, en ${DELIVERY.dakarDelay}.`,
    '',
    ORDER_CLOSING,
  ].join('\n');
}

export function orderUrl(whatsappNumber: string, cart: CheckedCart, publicUrl: string): string {
  return whatsappLink(whatsappNumber, orderMessage(cart, publicUrl));
}
