'use client';
// The cart page (docs/product.md, "Cart"): lines with quantity controls and removal, the summary with the optional
// choice of quartier and landmark, and the WhatsApp order opened in a new tab; the cart is kept afterwards. Prices,
// totals and the order come from the cart as checked against the server's current products: until that answer
// comes, no price is shown and the order waits; if it cannot come, the order stays closed rather than send prices
// the shop may no longer ask. Pressing the order records it on the server (../../lib/order-request.ts, loaded on
// the way to the button) and its reference goes at the top of the message; without an answer within about 2 s,
// the message goes without it.
import Link from 'next/link';
import type { MouseEvent, ReactNode } from 'react';
import { type CartLine, cartLineName, lineKey, setQuantity } from '@/lib/cart';
import { type CheckedCart, type CheckedLine, lineTotal, pricedLines } from '@/lib/cart-check';
import { updateCart, useCart, useIsClient } from '@/lib/cart-store';
import { type CartCheck, useCheckedCart } from '@/lib/checked-cart';
import { cartCount } from '@/lib/stored-cart';
import { notify } from '@/lib/notify';
import { orderUrl } from '@/lib/whatsapp-order';
import { CART_DELIVERY, CART_SETTINGS_TEXTS } from '@/shared/orders/cart-texts';
import { productHref } from '@/shared/catalog/shop-paths';
import { DELIVERY } from '@/shared/constants';
import { formatPrice } from '@/shared/format';
import { hasPromotion, priceOrder, salePrice } from '@/shared/orders/pricing';
import { maxQuantity } from '@/shared/catalog/product-display';
import { CART_CHECK_TEXTS, SHOP_TEXTS, SHOP_TOASTS } from '@/shared/shop/messages';
import { type CartZone, type Delivery, DeliveryChoice, useDelivery } from './cart-delivery';
import type { CartIcons } from './cart-parts';

const pricePlaceholder = 'inline-block h-4 animate-pulse rounded bg-gray-200 align-middle';
const spinner = 'shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent';

/**
 * The line's picture in the frame of components/ui/safe-image.tsx, whose placeholder ('Image non disponible')
 * shows when the file fails, or here at once when the product has no picture: the page's one copy of its icon
 * (`#image-fallback-icon`), no icon of its own in the cart's script.
 */
function Thumbnail({ src }: { src: string | null }) {
  return (
    <span
      data-image-frame=""
      data-broken={src ? undefined : ''}
      className="relative block size-20 overflow-hidden rounded-xl border border-gray-200 sm:size-24"
    >
      {/* biome-ignore lint/performance/noImgElement: the thumbnail the shop serves, at a fixed size */}
      {src && <img src={src} alt="" width={400} height={400} loading="lazy" className="size-20 object-cover sm:size-24" />}
      <span role="img" aria-label={SHOP_TEXTS.imageUnavailable} className="image-fallback">
        <svg aria-hidden="true" className="size-6">
          <use href="#image-fallback-icon" />
        </svg>
      </span>
    </span>
  );
}

