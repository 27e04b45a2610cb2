// The order message sent on WhatsApp (DESIGN §5): each line with its name, quantity, unit price, line total
// and product link, then the total and the delivery note.
import { DELIVERY } from '@/shared/constants';
import { productUrl } from '@/shared/catalogue-url';
import { formatPrice } from '@/shared/format';
import { unitPrice } from '@/shared/product-display';
import { whatsappLink } from '@/shared/shop-content';
import { type CartLine, cartTotal, lineTotal } from './cart';

export function orderMessage(lines: CartLine[], publicUrl: string): string {
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

export function orderUrl(whatsappNumber: string, lines: CartLine[], publicUrl: string): string {
  return whatsappLink(whatsappNumber, orderMessage(lines, publicUrl));
}
