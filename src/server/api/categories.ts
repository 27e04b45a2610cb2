// /types: the categories ("types de produit") and their sub-types. Reads are public (DESIGN §4).
import { Hono } from 'hono';
import { getCategory } from '@/server/services/catalog/get-category';
import { listCategories } from '@/server/services/catalog/list-categories';
import { CATALOGUE_MESSAGES as M } from '@/shared/messages';
import { notFound, ok } from './respond';
import type { AppEnv } from './types';
import { uuidParam } from './validate';

export const categoriesRoutes = new Hono<AppEnv>();

categoriesRoutes.get('/', async (c) => ok(c, await listCategories(), M.categoriesLoaded));

categoriesRoutes.get('/:id', async (c) => {
  const category = await getCategory(uuidParam(c));
  if (!category) throw notFound(M.categoryNotFound);
  return ok(c, category, M.categoryLoaded);
});