/** One line: as stored while it is being checked or when it could not be (no price), then as checked. */
function CartLineItem({ stored, checked, checking, icons }: { stored: CartLine; checked: CheckedLine | null; checking: boolean; icons: CartIcons }) {
  const noPrice = checking ? <span aria-hidden="true" className={`${pricePlaceholder} w-24`} /> : <span>—</span>;
  const line = checked?.line ?? stored;
  const { product, quantity, selectedVariant } = line;
  const problem = checked?.problem ?? null;
  const name = cartLineName(line);
  // A variant's line links to its product's page opened on it (`?variante=`).
  const href = selectedVariant ? `${productHref(product._id)}?variante=${encodeURIComponent(selectedVariant)}` : productHref(product._id);
  const max = Math.max(1, maxQuantity(product));
  const change = (next: number) => {
    updateCart((lines) => setQuantity(lines, product._id, selectedVariant, next));
    notify('success', SHOP_TOASTS.successTitle, next <= 0 ? SHOP_TOASTS.removed : SHOP_TOASTS.quantityUpdated);
  };
  const stepper = 'inline-flex size-10 items-center justify-center text-gray-800 hover:bg-gray-100 disabled:text-gray-400 disabled:hover:bg-transparent';
  return (
    <li data-testid="cart-line" data-problem={problem ?? undefined} className="flex gap-3 py-4 sm:gap-4">
      <Link href={href} className={`shrink-0 ${problem ? 'opacity-50' : ''}`} tabIndex={-1} aria-hidden="true">
        <Thumbnail src={product.image} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link href={href} className={`line-clamp-2 font-semibold hover:text-brand-800 ${problem ? 'text-gray-600' : 'text-gray-900'}`}>
              {product.nom}
            </Link>
            {product.variante && (
              <p data-testid="line-variant" className="text-sm text-gray-700">
                {product.variante}
              </p>
            )}
          </div>
          <button
            type="button"
            aria-label={`Retirer ${name} du panier`}
            onClick={() => change(0)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-red-50 hover:text-red-700"
          >
            {icons.remove}
          </button>
        </div>
        {problem ? (
          <p data-testid="line-problem" className="flex gap-2 text-sm font-medium text-red-800">
            {icons.warning}
            {problem === 'gone' ? CART_CHECK_TEXTS.gone : CART_CHECK_TEXTS.outOfStock}
          </p>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-600">
              {checked ? (
                <>
                  <span data-testid="unit-price">{formatPrice(salePrice(product))} l'unité</span>
                  {hasPromotion(product) && <s>{formatPrice(product.prix)}</s>}
                  {checked.previousUnitPrice !== null && (
                    <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">{CART_CHECK_TEXTS.newPrice}</span>
                  )}
                </>
              ) : (
                noPrice
              )}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="inline-flex items-center rounded-full border border-gray-300">
                <button type="button" aria-label={`Diminuer la quantité de ${name}`} className={`${stepper} rounded-l-full`} onClick={() => change(quantity - 1)}>
                  {icons.less}
                </button>
                <span className="w-10 text-center font-semibold" data-testid="line-quantity" aria-live="polite">
                  {quantity}
                </span>
                <button
                  type="button"
                  aria-label={`Augmenter la quantité de ${name}`}
                  className={`${stepper} rounded-r-full`}
                  disabled={quantity >= max}
                  onClick={() => change(quantity + 1)}
                >
                  {icons.more}
                </button>
              </div>
              {checked ? (
                <p className="font-bold text-gray-900" data-testid="line-total">
                  {formatPrice(lineTotal(line))}
                </p>
              ) : (
                noPrice
              )}
            </div>
          </>
        )}
      </div>
    </li>
  );
}

/** Above the lines, where a phone shows it first: the check under way, or why it failed and a way to retry. */
function CartCheckStatus({ check, icons }: { check: CartCheck; icons: CartIcons }) {
  if (check.status === 'checking') {
    return (
      <p role="status" data-testid="cart-checking" className="mb-4 flex items-center gap-2 rounded-2xl bg-gray-50 p-4 text-sm text-gray-800">
        <span aria-hidden="true" className={`size-4 ${spinner}`} />
        {CART_CHECK_TEXTS.checking}
      </p>
    );
  }
  if (check.status === 'failed') {
    return (
      <div role="alert" data-testid="cart-check-failed" className="mb-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p className="flex items-center gap-2 font-semibold">
          {icons.warning}
          {CART_CHECK_TEXTS.failedTitle}
        </p>
        <p className="mt-1">{CART_CHECK_TEXTS.failed}</p>
        <button
          type="button"
          onClick={check.retry}
          className="mt-3 inline-flex h-10 items-center gap-2 rounded-full border border-red-300 bg-white px-4 font-semibold text-red-900 hover:bg-red-100"
        >
          {icons.retry}
          {SHOP_TEXTS.retry}
        </button>
      </div>
    );
  }
  return <CartNotices cart={check.cart} icons={icons} />;
}

/** What changed since the shopper filled the cart: new prices, quantities the stock no longer allows. */
function CartNotices({ cart, icons }: { cart: CheckedCart; icons: CartIcons }) {
  const notices = cart.lines.flatMap(({ line, problem, previousUnitPrice, requestedQuantity }) => {
    if (problem) return [];
    const texts: string[] = [];
    if (previousUnitPrice !== null) {
      texts.push(CART_CHECK_TEXTS.priceChanged(cartLineName(line), formatPrice(previousUnitPrice), formatPrice(salePrice(line.product))));
    }
    if (requestedQuantity !== null) texts.push(CART_CHECK_TEXTS.quantityLowered(cartLineName(line), maxQuantity(line.product)));
    return texts.map((text) => ({ key: `${lineKey(line)}:${text}`, text }));
  });
  if (notices.length === 0) return null;
  return (
    <ul data-testid="cart-notices" className="mb-4 space-y-1 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      {notices.map((notice) => (
        <li key={notice.key} className="flex gap-2">
          {icons.notice}
          {notice.text}
        </li>
      ))}
    </ul>
  );
}

