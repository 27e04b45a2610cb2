// The sign-in screens' shell (docs/product.md, "Back office"): the brand, the light/dark toggle, one centred card
// and the back office's footer, comfortable from a 375 px phone up.
import { Leaf } from 'lucide-react';
import type { ReactNode } from 'react';
import { AUTH_TEXTS } from '@/components/admin/auth/texts';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { ADMIN_FOOTER_TEXT, SHOP_NAME } from '@/shared/constants';

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50/70 via-gray-50 to-gray-50 dark:from-gray-900 dark:via-gray-950 dark:to-gray-950">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        {/* A plain link: with ADMIN_URL the shop answers on another origin, which no client-side navigation reaches. */}
        <a
          href="/"
          className="inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <span className="flex size-9 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <Leaf className="size-5" aria-hidden />
          </span>
          <span className="leading-tight">
            <span className="block text-base font-bold tracking-tight text-gray-900 dark:text-gray-50">{SHOP_NAME}</span>
            <span className="block text-xs font-medium text-gray-500 dark:text-gray-400">{AUTH_TEXTS.brandTagline}</span>
          </span>
        </a>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-10 sm:items-center sm:px-6 sm:pt-0">
        <div className="w-full max-w-md">{children}</div>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-gray-500 dark:text-gray-500">
        © {SHOP_NAME} · {ADMIN_FOOTER_TEXT}
      </footer>
    </div>
  );
}
