// The back office's frame, as pure rules (docs/product.md, "Back office"): the sidebar's remembered state in the
// `sidebar:state` cookie, the navigation entries, and the breadcrumb read from the address.
import { type Role, SIDEBAR } from '@/shared/constants';
import { isUuid } from '@/shared/ids';
import { ADMIN_HOME, adminRoutes } from './admin-routes';

/** The desktop sidebar's state from a `document.cookie` string: expanded unless the cookie says otherwise. */
export function parseSidebarCookie(cookie: string | null | undefined): boolean {
  for (const part of (cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== SIDEBAR.cookieName) continue;
    return part.slice(at + 1).trim() !== 'false';
  }
  return true;
}

/** The cookie that remembers the desktop sidebar for a week, on the whole site. */
export function serializeSidebarCookie(expanded: boolean): string {
  return `${SIDEBAR.cookieName}=${expanded ? 'true' : 'false'}; path=/; max-age=${SIDEBAR.cookieMaxAgeSeconds}; samesite=lax`;
}

/** Ctrl+B, or Cmd+B on a Mac, toggles the sidebar. */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === SIDEBAR.keyboardShortcut && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

export type NavIcon = 'overview' | 'orders' | 'customers' | 'categories' | 'products' | 'zones' | 'account' | 'admins' | 'settings';

export interface NavEntry {
  href: string;
  label: string;
  icon: NavIcon;
}

const NAV_ENTRIES: (NavEntry & { superAdminOnly?: boolean })[] = [
  { href: adminRoutes.home, label: "Vue d'ensemble", icon: 'overview' },
  { href: adminRoutes.orders, label: 'Commandes', icon: 'orders' },
  { href: adminRoutes.customers, label: 'Clients', icon: 'customers' },
  { href: adminRoutes.categories, label: 'Catégories', icon: 'categories' },
  { href: adminRoutes.products, label: 'Produits', icon: 'products' },
  { href: adminRoutes.zones, label: 'Zones de livraison', icon: 'zones' },
  { href: adminRoutes.account, label: 'Mon compte', icon: 'account' },
  { href: adminRoutes.admins, label: 'Utilisateurs', icon: 'admins', superAdminOnly: true },
  { href: adminRoutes.settings, label: 'Paramètres', icon: 'settings', superAdminOnly: true },
];

/** The sidebar's entries for a role: the administrators' and the settings' screens are a super administrator's only. */
export function navEntries(role: Role | null | undefined): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => !entry.superAdminOnly || role === 'SUPER_ADMIN').map(({ href, label, icon }) => ({ href, label, icon }));
}

/** The entry an address belongs to: the overview only for /admin itself, the others for their whole section. */
export function isNavEntryActive(entryHref: string, pathname: string): boolean {
  const path = trimSlash(pathname);
  if (entryHref === ADMIN_HOME) return path === ADMIN_HOME;
  return path === entryHref || path.startsWith(`${entryHref}/`);
}

/** A name the breadcrumb reads from data already loaded, for a segment that is an id. */
export type CrumbRef =
  | { kind: 'category'; id: string }
  | { kind: 'subtype'; id: string; categoryId: string }
  | { kind: 'product'; id: string }
  | { kind: 'order'; id: string }
  | { kind: 'customer'; id: string }
  | { kind: 'admin'; id: string };

export interface Crumb {
  href: string;
  /** null when the segment is an id whose name is looked up (`ref`). */
  label: string | null;
  ref?: CrumbRef;
  /** false for the current page and for segments that are not a page of their own (…/update). */
  link: boolean;
}

export const BREADCRUMB_HOME = 'Accueil';

const SEGMENT_LABELS: Record<string, string> = {
  categories: 'Catégories',
  produits: 'Produits',
  commandes: 'Commandes',
  clients: 'Clients',
  compte: 'Mon compte',
  utilisateurs: 'Utilisateurs',
  zones: 'Zones de livraison',
  parametres: 'Paramètres',
  add: 'Ajouter',
  update: 'Modifier',
  type: 'Types',
};

/** Segments with no screen of their own: their crumb is text, not a link. */
const NOT_A_PAGE = new Set(['update']);

function trimSlash(pathname: string): string {
  const path = pathname.split(/[?#]/)[0].replace(/\/+$/, '');
  return path || '/';
}

function refFor(section: string, previous: string | undefined, id: string, categoryId: string | null): CrumbRef | undefined {
  if (section === 'categories') {
    if (previous === 'type' && categoryId) return { kind: 'subtype', id, categoryId };
    return { kind: 'category', id };
  }
  if (section === 'produits') return { kind: 'product', id };
  if (section === 'commandes') return { kind: 'order', id };
  if (section === 'clients') return { kind: 'customer', id };
  if (section === 'utilisateurs') return { kind: 'admin', id };
  return undefined;
}

/**
 * 'Accueil' (/admin), then one crumb per segment of the address: known words in French, ids as the name of the
 * category, sub-type, product or administrator they stand for (resolved by the caller), anything else as written.
 */
export function breadcrumbFromPath(pathname: string): Crumb[] {
  const path = trimSlash(pathname);
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== 'admin') return [];
  const crumbs: Crumb[] = [{ href: ADMIN_HOME, label: BREADCRUMB_HOME, link: segments.length > 1 }];
  const section = segments[1] ?? '';
  let categoryId: string | null = null;
  let href = ADMIN_HOME;
  for (let index = 1; index < segments.length; index += 1) {
    const segment = decodeSegment(segments[index]);
    href += `/${segments[index]}`;
    const last = index === segments.length - 1;
    if (isUuid(segment)) {
      const ref = refFor(section, decodeSegment(segments[index - 1]), segment, categoryId);
      if (ref?.kind === 'category') categoryId = segment;
      crumbs.push({ href, label: ref ? null : segment, ref, link: !last });
      continue;
    }
    crumbs.push({ href, label: SEGMENT_LABELS[segment] ?? segment, link: !last && !NOT_A_PAGE.has(segment) });
  }
  return crumbs;
}

function decodeSegment(segment: string | undefined): string {
  if (segment === undefined) return '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
