import { Leaf } from 'lucide-react';
import Link from 'next/link';
import { SHOP_NAME } from '@/shared/constants';

/** The shop's name and tagline, linking home. Its name is its visible text, so that voice control finds it. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link href="/" className="inline-flex shrink-0 items-center gap-2">
      <span className={`inline-flex size-9 items-center justify-center rounded-xl ${inverted ? 'bg-white text-brand-800' : 'bg-brand-700 text-white'}`}>
        <Leaf aria-hidden="true" className="size-5" />
      </span>
      <span className="leading-tight">
        <span className={`block text-lg font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-brand-900'}`}>{SHOP_NAME}</span>
        <span className={`block text-[11px] font-medium ${inverted ? 'text-brand-100' : 'text-gray-600'}`}>Santé · USA · Dakar</span>
      </span>
      <span className="sr-only">, accueil</span>
    </Link>
  );
}
