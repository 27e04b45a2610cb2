// /produits: the catalogue. Reads are public (DESIGN §4).
import { Hono } from 'hono';
import { bestProducts } from '@/server/services/catalog/best-products';
import { getProduct } from '@/server/services/catalog/get-product';
import { listProducts } from '@/server/services/catalog/list-products';
import { productRecommendations } from '@/server/services/catalog/product-recommendations';
import { LIMITS } from '@/shared/constants';
import { CATALOGUE_MESSAGES as M } from '@/shared/messages';
import { listLimitSchema, productQuerySchema } from '@/shared/schemas';
import { envelope, notFound, ok } from './respond';
import type { AppEnv } from './types';
import { parseWith, uuidParam } from './validate';

export const productsRoutes = new Hono<AppEnv>();

productsRoutes.get('/', async (c) => {
  const query = parseWith(productQuerySchema, c.req.query());
  const page = await listProducts(query);
  // SPEC §7: the products are `data`, the pagination sits beside it.
  return c.json({ ...envelope(200, M.productsLoaded, page.products), pagination: page.pagination });
});

productsRoutes.get('/best', async (c) => {
  const limit = parseWith(listLimitSchema(LIMITS.bestProducts), c.req.query('limit'));
  return ok(c, await bestProducts(limit), M.bestLoaded);
});

productsRoutes.get('/:id/recommendations', async (c) => {
  const recommendations = await productRecommendations(uuidParam(c));
  if (!recommendations) throw notFound(M.productNotFound);
  return ok(c, { recommendations }, M.recommendationsLoaded);
});

productsRoutes.get('/:id', async (c) => {
  const product = await getProduct(uuidParam(c));
  if (!product) throw notFound(M.productNotFound);
  return ok(c, product, M.productLoaded);
});
