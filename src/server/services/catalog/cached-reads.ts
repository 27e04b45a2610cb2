// The public catalogue reads, served from the catalogue's cache (./read-cache.ts) with their tags
// (./cache-tags.ts): the API and the storefront pages read through these, so that they share one cache and a
// write reaches both at once.
import 'server-only';
import { getDb } from '@/server/db/client';
import type { ProductQuery } from '@/shared/types';
import type { Category, Product } from '@/shared/catalog/answers';
import { bestProducts } from './best-products';
import { categoryTag, productTag, TAGS } from './cache-tags';
import { getCategory } from './get-category';
import { getProduct } from './get-product';
import { listCategories } from './list-categories';
import { listProducts } from './list-products';
import { productRecommendations } from './product-recommendations';
import { productsByIds } from './products-by-ids';
import { cachedRead } from './read-cache';

/** The storefront's menu: the same list, kept under its own tag, since product writes change only its counts. */
export const readMenu = (): Promise<Category[]> => cachedRead(getDb(), 'menu', [TAGS.menu], listCategories);

export const readCategories = (): Promise<Category[]> => cachedRead(getDb(), 'categories', [TAGS.categories], listCategories);

export const readCategory = (id: string) =>
  cachedRead(getDb(), `category:${id}`, [categoryTag(id), TAGS.categories], () => getCategory(id));

export const readProductPage = (query: ProductQuery) =>
  cachedRead(getDb(), `products:${JSON.stringify(query)}`, [TAGS.products], () => listProducts(query));

export const readBestProducts = (limit: number) => cachedRead(getDb(), `best:${limit}`, [TAGS.products], () => bestProducts(limit));

const productTags = (id: string, product: Product | null) =>
  product ? [productTag(id), categoryTag(product.typeProduit._id)] : [productTag(id)];

export const readProduct = (id: string): Promise<Product | null> =>
  cachedRead(getDb(), `product:${id}`, (product) => productTags(id, product), () => getProduct(id));

/** Other products of the product's category, then featured ones: changed by the writes of either. */
export async function readRecommendations(id: string): Promise<Product[] | null> {
  const product = await readProduct(id);
  return cachedRead(getDb(), `recommendations:${id}`, [...productTags(id, product), TAGS.featured], () => productRecommendations(id));
}

export const readCartProducts = (ids: readonly string[]) =>
  cachedRead(getDb(), `cart:${ids.join(',')}`, ids.map(productTag), () => productsByIds(ids));
