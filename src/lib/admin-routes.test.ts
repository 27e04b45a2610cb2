import { describe, expect, it } from 'vitest';
import { adminRoutes, isAdminPath } from './admin-routes';

const CATEGORY = '0b9f4a52-6a0e-4f0a-9d52-1c2f3e4d5a6b';
const SUBTYPE = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('back-office routes', () => {
  it('names the fixed screens', () => {
    expect(adminRoutes.home).toBe('/admin');
    expect(adminRoutes.login).toBe('/admin/login');
    expect(adminRoutes.forgotPassword).toBe('/admin/forget');
    expect(adminRoutes.verification).toBe('/admin/verification');
    expect(adminRoutes.categories).toBe('/admin/categories');
    expect(adminRoutes.newCategory).toBe('/admin/categories/add');
    expect(adminRoutes.products).toBe('/admin/produits');
    expect(adminRoutes.newProduct).toBe('/admin/produits/add');
    expect(adminRoutes.account).toBe('/admin/compte');
    expect(adminRoutes.admins).toBe('/admin/utilisateurs');
    expect(adminRoutes.inviteAdmin).toBe('/admin/utilisateurs/add');
    expect(adminRoutes.orders).toBe('/admin/commandes');
    expect(adminRoutes.newOrder).toBe('/admin/commandes/add');
    expect(adminRoutes.customers).toBe('/admin/clients');
    expect(adminRoutes.ordersInTab('nouvelle')).toBe('/admin/commandes?status=nouvelle');
    expect(adminRoutes.productsWithAlert('peremption-proche')).toBe('/admin/produits?alerte=peremption-proche');
    expect(adminRoutes.zones).toBe('/admin/zones');
    expect(adminRoutes.settings).toBe('/admin/parametres');
  });

  it('builds the screens of one record from its id', () => {
    expect(adminRoutes.editCategory(CATEGORY)).toBe(`/admin/categories/update/${CATEGORY}`);
    expect(adminRoutes.categoryTypes(CATEGORY)).toBe(`/admin/categories/${CATEGORY}/type`);
    expect(adminRoutes.categoryProducts(CATEGORY)).toBe(`/admin/categories/${CATEGORY}/produits`);
    expect(adminRoutes.subTypeProducts(CATEGORY, SUBTYPE)).toBe(`/admin/categories/${CATEGORY}/type/${SUBTYPE}/produits`);
    expect(adminRoutes.product(CATEGORY)).toBe(`/admin/produits/${CATEGORY}`);
    expect(adminRoutes.editProduct(CATEGORY)).toBe(`/admin/produits/update/${CATEGORY}`);
    expect(adminRoutes.admin(CATEGORY)).toBe(`/admin/utilisateurs/${CATEGORY}`);
    expect(adminRoutes.order(CATEGORY)).toBe(`/admin/commandes/${CATEGORY}`);
  });

  it('tells the product form where it was opened from', () => {
    expect(adminRoutes.newCategoryProduct(CATEGORY)).toBe(`/admin/categories/${CATEGORY}/produits/add?from=categories`);
    expect(adminRoutes.newSubTypeProduct(CATEGORY, SUBTYPE)).toBe(`/admin/categories/${CATEGORY}/type/${SUBTYPE}/produits/add?from=type`);
  });

  it('encodes every id as one path segment', () => {
    expect(adminRoutes.product('../compte')).toBe('/admin/produits/..%2Fcompte');
    expect(adminRoutes.editCategory('a b?x=1#y')).toBe('/admin/categories/update/a%20b%3Fx%3D1%23y');
    expect(adminRoutes.subTypeProducts('a/b', 'c?d')).toBe('/admin/categories/a%2Fb/type/c%3Fd/produits');
    expect(adminRoutes.newSubTypeProduct('a&b', 'c')).toBe('/admin/categories/a%26b/type/c/produits/add?from=type');
    expect(adminRoutes.admin('x/../y')).toBe('/admin/utilisateurs/x%2F..%2Fy');
    expect(adminRoutes.order('a/b?c')).toBe('/admin/commandes/a%2Fb%3Fc');
    expect(adminRoutes.customer('a/b?c')).toBe('/admin/clients/a%2Fb%3Fc');
  });

  it('knows its own addresses from the others', () => {
    expect(isAdminPath('/admin/produits?page=2')).toBe(true);
    expect(isAdminPath(adminRoutes.categoryProducts(CATEGORY))).toBe(true);
    expect(isAdminPath('/admin')).toBe(false);
    expect(isAdminPath('/administration')).toBe(false);
    expect(isAdminPath('https://exemple.com/admin/produits')).toBe(false);
    expect(isAdminPath('//exemple.com/admin/')).toBe(false);
    expect(isAdminPath(null)).toBe(false);
  });
});
