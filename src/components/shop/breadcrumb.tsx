import { ChevronRight } from 'lucide-react';
import Link from 'next/link';

export interface Crumb {
  label: string;
  href?: string;
}

export function Breadcrumb({ items, inverted = false }: { items: Crumb[]; inverted?: boolean }) {
  return (
    <nav aria-label="Fil d'Ariane" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={item.label} className="flex min-w-0 items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" className={`size-4 shrink-0 ${inverted ? 'text-brand-100' : 'text-gray-500'}`} />}
            {item.href ? (
              <Link href={item.href} className={inverted ? 'text-brand-50 hover:text-white hover:underline' : 'text-gray-600 hover:text-brand-800 hover:underline'}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className={`truncate font-medium ${inverted ? 'text-white' : 'text-gray-900'}`}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
