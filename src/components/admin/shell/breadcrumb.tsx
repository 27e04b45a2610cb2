'use client';
// The header's breadcrumb: the address read by breadcrumbFromPath, ids shown as the names the screens have
// already loaded (the categories' list, a product, an order's reference, an administrator), never fetched for the
// breadcrumb alone.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useSyncExternalStore } from 'react';
import { adminRoutes } from '@/lib/admin-routes';
import { adminDisplayName } from '@/lib/api/admins';
import { cn } from '@/lib/cn';
import { breadcrumbFromPath, type CrumbRef } from '@/lib/sidebar';
import type { Admin } from '@/shared/auth/answers';
import type { Category, Product } from '@/shared/catalog/answers';

/** A crumb this short never shrinks. */
const SHORT_CRUMB = 16;

/** Shown for an id whose name no screen has loaded yet. */
const UNKNOWN_NAME = '…';

function namedOf(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const nom = (value as { nom?: unknown }).nom;
  return typeof nom === 'string' && nom.trim() ? nom : null;
}

function findCategory(client: QueryClient, id: string): Category | null {
  const list = client.getQueryData<unknown>(['categories']);
  const found = Array.isArray(list) ? (list as Category[]).find((category) => category._id === id || category.id === id) : undefined;
  if (found) return found;
  const one = client.getQueryData<unknown>(['categories', id]);
  return one && typeof one === 'object' ? (one as Category) : null;
}

function resolveName(client: QueryClient, ref: CrumbRef): string | null {
  switch (ref.kind) {
    case 'category':
      return namedOf(findCategory(client, ref.id));
    case 'subtype': {
      const subType = findCategory(client, ref.categoryId)?.sousTypes?.find((type) => type._id === ref.id);
      return namedOf(subType);
    }
    case 'product':
      return namedOf(client.getQueryData<Product | null>(['products', ref.id]));
    case 'order': {
      const order = client.getQueryData<{ reference?: unknown } | null>(['orders', ref.id]);
      return typeof order?.reference === 'string' ? order.reference : null;
    }
    case 'customer': {
      const customer = client.getQueryData<{ nom?: unknown; telephone?: unknown } | null>(['customers', ref.id]);
      const name = customer?.nom ?? customer?.telephone;
      return typeof name === 'string' ? name : null;
    }
    case 'admin': {
      const admin =
        client.getQueryData<Admin | null>(['admins', ref.id]) ??
        client.getQueryData<Admin[]>(['admins'])?.find((candidate) => candidate.id === ref.id);
      return admin ? adminDisplayName(admin) : null;
    }
  }
}

export function Breadcrumb() {
  const pathname = usePathname() ?? adminRoutes.home;
  const client = useQueryClient();
  const crumbs = breadcrumbFromPath(pathname);
  // The names as one string, so that the crumbs re-render only when a name they show has changed.
  const names = useSyncExternalStore(
    useCallback((listener: () => void) => client.getQueryCache().subscribe(listener), [client]),
    () => JSON.stringify(crumbs.map((crumb) => (crumb.ref ? resolveName(client, crumb.ref) : null))),
    () => '[]',
  );
  const resolved = JSON.parse(names) as (string | null)[];
  return (
    <nav aria-label="Fil d'Ariane" className="min-w-0 flex-1">
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const label = crumb.label ?? resolved[index] ?? UNKNOWN_NAME;
          const last = index === crumbs.length - 1;
          // On a phone only the last two crumbs fit: the sidebar's sheet gives the way back anyway.
          const hiddenOnPhone = index < crumbs.length - 2;
          // A short crumb ('Modifier', 'Ajouter', 'Produits') is read whole; a long name beside it gives way.
          const keepWhole = label.length <= SHORT_CRUMB;
          return (
            <li
              key={crumb.href}
              className={cn('flex min-w-0 items-center gap-1', hiddenOnPhone && 'hidden sm:flex', keepWhole ? 'shrink-0' : last ? 'shrink' : 'shrink-[2]')}
            >
              {index > 0 && <ChevronRight className={cn('h-3.5 w-3.5 shrink-0 text-gray-400', index === crumbs.length - 2 && 'hidden sm:block')} aria-hidden />}
              {crumb.link ? (
                <Link
                  href={crumb.href}
                  title={label}
                  className="max-w-[14rem] truncate rounded text-gray-500 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-gray-400 dark:hover:text-gray-100"
                >
                  {label}
                </Link>
              ) : (
                <span
                  title={label}
                  aria-current={last ? 'page' : undefined}
                  className={cn('max-w-[14rem] truncate', last ? 'font-medium text-gray-900 dark:text-gray-100' : 'text-gray-500 dark:text-gray-400')}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
