'use client';
// The signed-in back office's frame (docs/product.md, "Back office"): a sidebar that folds down to its icons
// (Ctrl/Cmd+B, remembered a week in the `sidebar:state` cookie), a side sheet in its place on a phone, a header
// with the toggle, the breadcrumb and the theme, and the footer. The frame is only drawn once the session is
// known, in the browser, so the cookie is read before its first paint: no flash of the other width.
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { Sheet } from '@/components/ui/lazy-dialog';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useAuth } from '@/lib/api/auth-store';
import { cn } from '@/lib/cn';
import { isSidebarShortcut, parseSidebarCookie, serializeSidebarCookie } from '@/lib/sidebar';
import { ADMIN_FOOTER_TEXT, MOBILE_BREAKPOINT_PX, SIDEBAR } from '@/shared/constants';
import { Breadcrumb } from './breadcrumb';
import { SidebarContent } from './sidebar-content';
import { SHELL_TEXTS as T } from './texts';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** 'Les e-mails ne sont pas envoyés': fetched only when a super administrator's shop has no SMTP_URL. */
const MailBanner = lazy(() => import('./mail-banner').then((m) => ({ default: m.MailBanner })));

function readCookie(): boolean {
  return typeof document === 'undefined' ? true : parseSidebarCookie(document.cookie);
}

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobile;
}

export function AdminShell({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(readCookie);
  const [sheetOpen, setSheetOpen] = useState(false);
  const mobile = useIsMobile();
  const pathname = usePathname();
  const { user } = useAuth();
  // The profile says how the e-mails leave (docs/product.md, "E-mail delivery"): kept in the outbox, the owner is told.
  const mailKept = user?.typeUtilisateur === 'SUPER_ADMIN' && user.envoiEmails === 'outbox';

  const setDesktop = useCallback((next: boolean) => {
    setExpanded(next);
    // biome-ignore lint/suspicious/noDocumentCookie: one small cookie; the Cookie Store API is not in every browser the shop supports
    document.cookie = serializeSidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) setSheetOpen((open) => !open);
    else setDesktop(!expanded);
  }, [expanded, setDesktop]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // The sheet closes once a link in it has been followed, and when the screen grows past the phone's width.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address changing is the event itself
  useEffect(() => setSheetOpen(false), [pathname]);
  useEffect(() => {
    if (!mobile) setSheetOpen(false);
  }, [mobile]);

  const collapsed = !expanded;
  return (
    <div className="flex min-h-dvh">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-brand-600 dark:bg-gray-900 dark:text-brand-100"
      >
        {T.skipToContent}
      </a>

      <aside
        aria-label={T.sidebarLabel}
        data-state={collapsed ? 'collapsed' : 'expanded'}
        data-testid="admin-sidebar"
        className="sticky top-0 hidden h-dvh shrink-0 overflow-hidden border-r border-gray-200 bg-white transition-[width] duration-200 ease-out md:block dark:border-gray-800 dark:bg-gray-900"
        style={{ width: collapsed ? SIDEBAR.widthCollapsed : SIDEBAR.widthDesktop }}
      >
        <SidebarContent collapsed={collapsed} />
      </aside>

      <Sheet open={sheetOpen} onOpenChange={setSheetOpen} title={T.sheetTitle} width={SIDEBAR.widthMobile}>
        <SidebarContent collapsed={false} heading={T.sheetTitle} />
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-gray-200 bg-white/90 px-3 backdrop-blur sm:px-4 dark:border-gray-800 dark:bg-gray-900/90">
          <button
            type="button"
            onClick={() => setSheetOpen(true)}
            aria-label={T.openMenu}
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            className={cn(iconButton, 'md:hidden')}
          >
            <Menu className="h-5 w-5" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => setDesktop(collapsed)}
            aria-label={collapsed ? T.expand : T.collapse}
            aria-expanded={!collapsed}
            title={`${collapsed ? T.expand : T.collapse} (Ctrl+B)`}
            className={cn(iconButton, 'hidden md:inline-flex')}
          >
            {collapsed ? <PanelLeftOpen className="h-5 w-5" aria-hidden /> : <PanelLeftClose className="h-5 w-5" aria-hidden />}
          </button>
          <span className="mx-1 hidden h-5 w-px bg-gray-200 sm:block dark:bg-gray-700" aria-hidden />
          <Breadcrumb />
          <ThemeToggle className="shrink-0" />
        </header>

        <main id="contenu" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          {mailKept && (
            <Suspense fallback={null}>
              <MailBanner />
            </Suspense>
          )}
          {children}
        </main>

        <footer className="border-t border-gray-200 px-4 py-4 text-center text-xs text-gray-500 dark:border-gray-800 dark:text-gray-400">
          {ADMIN_FOOTER_TEXT}
        </footer>
      </div>
    </div>
  );
}

const iconButton =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-gray-100';
