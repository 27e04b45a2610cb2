// Every back-office screen: its own title, never indexed, the theme applied before the first paint, and the
// session, data cache and toasts of src/components/admin/providers.tsx. The screens read the signed-in
// administrator's data in the browser with its token, so nothing here is rendered per user on the server; but
// every page is rendered per request, for the nonce of its policy (docs/decisions/024-refresh-cookie-and-nonce-csp.md):
// reading the request's headers makes the pages dynamic, and Next.js marks its own scripts with the same nonce.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AdminProviders } from '@/components/admin/providers';
import { THEME_SCRIPT } from '@/lib/theme';
import { ADMIN_PAGE_TITLE } from '@/shared/constants';
import { scriptNonce } from '@/shared/csp-nonce';

export const metadata: Metadata = {
  title: { absolute: ADMIN_PAGE_TITLE },
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const nonce = scriptNonce((await headers()).get('content-security-policy'));
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, run before paint */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      <div className="min-h-dvh bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
        <AdminProviders>{children}</AdminProviders>
      </div>
    </>
  );
}
