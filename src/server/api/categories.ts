// /types: the categories ("types de produit") and their sub-types. Reads are public; writes need a signed-in
// administrator of either role (docs/api.md).
import { Hono } from 'hono';
import { z } from 'zod';
import { createCategory } from '@/server/services/catalog/create-category';
import { deleteCategory } from '@/server/services/catalog/delete-category';
import { readCategories, readCategory } from '@/server/services/catalog/cached-reads';
import { updateCategory } from '@/server/services/catalog/update-category';
import { DomainError } from '@/server/services/errors';
import { CATALOGUE_MESSAGES as M } from '@/shared/catalog/messages';
import { CATEGORY_REFUSALS } from '@/server/services/catalog/refusals';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';
import { categorySchema, categoryUpdateSchema } from '@/shared/catalog/schemas';
import { cachedJson } from './cached-json';
import { TAGS, documented, refusal } from './openapi-routes';
import { categoryShape } from '@/shared/catalog/answers';
import { created, envelope, ok } from './respond';
import type { AppEnv } from './types';
import { jsonBody, uuidParam } from './validate';

/** Told by the schemas' superRefine, which the document cannot read. */
const SUB_TYPE_DUPLICATE = refusal('validation_failed', CATALOGUE_VALIDATION.subTypeDuplicate, { field: 'sousTypes.N.nom' });

export function categoriesRoutes() {
  const categories = new Hono<AppEnv>();
  const route = documented(categories);

  route.get(
    '/',
    {
      operationId: 'listCategories',
      tag: TAGS.categories,
      summary: 'Every category with its counts and sub-types',
      access: 'anyone',
      success: [{ messages: [M.categoriesLoaded], data: z.array(categoryShape) }],
    },
    (c) => cachedJson(c, 'categories', async () => envelope(200, M.categoriesLoaded, await readCategories())),
  );

  route.get(
    '/:id',
    {
      operationId: 'getCategory',
      tag: TAGS.categories,
      summary: 'One category',
      access: 'anyone',
      success: [{ messages: [M.categoryLoaded], data: categoryShape }],
      failures: [CATEGORY_REFUSALS.notFound],
    },
    async (c) => {
      const id = uuidParam(c);
      return cachedJson(c, `category:${id}`, async () => {
        const category = await readCategory(id);
        if (!category) throw new DomainError('category_not_found', M.categoryNotFound);
        return envelope(200, M.categoryLoaded, category);
      });
    },
  );

  route.post(
    '/',
    {
      operationId: 'createCategory',
      tag: TAGS.categories,
      summary: 'Create a category',
      access: 'administrator',
      body: categorySchema,
      success: [{ status: 201, messages: [M.categoryCreated], data: categoryShape }],
      failures: [SUB_TYPE_DUPLICATE, CATEGORY_REFUSALS.nameTaken],
    },
    async (c) => {
      const input = await jsonBody(c, categorySchema);
      return created(c, await createCategory({ actor: c.get('admin'), input }), M.categoryCreated);
    },
  );

  route.put(
    '/:id',
    {
      operationId: 'updateCategory',
      tag: TAGS.categories,
      summary: 'Update a category and its sub-types',
      description:
        'A field left out keeps its value. A sub-type sent with its `_id`, or under its unchanged name, keeps its products; one left out of a sent `sousTypes` is deleted.',
      access: 'administrator',
      body: categoryUpdateSchema,
      success: [{ messages: [M.categoryUpdated], data: categoryShape }],
      failures: [SUB_TYPE_DUPLICATE, CATEGORY_REFUSALS.notFound, CATEGORY_REFUSALS.nameTaken],
    },
    async (c) => {
      const id = uuidParam(c);
      const input = await jsonBody(c, categoryUpdateSchema);
      return ok(c, await updateCategory({ actor: c.get('admin'), id, input }), M.categoryUpdated);
    },
  );

  route.delete(
    '/:id',
    {
      operationId: 'deleteCategory',
      tag: TAGS.categories,
      summary: 'Delete an empty category and its sub-types',
      access: 'administrator',
      success: [{ messages: [M.categoryDeleted], data: z.null() }],
      failures: [CATEGORY_REFUSALS.notFound, CATEGORY_REFUSALS.notEmpty],
    },
    async (c) => {
      await deleteCategory({ actor: c.get('admin'), id: uuidParam(c) });
      return ok(c, null, M.categoryDeleted);
    },
  );

  return categories;
}
