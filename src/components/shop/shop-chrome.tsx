// Header, footer, floating WhatsApp button and toasts around every storefront page — the 404 page included,
// which Next.js renders outside the (shop) layout.
import type { ReactNode } from 'react';
import { ImageFallbackScript } from '@/components/ui/safe-image';
import { ToasterHost } from '@/lib/notify';
import { getConfig } from '@/server/config';
import { getLogger } from '@/server/logger';
import { readMenu } from '@/server/services/catalog/cached-reads';
import type { Category } from '@/shared/types';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppButton } from './whatsapp-button';

async function menuCategories(): Promise<Category[]> {
  try {
    return await readMenu();
  } catch (error) {
    // A page without its menu is better than no page at all.
    getLogger().error({ err: error }, 'menu categories unavailable');
    return [];
  }
}

export async function ShopChrome({ children }: { children: ReactNode }) {
  const [categories, config] = [await menuCategories(), getConfig()];
  return (
    <>
      <ImageFallbackScript />
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      <SiteHeader categories={categories} />
      <main id="contenu" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter whatsappNumber={config.whatsappNumber} supportEmail={config.supportEmail} />
      <WhatsAppButton number={config.whatsappNumber} />
      <ScrollToTop />
      <ToasterHost />
    </>
  );
}
