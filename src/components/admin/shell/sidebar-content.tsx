'use client';
// What the sidebar holds, expanded or folded to its icons (then each says its name in the browser's tooltip and to
// screen readers): the brand, the navigation for the administrator's role, the shop's link, who is signed in, and
// the sign-out.
import { Contact, ExternalLink, FolderTree, Inbox, LayoutDashboard, Leaf, LogOut, type LucideIcon, MapPin, Package, Settings, UserCircle, Users } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { adminRoutes } from '@/lib/admin-routes';
import { adminDisplayName } from '@/lib/api/admins';
import { signOut, useAuth } from '@/lib/api/auth-store';
import { useNewOrdersCount } from '@/lib/api/new-orders';
import { cn } from '@/lib/cn';
import { isNavEntryActive, type NavIcon, navEntries } from '@/lib/sidebar';
import { ROLE_LABELS, SHOP_NAME } from '@/shared/constants';
import { formatBadgeCount } from '@/shared/format';
import { SHELL_TEXTS as T } from './texts';

const ICONS: Record<NavIcon, LucideIcon> = {
  overview: LayoutDashboard,
  orders: Inbox,
  customers: Contact,
  categories: FolderTree,
  products: Package,
  zones: MapPin,
  account: UserCircle,
  admins: Users,
  settings: Settings,
};

/**
 * The browser's own tooltip: a positioned one would need a positioning library in every back-office page's
 * first load (about 12 KiB gzip) for a hint that only the folded sidebar shows.
 */
function Hint({ label, show, children }: { label: string; show: boolean; children: ReactNode }) {
  if (!show) return children;
  return (
    <span title={label} className="block">
      {children}
    </span>
  );
}

function initialsOf(name: string): string {
  const words = name.split(/[\s@.]+/).filter(Boolean);
  return (words.length > 1 ? `${words[0][0]}${words[1][0]}` : name.slice(0, 2)).toLocaleUpperCase('fr-FR');
}

const itemClass =
  'flex h-9 items-center gap-3 rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600';

export function SidebarContent({ collapsed, heading }: { collapsed: boolean; heading?: string }) {
  const { user } = useAuth();
  const pathname = usePathname() ?? adminRoutes.home;
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const name = user ? adminDisplayName(user) : '';
  const role = user ? ROLE_LABELS[user.typeUtilisateur]?.short : '';
  // The orders still to confirm, beside 'Commandes': read every minute, on coming back to the window, and after
  // every change of an order (src/lib/api/new-orders.ts).
  const newOrders = useNewOrdersCount(user !== null).data ?? 0;

  async function logout() {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      router.replace(adminRoutes.login);
    }
  }

  return (
      <div className="flex h-full flex-col">
        <div className={cn('flex h-14 shrink-0 items-center gap-2.5 border-b border-gray-200 dark:border-gray-800', collapsed ? 'justify-center px-0' : 'px-4')}>
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white shadow-sm">
            <Leaf className="size-4" aria-hidden />
          </span>
          {!collapsed && (
            <span className="min-w-0 leading-tight">
              <span className="block truncate text-sm font-bold tracking-tight text-gray-900 dark:text-gray-50">{SHOP_NAME}</span>
              <span className="block truncate text-xs text-gray-500 dark:text-gray-400">{heading ?? T.brandSubtitle}</span>
            </span>
          )}
        </div>

        <nav aria-label={T.navLabel} className={cn('flex-1 overflow-y-auto py-3', collapsed ? 'px-1.5' : 'px-3')}>
          <ul className="space-y-1">
            {navEntries(user?.typeUtilisateur).map((entry) => {
              const Icon = ICONS[entry.icon];
              const active = isNavEntryActive(entry.href, pathname);
              return (
                <li key={entry.href}>
                  <Hint label={entry.label} show={collapsed}>
                    <Link
                      href={entry.href}
                      aria-current={active ? 'page' : undefined}
                      aria-label={collapsed ? entry.label : undefined}
                      className={cn(
                        itemClass,
                        collapsed ? 'w-9 justify-center' : 'px-3',
                        active
                          ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
                          : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-gray-50',
                      )}
                    >
                      <span className="relative shrink-0">
                        <Icon className={cn('h-[18px] w-[18px]', active ? 'text-brand-700 dark:text-brand-100' : 'text-gray-500 dark:text-gray-400')} aria-hidden />
                        {entry.icon === 'orders' && newOrders > 0 && collapsed && (
                          <span aria-hidden className="absolute -top-1.5 -right-2 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white tabular-nums">
                            {formatBadgeCount(newOrders)}
                          </span>
                        )}
                      </span>
                      {!collapsed && <span className="truncate">{entry.label}</span>}
                      {entry.icon === 'orders' && newOrders > 0 && (
                        <>
                          {!collapsed && (
                            <span
                              aria-hidden
                              data-testid="new-orders-badge"
                              className="ml-auto min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white tabular-nums"
                            >
                              {formatBadgeCount(newOrders)}
                            </span>
                          )}
                          <span className="sr-only">, {T.newOrders(newOrders)}</span>
                        </>
                      )}
                    </Link>
                  </Hint>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={cn('shrink-0 space-y-1 border-t border-gray-200 py-3 dark:border-gray-800', collapsed ? 'px-1.5' : 'px-3')}>
          <Hint label={T.viewShop} show={collapsed}>
            {/* A plain link, never prefetched: with ADMIN_URL the shop answers on another origin (docs/SECURITY.md). */}
            <a
              href="/"
              target="_blank"
              rel="noopener"
              aria-label={collapsed ? T.viewShop : undefined}
              className={cn(
                itemClass,
                collapsed ? 'w-9 justify-center' : 'px-3',
                'text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-gray-50',
              )}
            >
              <ExternalLink className="h-[18px] w-[18px] shrink-0" aria-hidden />
              {!collapsed && <span className="truncate">{T.viewShop}</span>}
            </a>
          </Hint>

          <div
            data-testid="sidebar-user"
            className={cn('flex items-center gap-3 rounded-md', collapsed ? 'flex-col py-1' : 'mt-2 bg-gray-50 p-2 dark:bg-gray-800/60')}
          >
            <Hint label={`${name} · ${role}`} show={collapsed}>
              <span
                role="img"
                aria-label={collapsed ? `${name}, ${role}` : undefined}
                aria-hidden={collapsed ? undefined : true}
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
              >
                {initialsOf(name || '?')}
              </span>
            </Hint>
            {!collapsed && (
              <div className="min-w-0 flex-1 leading-tight">
                <p className="truncate text-sm font-medium text-gray-900 dark:text-gray-100" title={name}>
                  {name}
                </p>
                <p className="truncate text-xs text-gray-500 dark:text-gray-400">{role}</p>
              </div>
            )}
            <Hint label={T.logout} show={collapsed}>
              <button
                type="button"
                onClick={logout}
                title={collapsed ? undefined : T.logout}
                disabled={leaving}
                aria-label={leaving ? T.loggingOut : T.logout}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-gray-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 dark:text-gray-400 dark:hover:bg-red-950 dark:hover:text-red-300"
              >
                <LogOut className="h-4 w-4" aria-hidden />
              </button>
            </Hint>
          </div>
        </div>
      </div>
  );
}
