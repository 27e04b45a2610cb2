'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { cartCount } from '@/lib/stored-cart';
import { useCart } from '@/lib/cart-store';
import { LIMITS } from '@/shared/constants';
import { formatBadgeCount } from '@/shared/format';

/**
 * The cart and its count. The name says the badge's own text ('99+' above 99), as a voice command would. `icon`:
 * drawn by the server (./site-header.tsx), so that no icon code weighs on every page's script.
 */
export function CartLink({ icon }: { icon: ReactNode }) {
  const count = cartCount(useCart());
  const badge = formatBadgeCount(count, LIMITS.cartBadgeCap);
  return (
    <Link
      href="/cart"
      aria-label={count > 0 ? `Panier, ${badge} article${count > 1 ? 's' : ''}` : 'Panier'}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-brand-50"
    >
      {icon}
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
