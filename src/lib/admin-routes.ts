// Every address of the back office, built in one place (docs/back-office-kit.md, "Routes"): screens link, push
// and redirect through these, never through a path typed by hand, and every id is encoded as a path segment.
import type { AlertKind } from '@/shared/alerts/rules';

export const ADMIN_HOME = '/admin';

/** An id as one path segment: a slash, a '?' or a '#' in it cannot reach another address. */
function segment(id: string): string {
  return encodeURIComponent(id);
}

export const adminRoutes = {
  home: ADMIN_HOME,

  // Signing in
  login: `${ADMIN_HOME}/login`,
  forgotPassword: `${ADMIN_HOME}/forget`,
  verification: `${ADMIN_HOME}/verification`,

  // Categories
  categories: `${ADMIN_HOME}/categories`,
  newCategory: `${ADMIN_HOME}/categories/add`,
  editCategory: (categoryId: string) => `${ADMIN_HOME}/categories/update/${segment(categoryId)}`,
  /** A category's sub-types. */
  categoryTypes: (categoryId: string) => `${ADMIN_HOME}/categories/${segment(categoryId)}/type`,
  categoryProducts: (categoryId: string) => `${ADMIN_HOME}/categories/${segment(categoryId)}/produits`,
  subTypeProducts: (categoryId: string, typeId: string) => `${ADMIN_HOME}/categories/${segment(categoryId)}/type/${segment(typeId)}/produits`,

  // Products
  products: `${ADMIN_HOME}/produits`,
  newProduct: `${ADMIN_HOME}/produits/add`,
  /** The product form opened from a category's list: the category is fixed, and a save returns there. */
  newCategoryProduct: (categoryId: string) => `${ADMIN_HOME}/categories/${segment(categoryId)}/produits/add?from=categories`,
  /** The product form opened from a sub-type's list: the category and the sub-type are fixed. */
  newSubTypeProduct: (categoryId: string, typeId: string) =>
    `${ADMIN_HOME}/categories/${segment(categoryId)}/type/${segment(typeId)}/produits/add?from=type`,
  product: (productId: string) => `${ADMIN_HOME}/produits/${segment(productId)}`,
  editProduct: (productId: string) => `${ADMIN_HOME}/produits/update/${segment(productId)}`,
  /** The products list filtered on one alert (the dashboard's 'Alertes' card). */
  productsWithAlert: (kind: AlertKind) => `${ADMIN_HOME}/produits?alerte=${encodeURIComponent(kind)}`,

  // Orders
  orders: `${ADMIN_HOME}/commandes`,
  newOrder: `${ADMIN_HOME}/commandes/add`,
  order: (orderId: string) => `${ADMIN_HOME}/commandes/${segment(orderId)}`,
  /** The inbox opened on one tab ('nouvelle': the orders to confirm). */
  ordersInTab: (status: string) => `${ADMIN_HOME}/commandes?status=${encodeURIComponent(status)}`,

  // Customers (docs/product.md, "Customers")
  customers: `${ADMIN_HOME}/clients`,
  customer: (customerId: string) => `${ADMIN_HOME}/clients/${segment(customerId)}`,

  // Delivery zones
  zones: `${ADMIN_HOME}/zones`,

  // The shop's settings (a super administrator's)
  settings: `${ADMIN_HOME}/parametres`,

  // Accounts
  account: `${ADMIN_HOME}/compte`,
  admins: `${ADMIN_HOME}/utilisateurs`,
  inviteAdmin: `${ADMIN_HOME}/utilisateurs/add`,
  admin: (adminId: string) => `${ADMIN_HOME}/utilisateurs/${segment(adminId)}`,
} as const;

/** Whether an address is a back-office screen's (kept addresses are only followed when they are). */
export function isAdminPath(href: string | null | undefined): href is string {
  return typeof href === 'string' && href.startsWith(`${ADMIN_HOME}/`);
}
