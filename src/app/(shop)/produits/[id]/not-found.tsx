import { PackageSearch } from 'lucide-react';
import Link from 'next/link';
import { SHOP_TEXTS } from '@/shared/shop-messages';

export default function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <PackageSearch aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold text-gray-900">{SHOP_TEXTS.productNotFoundTitle}</h1>
      <p className="mt-3 text-gray-700">{SHOP_TEXTS.productNotFound}</p>
      <Link href="/pro" className="mt-6 inline-flex h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
        {SHOP_TEXTS.backToCatalogue}
      </Link>
    </div>
  );
}
