'use client';
import { ShoppingCart } from 'lucide-react';
import Link from 'next/link';
import { cartCount } from '@/lib/cart';
import { useCart } from '@/lib/cart-store';
import { LIMITS } from '@/shared/constants';
import { formatBadgeCount } from '@/shared/format';

/** The cart and its count. The name says the badge's own text ('99+' above 99), as a voice command would. */
export function CartLink() {
  const count = cartCount(useCart());
  const badge = formatBadgeCount(count, LIMITS.cartBadgeCap);
  return (
    <Link
      href="/cart"
      aria-label={count > 0 ? `Panier, ${badge} article${count > 1 ? 's' : ''}` : 'Panier'}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-brand-50"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-amber-400 px-1 text-center text-xs font-bold leading-5 text-gray-900"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
