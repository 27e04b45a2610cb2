// /produits: the catalogue. Reads are public; writes need a signed-in administrator of either role (docs/api.md).
import { Hono } from 'hono';
import { createProduct } from '@/server/services/catalog/create-product';
import { deleteProduct } from '@/server/services/catalog/delete-product';
import { readBestProducts, readCartProducts, readProduct, readProductPage, readRecommendations } from '@/server/services/catalog/cached-reads';
import { parseProductIds } from '@/server/services/catalog/products-by-ids';
import { updateProduct } from '@/server/services/catalog/update-product';
import { DomainError } from '@/server/services/errors';
import { LIMITS } from '@/shared/constants';
import { CATALOGUE_MESSAGES as M } from '@/shared/messages';
import { limitQuerySchema, productQuerySchema, productSchema } from '@/shared/schemas';
import { cachedJson } from './cached-json';
import { requireAuth } from './middleware/auth';
import { readProductForm } from './product-form';
import { created, envelope, ok } from './respond';
import type { AppEnv } from './types';
import { parseWith, uuidParam } from './validate';

export function productsRoutes() {
  const products = new Hono<AppEnv>();

  products.get('/', async (c) => {
    const query = parseWith(productQuerySchema, c.req.query());
    return cachedJson(c, `products:${JSON.stringify(query)}`, async () => {
      const page = await readProductPage(query);
      // docs/api.md: the products are `data`, the pagination sits beside it.
      return { ...envelope(200, M.productsLoaded, page.products), pagination: page.pagination };
    });
  });

  products.get('/best', async (c) => {
    const { limit } = parseWith(limitQuerySchema(LIMITS.bestProducts), c.req.query());
    return cachedJson(c, `best:${limit}`, async () => envelope(200, M.bestLoaded, await readBestProducts(limit)));
  });

  // The cart's re-read of current prices and stock; before /:id, which would take 'panier' for an id.
  products.get('/panier', async (c) => {
    const ids = parseProductIds(c.req.query('ids'));
    return cachedJson(c, `cart:${ids.join(',')}`, async () => envelope(200, M.cartProductsLoaded, await readCartProducts(ids)));
  });

  products.get('/:id/recommendations', async (c) => {
    const id = uuidParam(c);
    return cachedJson(c, `recommendations:${id}`, async () => {
      const recommendations = await readRecommendations(id);
      if (!recommendations) throw new DomainError('not_found', M.productNotFound);
      return envelope(200, M.recommendationsLoaded, { recommendations });
    });
  });

  products.get('/:id', async (c) => {
    const id = uuidParam(c);
    return cachedJson(c, `product:${id}`, async () => {
      const product = await readProduct(id);
      if (!product) throw new DomainError('not_found', M.productNotFound);
      return envelope(200, M.productLoaded, product);
    });
  });

  products.post('/', requireAuth, async (c) => {
    const { fields, files } = await readProductForm(c);
    const input = parseWith(productSchema, fields);
    return created(c, await createProduct(input, files, c.get('admin')), M.productCreated);
  });

  products.put('/:id', requireAuth, async (c) => {
    const id = uuidParam(c);
    const { fields, files } = await readProductForm(c);
    const input = parseWith(productSchema, fields);
    // A form without a stock field leaves the stock as it is.
    const stock = 'stock' in fields ? input.stock : undefined;
    return ok(c, await updateProduct(id, { ...input, stock }, files, c.get('admin')), M.productUpdated);
  });

  products.delete('/:id', requireAuth, async (c) => {
    await deleteProduct(uuidParam(c), c.get('admin'));
    return ok(c, null, M.productDeleted);
  });

  return products;
}
