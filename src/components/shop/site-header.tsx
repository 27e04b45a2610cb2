// The fixed header (docs/product.md): logo, category menu (first 5, the rest under 'Plus', sub-types in dropdowns),
// search box, cart badge, and the drawer that replaces the menu below 768 px. Dropdowns open on hover and
// keyboard focus with CSS alone. The icons of its islands (drawer, search, cart) are drawn here, on the server.
import { ChevronDown, Menu, Search, ShoppingCart, X } from 'lucide-react';
import Link from 'next/link';
import { Drawer } from '@/components/ui/drawer';
import { catalogueHref } from '@/shared/catalog/catalogue-url';
import { LIMITS } from '@/shared/constants';
import { SHOP_PAGES } from '@/shared/shop/content';
import type { Category } from '@/shared/catalog/answers';
import { CartLink } from './cart-link';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';

const dropdownPanel =
  'invisible absolute top-full z-40 min-w-60 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100';
const dropdownList = 'rounded-xl border border-gray-200 bg-white p-2 shadow-xl';
const dropdownLink = 'block rounded-lg px-3 py-2 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-800';

function CategoryMenuItem({ category }: { category: Category }) {
  const href = catalogueHref({ categorie: category._id });
  if (category.sousTypes.length === 0) {
    return (
      <li>
        <Link href={href} className="block rounded-lg px-3 py-2 text-sm font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-800">
          {category.nom}
        </Link>
      </li>
    );
  }
  return (
    <li className="group relative">
      <Link
        href={href}
        aria-haspopup="true"
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-800"
      >
        {category.nom}
        <ChevronDown aria-hidden="true" className="size-4 transition group-hover:rotate-180" />
      </Link>
      <div className={`${dropdownPanel} left-0`}>
        <ul className={dropdownList}>
          <li>
            <Link href={href} className={`${dropdownLink} font-semibold`}>
              Tout {category.nom.toLowerCase()}
            </Link>
          </li>
          {category.sousTypes.map((type) => (
            <li key={type._id}>
              <Link href={catalogueHref({ categorie: category._id, type: type._id })} className={dropdownLink}>
                {type.nom}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

interface CategoryTreeProps {
  categories: Category[];
  className: string;
  categoryClassName: string;
  subTypeListClassName: string;
  subTypeClassName: string;
}

/** Categories with their sub-types beneath: the 'Plus' dropdown and the mobile drawer. */
function CategoryTree({ categories, className, categoryClassName, subTypeListClassName, subTypeClassName }: CategoryTreeProps) {
  return (
    <ul className={className}>
      {categories.map((category) => (
        <li key={category._id}>
          <Link href={catalogueHref({ categorie: category._id })} className={categoryClassName}>
            {category.nom}
          </Link>
          {category.sousTypes.length > 0 && (
            <ul className={subTypeListClassName}>
              {category.sousTypes.map((type) => (
                <li key={type._id}>
                  <Link href={catalogueHref({ categorie: category._id, type: type._id })} className={subTypeClassName}>
                    {type.nom}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function DesktopMenu({ categories }: { categories: Category[] }) {
  const shown = categories.slice(0, LIMITS.menuCategories);
  const more = categories.slice(LIMITS.menuCategories);
  return (
    <nav aria-label="Catégories" className="hidden border-t border-gray-100 md:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1.5">
        <li>
          <Link href={catalogueHref()} className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
            Tous les produits
          </Link>
        </li>
        {shown.map((category) => (
          <CategoryMenuItem key={category._id} category={category} />
        ))}
        {more.length > 0 && (
          <li className="group relative">
            <button
              type="button"
              aria-haspopup="true"
              className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-800"
            >
              Plus
              <ChevronDown aria-hidden="true" className="size-4 transition group-hover:rotate-180" />
            </button>
            <div className={`${dropdownPanel} right-0`}>
              <CategoryTree
                categories={more}
                className={dropdownList}
                categoryClassName={`${dropdownLink} font-medium`}
                subTypeListClassName="mb-1 ml-3 border-l border-gray-200 pl-2"
                subTypeClassName={dropdownLink}
              />
            </div>
          </li>
        )}
      </ul>
    </nav>
  );
}

function MobileMenu({ categories }: { categories: Category[] }) {
  const link = 'block rounded-lg px-3 py-2.5 text-base text-gray-800 hover:bg-brand-50';
  return (
    <Drawer
      label="Ouvrir le menu"
      title="Menu"
      testId="mobile-drawer"
      trigger={<Menu aria-hidden="true" className="size-6" />}
      closeIcon={<X aria-hidden="true" className="size-5" />}
      triggerClassName="inline-flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-brand-50 md:hidden"
    >
      <nav aria-label="Menu principal">
        <ul className="space-y-1">
          <li>
            <Link href="/" className={link}>
              Accueil
            </Link>
          </li>
          <li>
            <Link href={catalogueHref()} className={`${link} font-semibold text-brand-800`}>
              Tous les produits
            </Link>
          </li>
        </ul>
        <p className="mt-5 mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-gray-600">Catégories</p>
        <CategoryTree
          categories={categories}
          className="space-y-1"
          categoryClassName={`${link} font-medium`}
          subTypeListClassName="ml-4 border-l border-gray-200 pl-2"
          subTypeClassName="block rounded-lg px-3 py-2 text-sm text-gray-700 hover:bg-brand-50"
        />
        <ul className="mt-5 space-y-1 border-t border-gray-200 pt-4">
          {[SHOP_PAGES.cart, SHOP_PAGES.delivery, SHOP_PAGES.faq].map((page) => (
            <li key={page.href}>
              <Link href={page.href} className={link}>
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}

/** `shopName`: the shop's name from its settings, read by the server (no settings in the storefront's client code). */
export function SiteHeader({ categories, shopName }: { categories: Category[]; shopName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 md:gap-6">
        <MobileMenu categories={categories} />
        <Logo name={shopName} />
        <HeaderSearch
          icons={{
            open: <Search aria-hidden="true" className="size-6" />,
            submit: <Search aria-hidden="true" className="size-4" />,
            close: <X aria-hidden="true" className="size-6" />,
          }}
        />
        <CartLink icon={<ShoppingCart aria-hidden="true" className="size-6" />} />
      </div>
      <DesktopMenu categories={categories} />
    </header>
  );
}
