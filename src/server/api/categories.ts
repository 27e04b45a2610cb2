// /types: the categories ("types de produit") and their sub-types. Reads are public; writes need a signed-in
// administrator of either role (docs/api.md).
import { Hono } from 'hono';
import { createCategory } from '@/server/services/catalog/create-category';
import { deleteCategory } from '@/server/services/catalog/delete-category';
import { readCategories, readCategory } from '@/server/services/catalog/cached-reads';
import { updateCategory } from '@/server/services/catalog/update-category';
import { DomainError } from '@/server/services/errors';
import { CATALOGUE_MESSAGES as M } from '@/shared/messages';
import { categorySchema, categoryUpdateSchema } from '@/shared/schemas';
import { cachedJson } from './cached-json';
import { requireAuth } from './middleware/auth';
import { created, envelope, ok } from './respond';
import type { AppEnv } from './types';
import { jsonBody, uuidParam } from './validate';

export function categoriesRoutes() {
  const categories = new Hono<AppEnv>();

  categories.get('/', (c) =>
    cachedJson(c, 'categories', async () => envelope(200, M.categoriesLoaded, await readCategories())),
  );

  categories.get('/:id', async (c) => {
    const id = uuidParam(c);
    return cachedJson(c, `category:${id}`, async () => {
      const category = await readCategory(id);
      if (!category) throw new DomainError('not_found', M.categoryNotFound);
      return envelope(200, M.categoryLoaded, category);
    });
  });

  categories.post('/', requireAuth, async (c) => {
    const input = await jsonBody(c, categorySchema);
    return created(c, await createCategory(input, c.get('admin')), M.categoryCreated);
  });

  categories.put('/:id', requireAuth, async (c) => {
    const id = uuidParam(c);
    const input = await jsonBody(c, categoryUpdateSchema);
    return ok(c, await updateCategory(id, input, c.get('admin')), M.categoryUpdated);
  });

  categories.delete('/:id', requireAuth, async (c) => {
    await deleteCategory(uuidParam(c), c.get('admin'));
    return ok(c, null, M.categoryDeleted);
  });

  return categories;
}
