import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ShopChrome } from '@/components/shop/shop-chrome';
import { getConfig } from '@/server/config';
import { PUBLIC_PAGE_TITLE, SHOP_NAME } from '@/shared/constants';

// The menu's categories come from the database, which only exists at run time.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getConfig().publicUrl),
    title: { default: PUBLIC_PAGE_TITLE, template: `%s | ${PUBLIC_PAGE_TITLE}` },
    applicationName: SHOP_NAME,
  };
}

export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopChrome>{children}</ShopChrome>;
}
