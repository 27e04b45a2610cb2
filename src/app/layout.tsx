import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PUBLIC_PAGE_TITLE } from '@/shared/constants';
import './globals.css';

export const metadata: Metadata = {
  title: PUBLIC_PAGE_TITLE,
  description:
    'Produits de santé américains authentiques à Dakar : protéines, compléments, vitamines, soins de la peau et épices. Livraison en 24h.',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#047857',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The back office's theme script sets the class and colour scheme of <html> before hydration.
    <html lang="fr" suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
