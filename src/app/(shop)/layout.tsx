import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ShopChrome } from '@/components/shop/shop-chrome';
import { getConfig } from '@/server/config';
import { pageSettings } from '@/server/page-settings';
import { shopSiteTitle } from '@/shared/settings/rules';

// The menu's categories come from the database, which only exists at run time.
export const dynamic = 'force-dynamic';

/**
 * Titles carry the shop's name from its settings: '{page} | {nom} — Boutique en Ligne'; the home page and the product
 * pages keep the specification's (docs/product.md, "Shop settings"). Read through the settings' cache, so that the
 * page cache drops these pages when the name changes (tag `settings`).
 */
export async function generateMetadata(): Promise<Metadata> {
  const { nomBoutique } = await pageSettings();
  const site = shopSiteTitle(nomBoutique);
  return {
    metadataBase: new URL(getConfig().publicUrl),
    title: { default: site, template: `%s | ${site}` },
    applicationName: nomBoutique,
  };
}

export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopChrome>{children}</ShopChrome>;
}
