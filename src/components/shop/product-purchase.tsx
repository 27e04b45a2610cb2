'use client';
// Quantity and add to cart on the product page: the quantity starts at 1, stays within 1 and
// the stock, and goes back to 1 after a successful add; an unavailable product cannot be added. With a variant, its
// stock bounds the quantity and decides whether it can be added, and the cart gets the product with its id.
import { Minus, Plus, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import type { CartProduct } from '@/lib/cart';
import { clampQuantity, isOutOfStock, maxQuantity, type StockedProduct } from '@/shared/catalog/product-display';
import { SHOP_TEXTS, SHOP_TOASTS } from '@/shared/shop/messages';
import { addProductToCart } from './add-to-cart-button';

export function ProductPurchase({ product, variant }: { product: CartProduct; variant?: { _id: string } & StockedProduct }) {
  const [quantity, setQuantity] = useState(1);
  const stocked = variant ?? product;
  const max = maxQuantity(stocked);
  const unavailable = isOutOfStock(stocked);

  if (unavailable) {
    const soldOut = !stocked.enRupture && stocked.stock === 0;
    return (
      <div className="space-y-3">
        <div role="status" data-testid="unavailable" className="rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="font-semibold text-red-800">{soldOut ? SHOP_TOASTS.soldOutTitle : SHOP_TOASTS.unavailableTitle}</p>
          <p className="text-sm text-red-800">{soldOut ? SHOP_TOASTS.soldOut : SHOP_TOASTS.unavailable}</p>
        </div>
        <button
          type="button"
          disabled
          className="inline-flex h-12 w-full cursor-not-allowed items-center justify-center gap-2 rounded-full bg-gray-200 px-6 font-semibold text-gray-600 sm:w-auto"
        >
          <ShoppingCart aria-hidden="true" className="size-5" />
          {SHOP_TEXTS.addToCart}
        </button>
      </div>
    );
  }

  const stepper = 'inline-flex size-11 sm:size-12 items-center justify-center text-gray-800 hover:bg-gray-100 disabled:text-gray-400 disabled:hover:bg-transparent';
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <div className="inline-flex shrink-0 items-center rounded-full border border-gray-300">
        <button type="button" aria-label="Diminuer la quantité" className={`${stepper} rounded-l-full`} disabled={quantity <= 1} onClick={() => setQuantity((q) => clampQuantity(q - 1, max))}>
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <label htmlFor="quantity" className="sr-only">
          Quantité
        </label>
        <input
          id="quantity"
          inputMode="numeric"
          value={quantity}
          onChange={(event) => setQuantity(clampQuantity(Number(event.target.value.replace(/\D/g, '') || 1), max))}
          className="h-11 w-11 border-x border-gray-300 text-center sm:h-12 sm:w-12 text-base font-semibold text-gray-900 focus:outline-none"
        />
        <button type="button" aria-label="Augmenter la quantité" className={`${stepper} rounded-r-full`} disabled={quantity >= max} onClick={() => setQuantity((q) => clampQuantity(q + 1, max))}>
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <button
        type="button"
        onClick={() => {
          if (addProductToCart(product, quantity, variant?._id ?? null)) setQuantity(1);
        }}
        className="inline-flex h-12 min-w-0 flex-1 items-center justify-center gap-2 rounded-full bg-brand-700 px-4 font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-800 sm:flex-none sm:px-6"
      >
        <ShoppingCart aria-hidden="true" className="hidden size-5 min-[400px]:block" />
        {SHOP_TEXTS.addToCart}
      </button>
    </div>
  );
}
