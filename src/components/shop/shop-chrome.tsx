// Header, footer, floating WhatsApp button and toasts around every storefront page — the 404 page included,
// which Next.js renders outside the (shop) layout.
import type { ReactNode } from 'react';
import { ImageFallbackScript } from '@/components/ui/safe-image';
import { ToasterHost } from '@/lib/notify';
import { readPageData } from '@/server/page-data';
import { readMenu } from '@/server/services/catalog/cached-reads';
import { pageSettings } from '@/server/page-settings';
import { activeAnnouncement } from '@/shared/settings/rules';
import type { Category } from '@/shared/catalog/answers';
import { AnnouncementBar } from './announcement-bar';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppButton } from './whatsapp-button';

/**
 * The menu is left empty when it cannot be read, rather than failing (docs/decisions/018-error-pages.md): this
 * frame is the layout, above the storefront's error page, so a failure here would replace the whole document with
 * the bare global error page. Empty, it keeps the header and footer around the page's own error page, and around
 * the pages that read nothing (cart, FAQ, delivery).
 */
const menuCategories = (): Promise<Category[]> => readPageData('menu', readMenu, { fallback: [] });

export async function ShopChrome({ children }: { children: ReactNode }) {
  const [categories, settings] = await Promise.all([menuCategories(), pageSettings()]);
  return (
    <>
      <ImageFallbackScript />
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      <AnnouncementBar announcement={activeAnnouncement(settings.annonce)} />
      {/* The shop's name in link previews (docs/product.md, "Shop settings"): React puts it in the head. */}
      <meta property="og:site_name" content={settings.nomBoutique} />
      <SiteHeader categories={categories} shopName={settings.nomBoutique} />
      <main id="contenu" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter settings={settings} />
      <WhatsAppButton number={settings.numeroWhatsapp} />
      <ScrollToTop />
      <ToasterHost />
    </>
  );
}
