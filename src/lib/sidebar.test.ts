import { describe, expect, it } from 'vitest';
import { breadcrumbFromPath, isNavEntryActive, isSidebarShortcut, navEntries, parseSidebarCookie, serializeSidebarCookie } from './sidebar';

const CATEGORY = '0b9f4a52-6a0e-4f0a-9d52-1c2f3e4d5a6b';
const SUBTYPE = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('sidebar cookie', () => {
  it('is expanded when there is no cookie or it says true, collapsed when it says false', () => {
    expect(parseSidebarCookie('')).toBe(true);
    expect(parseSidebarCookie(undefined)).toBe(true);
    expect(parseSidebarCookie('theme=dark; sidebar:state=true')).toBe(true);
    expect(parseSidebarCookie('theme=dark; sidebar:state=false; other=1')).toBe(false);
    expect(parseSidebarCookie('xsidebar:state=false')).toBe(true);
  });

  it('is kept a week on the whole site, and reads back what it wrote', () => {
    const cookie = serializeSidebarCookie(false);
    expect(cookie).toContain('sidebar:state=false');
    expect(cookie).toContain('path=/');
    expect(cookie).toContain('max-age=604800');
    expect(parseSidebarCookie(cookie.split(';')[0])).toBe(false);
    expect(parseSidebarCookie(serializeSidebarCookie(true).split(';')[0])).toBe(true);
  });

  it('toggles on Ctrl+B and Cmd+B only', () => {
    const key = { key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isSidebarShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isSidebarShortcut({ ...key, metaKey: true, key: 'B' })).toBe(true);
    expect(isSidebarShortcut(key)).toBe(false);
    expect(isSidebarShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSidebarShortcut({ ...key, ctrlKey: true, key: 'c' })).toBe(false);
  });
});

describe('navigation entries', () => {
  it('shows the administrators to a super administrator only', () => {
    expect(navEntries('admin').map((entry) => entry.label)).toEqual(["Vue d'ensemble", 'Commandes', 'Clients', 'Catégories', 'Produits', 'Zones de livraison', 'Mon compte']);
    expect(navEntries('SUPER_ADMIN').map((entry) => entry.href)).toEqual([
      '/admin',
      '/admin/commandes',
      '/admin/clients',
      '/admin/categories',
      '/admin/produits',
      '/admin/zones',
      '/admin/compte',
      '/admin/utilisateurs',
      '/admin/parametres',
    ]);
  });

  it('marks the overview for /admin only, and a section for all its screens', () => {
    expect(isNavEntryActive('/admin', '/admin')).toBe(true);
    expect(isNavEntryActive('/admin', '/admin/produits')).toBe(false);
    expect(isNavEntryActive('/admin/produits', '/admin/produits/update/x')).toBe(true);
    expect(isNavEntryActive('/admin/produits', '/admin/produitsX')).toBe(false);
    expect(isNavEntryActive('/admin/categories', `/admin/categories/${CATEGORY}/type/`)).toBe(true);
  });
});

describe('breadcrumb', () => {
  it('starts at Accueil and names the sections and actions in French', () => {
    expect(breadcrumbFromPath('/admin')).toEqual([{ href: '/admin', label: 'Accueil', link: false }]);
    expect(breadcrumbFromPath('/admin/produits/add')).toEqual([
      { href: '/admin', label: 'Accueil', link: true },
      { href: '/admin/produits', label: 'Produits', link: true },
      { href: '/admin/produits/add', label: 'Ajouter', link: false },
    ]);
    expect(breadcrumbFromPath('/admin/compte/').map((crumb) => crumb.label)).toEqual(['Accueil', 'Mon compte']);
    expect(breadcrumbFromPath('/admin/utilisateurs?x=1').map((crumb) => crumb.label)).toEqual(['Accueil', 'Utilisateurs']);
  });

  it('turns ids into references to the category, sub-type, product or administrator they stand for', () => {
    const crumbs = breadcrumbFromPath(`/admin/categories/${CATEGORY}/type/${SUBTYPE}/produits/add`);
    expect(crumbs.map((crumb) => crumb.label)).toEqual(['Accueil', 'Catégories', null, 'Types', null, 'Produits', 'Ajouter']);
    expect(crumbs[2].ref).toEqual({ kind: 'category', id: CATEGORY });
    expect(crumbs[4].ref).toEqual({ kind: 'subtype', id: SUBTYPE, categoryId: CATEGORY });
    expect(crumbs[4].href).toBe(`/admin/categories/${CATEGORY}/type/${SUBTYPE}`);
    expect(breadcrumbFromPath(`/admin/categories/update/${CATEGORY}`)[3].ref).toEqual({ kind: 'category', id: CATEGORY });
    expect(breadcrumbFromPath(`/admin/produits/${CATEGORY}`)[2].ref).toEqual({ kind: 'product', id: CATEGORY });
    expect(breadcrumbFromPath(`/admin/utilisateurs/${CATEGORY}`)[2].ref).toEqual({ kind: 'admin', id: CATEGORY });
    expect(breadcrumbFromPath(`/admin/commandes/${CATEGORY}`)[2].ref).toEqual({ kind: 'order', id: CATEGORY });
    expect(breadcrumbFromPath('/admin/commandes/add').map((crumb) => crumb.label)).toEqual(['Accueil', 'Commandes', 'Ajouter']);
    const customer = breadcrumbFromPath('/admin/clients/0b6f1f9e-3c1a-4d3e-9a52-6f1d2c3b4a59');
    expect(customer.map((crumb) => crumb.label)).toEqual(['Accueil', 'Clients', null]);
    expect(customer[2].ref).toEqual({ kind: 'customer', id: '0b6f1f9e-3c1a-4d3e-9a52-6f1d2c3b4a59' });
  });

  it('links every crumb but the current page and the segments that are not a page', () => {
    const crumbs = breadcrumbFromPath(`/admin/produits/update/${CATEGORY}`);
    expect(crumbs.map((crumb) => crumb.link)).toEqual([true, true, false, false]);
    expect(crumbs[2].label).toBe('Modifier');
  });

  it('shows an unknown segment as written, and nothing outside the back office', () => {
    expect(breadcrumbFromPath('/admin/autre%20chose').map((crumb) => crumb.label)).toEqual(['Accueil', 'autre chose']);
    expect(breadcrumbFromPath('/pro')).toEqual([]);
  });
});