const orderButton =
  'mt-5 inline-flex h-12 w-full items-center justify-center gap-2 rounded-full px-4 font-semibold whitespace-nowrap shadow-sm';

/** How long the shopper waits for the server's reference before the message goes without it. */
const ORDER_WAIT_MS = 2_000;
const loadOrderRequest = () => import('@/lib/order-request');
/** One press at a time: a second one while the first waits for its reference opens nothing more. */
let pressing = false;

/**
 * The tab WhatsApp opens in, opened within the click so that no popup blocker stops it. An empty address loads
 * nothing (about:blank, no script: the storefront's policy runs no `javascript:` address): the tab stays blank, under
 * the button's name, until WhatsApp is the first page it loads. Cut from this page (`opener`), as `noopener` would,
 * which would also have kept it from us.
 */
function openOrderTab(): Window | null {
  const tab = window.open('', '_blank');
  try {
    if (tab) {
      tab.opener = null;
      tab.document.title = SHOP_TEXTS.orderOnWhatsApp;
    }
  } catch {
    // A browser that keeps the new tab from us: it stays blank, untitled, until WhatsApp loads.
  }
  return tab;
}

interface OrderProps {
  delivery: Delivery;
  icons: CartIcons;
  whatsappNumber: string;
  publicUrl: string;
  /** What the subtotal lacks to reach the shop's minimum order (0: none). */
  missing: number;
  minimum: number | null;
}

/**
 * Records the order, then sends the tab to WhatsApp with its reference; on a refusal, an error, or no answer
 * within ORDER_WAIT_MS, to the message without reference, the link's own. When no tab could open, this page goes.
 */
function pressOrder(event: MouseEvent<HTMLAnchorElement>, cart: CheckedCart, { delivery, whatsappNumber, publicUrl }: OrderProps) {
  event.preventDefault();
  if (pressing) return;
  pressing = true;
  notify('success', SHOP_TOASTS.successTitle, SHOP_TOASTS.toWhatsApp);
  const withoutReference = event.currentTarget.href;
  const tab = openOrderTab();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let gone = false;
  const go = (url: string) => {
    if (gone) return;
    gone = true;
    pressing = false;
    clearTimeout(timer);
    if (!tab) window.location.assign(url);
    else if (!tab.closed) tab.location.replace(url);
  };
  timer = setTimeout(() => go(withoutReference), ORDER_WAIT_MS);
  const pressed = { lines: cart.orderable, zoneId: delivery.zone?._id ?? null, landmark: delivery.landmark, whatsappNumber, publicUrl };
  loadOrderRequest()
    .then((module) => module.recordOrder({ ...pressed, waitMs: ORDER_WAIT_MS }))
    .then(go, () => go(withoutReference));
}

/** The order: a WhatsApp link made from the checked cart, or a disabled button that says why it waits. */
function OrderAction({ check, ...order }: { check: CartCheck } & OrderProps) {
  const { icons } = order;
  if (check.status === 'checked' && check.cart.orderable.length > 0 && !order.missing) {
    const { cart } = check;
    const prefetch = () => void loadOrderRequest().catch(() => {});
    return (
      <a
        href={orderUrl(order.whatsappNumber, cart, order.publicUrl)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="whatsapp-order"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => pressOrder(event, cart, order)}
        className={`${orderButton} bg-[#1a7f44] text-white hover:bg-[#166c3a]`}
      >
        {icons.whatsapp}
        {SHOP_TEXTS.orderOnWhatsApp}
      </a>
    );
  }
  const reason =
    check.status !== 'checked'
      ? CART_CHECK_TEXTS.orderWaits
      : order.missing && order.minimum !== null
        ? CART_SETTINGS_TEXTS.minimumMissing(order.minimum, order.missing)
        : CART_CHECK_TEXTS.nothingOrderable;
  return (
    <>
      <button
        type="button"
        disabled
        data-testid="whatsapp-order"
        aria-describedby="order-waits"
        className={`${orderButton} cursor-not-allowed bg-gray-200 text-gray-700`}
      >
        {check.status === 'checking' ? <span aria-hidden="true" className={`size-5 ${spinner}`} /> : icons.whatsapp}
        {SHOP_TEXTS.orderOnWhatsApp}
      </button>
      <p id="order-waits" className="mt-2 text-center text-xs text-gray-700">
        {reason}
      </p>
    </>
  );
}

