'use client';
// 'Imprimer le reçu' (docs/product.md, "The order's page"): the browser's print, which the page's print style
// limits to the receipt. The page's only script of its own.
import { Printer } from 'lucide-react';

export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      data-print-hide=""
      className="inline-flex h-11 items-center gap-2 rounded-full border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Printer aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
