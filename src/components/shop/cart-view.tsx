'use client';
// The cart page (SPEC §2, §4): lines with quantity controls and removal, the summary, and the WhatsApp order
// opened in a new tab. The cart is kept afterwards (SPEC §1).
import { MessageCircle, Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { SafeImage } from '@/components/ui/safe-image';
import { type CartLine, cartCount, cartTotal, lineTotal, setQuantity } from '@/lib/cart';
import { updateCart, useCart, useIsClient } from '@/lib/cart-store';
import { notify } from '@/lib/notify';
import { orderUrl } from '@/lib/whatsapp-order';
import { DELIVERY } from '@/shared/constants';
import { formatPrice } from '@/shared/format';
import { hasPromotion, maxQuantity, unitPrice } from '@/shared/product-display';
import { SHOP_TEXTS, SHOP_TOASTS } from '@/shared/shop-messages';
import { EmptyState } from './empty-state';

function CartLineItem({ line }: { line: CartLine }) {
  const { product, quantity, selectedVariant } = line;
  const href = `/produits/${product._id}`;
  const max = Math.max(1, maxQuantity(product));
  const change = (next: number) => {
    updateCart((lines) => setQuantity(lines, product._id, selectedVariant, next));
    notify('success', SHOP_TOASTS.successTitle, next <= 0 ? SHOP_TOASTS.removed : SHOP_TOASTS.quantityUpdated);
  };
  const stepper = 'inline-flex size-10 items-center justify-center text-gray-800 hover:bg-gray-100 disabled:text-gray-400 disabled:hover:bg-transparent';
  return (
    <li data-testid="cart-line" className="flex gap-3 py-4 sm:gap-4">
      <Link href={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <SafeImage
          src={product.image}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          className="size-20 object-cover sm:size-24"
          frameClassName="size-20 rounded-xl border border-gray-200 sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link href={href} className="line-clamp-2 font-semibold text-gray-900 hover:text-brand-800">
            {product.nom}
          </Link>
          <button
            type="button"
            aria-label={`Retirer ${product.nom} du panier`}
            onClick={() => change(0)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="text-sm text-gray-600">
          {formatPrice(unitPrice(product))} l'unité
          {hasPromotion(product) && <s className="ml-2">{formatPrice(product.prix)}</s>}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="inline-flex items-center rounded-full border border-gray-300">
            <button type="button" aria-label={`Diminuer la quantité de ${product.nom}`} className={`${stepper} rounded-l-full`} onClick={() => change(quantity - 1)}>
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <span className="w-10 text-center font-semibold" data-testid="line-quantity" aria-live="polite">
              {quantity}
            </span>
            <button
              type="button"
              aria-label={`Augmenter la quantité de ${product.nom}`}
              className={`${stepper} rounded-r-full`}
              disabled={quantity >= max}
              onClick={() => change(quantity + 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="font-bold text-gray-900" data-testid="line-total">
            {formatPrice(lineTotal(line))}
          </p>
        </div>
      </div>
    </li>
  );
}

export function CartView({ whatsappNumber, publicUrl }: { whatsappNumber: string; publicUrl: string }) {
  const lines = useCart();
  const isClient = useIsClient();
  if (!isClient) return <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-gray-100" />;
  if (lines.length === 0) {
    return (
      <EmptyState
        icon={ShoppingBag}
        title={SHOP_TEXTS.emptyCartTitle}
        text={SHOP_TEXTS.emptyCartText}
        action={{ href: '/pro', label: 'Découvrir nos produits' }}
      />
    );
  }
  const count = cartCount(lines);
  const total = cartTotal(lines);
  const href = orderUrl(whatsappNumber, lines, publicUrl);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="sr-only">
          Articles
        </h2>
        <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white px-4">
          {lines.map((line) => (
            <CartLineItem key={`${line.product._id}:${line.selectedVariant ?? ''}`} line={line} />
          ))}
        </ul>
      </section>
      <aside aria-labelledby="summary-title" className="h-fit rounded-2xl border border-gray-200 bg-white p-5 lg:sticky lg:top-32">
        <h2 id="summary-title" className="text-lg font-bold text-gray-900">
          Récapitulatif
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-gray-600">Articles ({count})</dt>
            <dd className="font-medium">{formatPrice(total)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-gray-600">Livraison à Dakar</dt>
            <dd className="text-right font-medium">{formatPrice(DELIVERY.dakarPrice)} environ</dd>
          </div>
          <div className="flex justify-between border-t border-gray-200 pt-3 text-base">
            <dt className="font-bold text-gray-900">Total</dt>
            <dd className="font-extrabold text-gray-900" data-testid="cart-total">
              {formatPrice(total)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-gray-600">Hors livraison. Paiement par Mobile Money ou en espèces à la livraison.</p>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="whatsapp-order"
          onClick={() => notify('success', SHOP_TOASTS.successTitle, SHOP_TOASTS.toWhatsApp)}
          className="mt-5 inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-[#1a7f44] px-4 font-semibold whitespace-nowrap text-white shadow-sm hover:bg-[#166c3a]"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {SHOP_TEXTS.orderOnWhatsApp}
        </a>
        <Link href="/pro" className="mt-3 block text-center text-sm font-semibold text-brand-800 hover:underline">
          {SHOP_TEXTS.continueShopping}
        </Link>
      </aside>
    </div>
  );
}
