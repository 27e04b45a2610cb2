// The orders' texts of what is fetched on demand (docs/product.md, "Orders in the back office"): the cancel dialog,
// the product search of the lines' editor and the delivery slip. Apart from ./texts.ts so that the order's page does
// not carry them in its first load.
import { formatNumber } from '@/shared/format';

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

export const ORDER_CANCEL_TEXTS = {
  cancelTitle: 'Annuler la commande',
  cancelQuestion: (reference: string) => `La commande ${reference} sera annulée.`,
  cancelStock: 'Les produits déjà retirés du stock y seront remis.',
  cancelReasonLabel: 'Motif',
  cancelReasonPlaceholder: 'Ex. : le client a renoncé, injoignable...',
  cancelConfirm: 'Annuler la commande',
  cancelBusy: 'Annulation...',
  keepOrder: 'Garder la commande',
} as const;

export const ORDER_SEARCH_TEXTS = {
  addProduct: 'Ajouter un produit',
  productSearchLabel: 'Rechercher un produit à ajouter',
  productSearchPlaceholder: 'Nom du produit...',
  productSearching: 'Recherche...',
  productNone: 'Aucun produit trouvé',
  productUnavailable: 'Rupture',
  productVariants: (count: number) => `${formatNumber(count)} ${plural(count, 'variante', 'variantes')}`,
  productAlready: 'Déjà dans la commande',
  productMore: (count: number) => `Les ${formatNumber(count)} premiers résultats : précisez la recherche pour en voir d'autres.`,
  add: 'Ajouter',
} as const;

export const ORDER_SLIP_TEXTS = {
  slipTitle: 'Bon de livraison',
  slipShopPhone: 'Tél.\u00a0:',
  slipShopWhatsApp: 'WhatsApp\u00a0:',
  slipCustomer: 'Client',
  slipPhone: 'Téléphone',
  slipZone: 'Zone',
  slipLandmark: 'Point de repère',
  slipNote: 'Note',
  slipProduct: 'Produit',
  slipQuantity: 'Qté',
  slipUnitPrice: 'Prix unitaire',
  slipTotal: 'Total',
  toCollect: 'Montant à encaisser',
  slipPaid: (method: string | null) => `Payée${method ? ` (${method})` : ''}`,
  slipSignature: 'Signature du client',
  slipPlusDelivery: '+ frais de livraison à confirmer',
} as const;
