import Link from 'next/link';
import { countCatalogue } from '@/server/services/catalog/count-catalogue';

export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const { categories, products } = await countCatalogue();
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="text-4xl font-bold text-brand-800">Boutique</h1>
      <p className="text-lg text-gray-700">
        Produits américains authentiques, livrés rapidement à Dakar et partout au Sénégal.
      </p>
      <p className="text-sm text-gray-500">
        {products} produits dans {categories} catégories
      </p>
      <Link href="/pro" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Voir le catalogue
      </Link>
    </main>
  );
}
