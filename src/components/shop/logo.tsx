import { Leaf } from 'lucide-react';
import Link from 'next/link';

/**
 * The shop's name (its settings, docs/product.md, "Shop settings") and tagline, linking home. Its name is its visible
 * text, so that voice control finds it; a long one is cut with an ellipsis and kept whole in the title.
 */
export function Logo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  return (
    <Link href="/" title={name} className="inline-flex min-w-0 shrink-0 items-center gap-2">
      <span className={`inline-flex size-9 items-center justify-center rounded-xl ${inverted ? 'bg-white text-brand-800' : 'bg-brand-700 text-white'}`}>
        <Leaf aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 leading-tight">
        <span
          data-testid="shop-name"
          className={`block max-w-36 truncate text-lg font-extrabold tracking-tight sm:max-w-64 ${inverted ? 'text-white' : 'text-brand-900'}`}
        >
          {name}
        </span>
        <span className={`block text-[11px] font-medium ${inverted ? 'text-brand-100' : 'text-gray-600'}`}>Santé · USA · Dakar</span>
      </span>
      <span className="sr-only">, accueil</span>
    </Link>
  );
}
