// What the cart keeps in the browser's storage and reads back (docs/product.md, "Cart"): its lines of product,
// quantity and variant, and their count. Apart from the cart's other rules (./cart.ts, ./cart-check.ts) because the
// header's badge reads it on every page: every page's script carries these few lines, not the rest.
import { LIMITS } from '@/shared/constants';
import { isUuid } from '@/shared/ids';

/** A variant on sale as the cart needs it: its name, its prices and its stock. */
export interface CartVariant {
  _id: string;
  nom: string;
  prix: number;
  prixApresPromotion: number;
  stock: number | null;
  enRupture: boolean;
}

/**
 * What a line remembers of its product: enough to show and re-link it while its current state is read. On a line of
 * a variant, the prices and the stock are the variant's and `variante` is its name ('Chocolat, 5 lb'). A product read
 * from the server carries its variants on sale (`variantes`), which a line never stores.
 */
export interface CartProduct {
  _id: string;
  nom: string;
  prix: number;
  prixApresPromotion: number;
  image: string | null;
  stock: number | null;
  enRupture: boolean;
  variante?: string;
  variantes?: CartVariant[];
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
  selectedVariant: string | null;
}

/** The same line: the same product and the same variant. */
export const sameLine = (line: CartLine, productId: string, variant: string | null) =>
  line.product._id === productId && line.selectedVariant === variant;

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A remembered product, when what was read is one; the ids are the server's, so anything else is refused. */
function readProduct(value: unknown): CartProduct | null {
  if (typeof value !== 'object' || value === null) return null;
  const product = value as Record<string, unknown>;
  if (!isUuid(product._id) || typeof product.nom !== 'string' || !isCount(product.prix) || !isCount(product.prixApresPromotion)) return null;
  const read: CartProduct = {
    _id: product._id.toLowerCase(),
    nom: product.nom,
    prix: product.prix,
    prixApresPromotion: product.prixApresPromotion,
    image: typeof product.image === 'string' ? product.image : null,
    stock: isCount(product.stock) ? product.stock : null,
    enRupture: product.enRupture === true,
  };
  if (typeof product.variante === 'string') read.variante = product.variante;
  return read;
}

/**
 * The well-formed lines of what was read from storage (another version, or a hand edit): one line per product
 * and variant, at most LIMITS.cartLinesMax of them. Prices are kept only to be shown while they are checked.
 */
export function sanitizeCart(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const item of value) {
    if (lines.length >= LIMITS.cartLinesMax) break;
    if (typeof item !== 'object' || item === null) continue;
    const product = readProduct(item.product);
    const quantity = item.quantity;
    const variant = isUuid(item.selectedVariant) ? item.selectedVariant.toLowerCase() : null;
    if (!product || !Number.isSafeInteger(quantity) || quantity <= 0) continue;
    if (lines.some((line) => sameLine(line, product._id, variant))) continue;
    lines.push({ product, quantity, selectedVariant: variant });
  }
  return lines;
}
