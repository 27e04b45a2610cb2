import type { MetadataRoute } from 'next';
import { getConfig } from '@/server/config';
import { readPageData } from '@/server/page-data';
import { readCategories, readProductPage } from '@/server/services/catalog/cached-reads';
import { catalogueHref, productUrl } from '@/shared/catalog/catalogue-url';
import { MAX_PAGE_SIZE } from '@/shared/constants';
import type { Product } from '@/shared/catalog/answers';

export const dynamic = 'force-dynamic';

async function allProducts(): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page++) {
    const result = await readProductPage({ page, limit: MAX_PAGE_SIZE, sortBy: 'alphabet', minPrice: null, maxPrice: null, search: null, type: null, subtype: null });
    products.push(...result.products);
    if (!result.pagination.hasNext) return products;
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getConfig().publicUrl;
  // Unreadable, the sitemap is an error (500), logged once: an empty list would tell search engines the shop is empty.
  const [categories, products] = await readPageData('sitemap', () => Promise.all([readCategories(), allProducts()]));
  return [
    { url: `${base}/`, changeFrequency: 'daily', priority: 1 },
    { url: `${base}/pro`, changeFrequency: 'daily', priority: 0.9 },
    ...categories.map((category) => ({ url: `${base}${catalogueHref({ categorie: category._id })}`, changeFrequency: 'weekly' as const, priority: 0.8 })),
    ...products.map((product) => ({ url: productUrl(base, product._id), lastModified: product.updatedAt, changeFrequency: 'weekly' as const, priority: 0.7 })),
    { url: `${base}/livraison`, changeFrequency: 'monthly', priority: 0.5 },
    { url: `${base}/faq`, changeFrequency: 'monthly', priority: 0.5 },
  ];
}
