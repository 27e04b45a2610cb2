'use client';
// Adding to the cart, with its confirmations and refusals (docs/product.md); shared by the cards and the product page.
import { ShoppingCart } from 'lucide-react';
import { addToCart, CartFullError, type CartProduct, OutOfStockError, VariantChoiceError } from '@/lib/cart';
import { updateCart } from '@/lib/cart-store';
import { notify } from '@/lib/notify';
import { isOutOfStock } from '@/shared/catalog/product-display';
import { CART_CHECK_TEXTS, SHOP_TEXTS, SHOP_TOASTS } from '@/shared/shop/messages';

/** Adds and confirms (a product, or one of its variants: its id); returns whether it went into the cart. */
export function addProductToCart(product: CartProduct, quantity: number, variant: string | null = null): boolean {
  try {
    updateCart((lines) => addToCart(lines, product, quantity, variant));
    notify('success', SHOP_TOASTS.successTitle, SHOP_TOASTS.added);
    return true;
  } catch (error) {
    if (error instanceof OutOfStockError) notify('error', SHOP_TOASTS.unavailableTitle, SHOP_TOASTS.unavailable);
    else if (error instanceof CartFullError) notify('error', CART_CHECK_TEXTS.cartFullTitle, CART_CHECK_TEXTS.cartFull);
    // A product with variants is added from its page, once one is chosen (docs/product.md, "Variants").
    else if (error instanceof VariantChoiceError) notify('error', SHOP_TOASTS.errorTitle, SHOP_TOASTS.chooseVariant);
    else notify('error', SHOP_TOASTS.errorTitle, SHOP_TOASTS.addFailed);
    return false;
  }
}

export function AddToCartButton({ product, compact = false }: { product: CartProduct; compact?: boolean }) {
  const unavailable = isOutOfStock(product);
  const label = unavailable ? 'Indisponible' : SHOP_TEXTS.addToCart;
  return (
    <button
      type="button"
      disabled={unavailable}
      aria-label={compact ? `${label} : ${product.nom}` : undefined}
      onClick={() => addProductToCart(product, 1)}
      className={`relative z-10 inline-flex items-center justify-center gap-2 rounded-full font-semibold shadow-md transition disabled:cursor-not-allowed disabled:bg-gray-200 disabled:text-gray-600 ${
        compact ? 'size-11' : 'h-12 px-6'
      } bg-brand-700 text-white hover:bg-brand-800`}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {!compact && <span>{label}</span>}
    </button>
  );
}