interface CartViewProps {
  whatsappNumber: string;
  publicUrl: string;
  /** The zones offered, in their order, as the page was rendered with them. */
  zones: readonly CartZone[];
  /** 'Quartier de livraison' and 'Point de repère', drawn by the page. */
  deliveryFields: ReactNode;
  /** What an empty cart shows, rendered by the page. */
  empty: ReactNode;
  icons: CartIcons;
  /** The shop's free-delivery threshold and minimum order, FCFA (null: none). */
  freeFrom: number | null;
  minimum: number | null;
  /** Drawn by the page: the notice outside opening hours, if any. */
  notice: ReactNode;
}

export function CartView({ whatsappNumber, publicUrl, zones, deliveryFields, empty, icons, freeFrom, minimum, notice }: CartViewProps) {
  const lines = useCart();
  const isClient = useIsClient();
  const check = useCheckedCart(lines);
  const delivery = useDelivery(zones);
  if (!isClient) return <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-gray-100" />;
  if (lines.length === 0) return empty;
  const cart = check.status === 'checked' ? check.cart : null;
  const checkedByKey = new Map(cart?.lines.map((checked) => [lineKey(checked.line), checked]));
  // The order's own pricing (src/shared/orders/pricing.ts): what the server records for these lines and this zone.
  // Until the cart is checked the subtotal is 0, but the button waits then anyway (OrderAction).
  const amounts = priceOrder({ lines: cart ? pricedLines(cart.orderable) : [], zone: delivery.zone, freeFrom, minimum });
  const fee = amounts.fraisLivraison;
  const missing = amounts.manquant;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="sr-only">
          Articles
        </h2>
        <CartCheckStatus check={check} icons={icons} />
        <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white px-4">
          {lines.map((line) => (
            <CartLineItem
              key={lineKey(line)}
              stored={line}
              checked={checkedByKey.get(lineKey(line)) ?? null}
              checking={check.status === 'checking'}
              icons={icons}
            />
          ))}
        </ul>
      </section>
      <aside
        aria-labelledby="summary-title"
        aria-busy={check.status === 'checking'}
        className="h-fit rounded-2xl border border-gray-200 bg-white p-5 lg:sticky lg:top-32"
      >
        <h2 id="summary-title" className="text-lg font-bold text-gray-900">
          Récapitulatif
        </h2>
        <DeliveryChoice fields={deliveryFields} delivery={delivery} />
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-gray-600">
              {cart?.lines.some((line) => line.problem) ? 'Articles disponibles' : 'Articles'}
              {cart && ` (${cartCount(cart.orderable)})`}
            </dt>
            <dd className="font-medium">{cart ? formatPrice(amounts.sousTotal) : '—'}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-gray-600">{delivery.zone ? CART_DELIVERY.delivery : 'Livraison à Dakar'}</dt>
            <dd className="text-right font-medium" data-testid="delivery-fee">
              {fee === 0 ? CART_SETTINGS_TEXTS.freeDelivery : !delivery.zone ? `${formatPrice(DELIVERY.dakarPrice)} environ` : fee === null ? CART_DELIVERY.feeToConfirm : formatPrice(fee)}
            </dd>
          </div>
          <div className="flex justify-between border-t border-gray-200 pt-3 text-base">
            <dt className="font-bold text-gray-900">Total</dt>
            <dd className="font-extrabold text-gray-900" data-testid="cart-total">
              {cart ? (
                formatPrice(amounts.total)
              ) : check.status === 'checking' ? (
                <span aria-hidden="true" className={`${pricePlaceholder} h-5 w-24`} />
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-gray-600">{fee === null ? CART_DELIVERY.deliveryExcluded : CART_DELIVERY.deliveryIncluded}</p>
        {notice}
        <OrderAction
          check={check}
          delivery={delivery}
          icons={icons}
          whatsappNumber={whatsappNumber}
          publicUrl={publicUrl}
          missing={missing}
          minimum={minimum}
        />
        <Link href="/pro" className="mt-3 block text-center text-sm font-semibold text-brand-800 hover:underline">
          {SHOP_TEXTS.continueShopping}
        </Link>
      </aside>
    </div>
  );
}
