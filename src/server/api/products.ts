// /produits: the catalogue. Reads are public; writes need a signed-in administrator of either role (docs/api.md).
import { Hono } from 'hono';
import { z } from 'zod';
import { dakarToday } from '@/shared/alerts/rules';
import { shopDefaultThreshold } from '@/server/services/alerts/default-threshold';
import { createProduct } from '@/server/services/catalog/create-product';
import { deleteProduct } from '@/server/services/catalog/delete-product';
import { findProduct } from '@/server/services/catalog/get-product';
import { listAdminProducts } from '@/server/services/catalog/list-products';
import { publishProduct } from '@/server/services/catalog/publish-product';
import { stockHistory } from '@/server/services/catalog/stock-history';
import { readBestProducts, readCartProducts, readProduct, readProductPage, readRecommendations } from '@/server/services/catalog/cached-reads';
import { parseProductIds } from '@/server/services/catalog/products-by-ids';
import { updateProduct } from '@/server/services/catalog/update-product';
import { DomainError } from '@/server/services/errors';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, DEFAULT_SORT, IMAGE_MIME_TYPES, LIMITS, MAX_PAGE_SIZE, SORT_OPTIONS } from '@/shared/constants';
import { UUID_PATTERN } from '@/shared/ids';
import { CATALOGUE_VALIDATION } from '@/shared/catalog/messages';
import { CATALOGUE_MESSAGES as M } from '@/shared/catalog/messages';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import { PRODUCT_REFUSALS } from '@/server/services/catalog/refusals';
import { PRODUCT_STATUS_LIMITS, PRODUCT_STATUS_MESSAGES as S } from '@/shared/catalog/product-status';
import { adminProductQuerySchema, limitQuerySchema, productQuerySchema, productSchema, readVariantFields } from '@/shared/catalog/schemas';
import { RULE_MESSAGES } from '@/shared/schemas';
import { cachedJson } from './cached-json';
import { authenticate } from './middleware/auth';
import { type FieldDoc, type RouteDoc, TAGS, documented, refusal } from './openapi-routes';
import { paginationShape } from '@/shared/answers';
import { adminProductShape, bestGroupShape, productShape, stockMovementShape } from '@/shared/catalog/answers';
import { readProductForm } from './product-form';
import { VARIANT_MESSAGES as VM } from '@/shared/catalog/messages';
import { VARIANT_LIMITS } from '@/shared/catalog/variants';
import { created, envelope, ok } from './respond';
import type { AppEnv } from './types';
import { parseWith, uuidParam } from './validate';

// ── Documentation (docs/api.md, "The OpenAPI document") ────────────────────

/** The query of /best as its handler builds it, for the document. */
const BEST_QUERY = limitQuerySchema(LIMITS.bestProducts);

/** The product form's pictures, as multipart parts. */
const imageFiles = z
  .array(z.file().meta({ description: `${IMAGE_MIME_TYPES.join(', ')} by their bytes; 5 MB at most.` }))
  .max(LIMITS.productImagesMax)
  .optional()
  .meta({
    description:
      'Repeated `images` (or `images[]`) file parts; an empty part is ignored. New pictures replace all the old ones on update.',
  });

/** The product form (./product-form.ts): multipart, URL-encoded or JSON, read with one schema. */
const PRODUCT_FORM = {
  body: productSchema,
  bodyContent: {
    'multipart/form-data': {
      schema: productSchema.extend({ images: imageFiles }),
      encoding: { images: { contentType: IMAGE_MIME_TYPES.join(', ') } },
    },
    'application/x-www-form-urlencoded': { schema: productSchema },
    'application/json': { schema: productSchema },
  },
  /** Fields that read a JSON number or a form string as an integer; their refusals are read from the schema. */
  fields: [
    [productSchema.shape.prix, { type: ['integer', 'string'], description: 'FCFA; read as an integer (anything unreadable is 0).' }],
    [productSchema.shape.pourcentPromotion, { type: ['integer', 'string'], description: 'Read as an integer; default 0.' }],
    [productSchema.shape.stock, { type: ['integer', 'string', 'null'], description: 'Blank, null or absent: not tracked.' }],
    [
      productSchema.shape.seuilStockBas,
      { type: ['integer', 'string', 'null'], description: "Low-stock threshold, 0 or more; blank or null: the shop's default; 0: no alert; absent: kept." },
    ],
    [productSchema.shape.datePeremption, { format: 'date', description: 'Expiry date YYYY-MM-DD; blank or null: none; absent: kept.' }],
    [productSchema.shape.motifStock, { description: "Why the stock changes: required when an update changes a tracked stock, the product's or a variant's." }],
    [
      productSchema.shape.options,
      {
        description: `Its options (up to ${VARIANT_LIMITS.optionsMax}, each { nom, valeurs } with 1 to ${VARIANT_LIMITS.valuesMax} values); a form sends it as its JSON text. Absent: kept; [] with variantes []: the variants are removed.`,
      },
    ],
    [
      productSchema.shape.variantes,
      {
        description: `Its variants (up to ${VARIANT_LIMITS.variantsMax}), each { _id?, valeurs, prix, pourcentPromotion?, stock?, reference?, imageIndex?, enVente? }, a form sends it as its JSON text. With variants, \`prix\` may be left out (the cheapest variant's) and the product's \`stock\` and \`enRupture\` are computed. Absent: kept.`,
      },
    ],
  ],
} satisfies Partial<RouteDoc>;

/** The query parameters' defaults and choices, which their rules (refinements) cannot tell. */
const LISTING_FIELDS: FieldDoc[] = [
  [productQuerySchema.shape.page, { description: 'An integer, 1 or more.', default: String(DEFAULT_PAGE) }],
  [productQuerySchema.shape.limit, { description: `An integer, 1 to ${MAX_PAGE_SIZE}.`, default: String(DEFAULT_PAGE_SIZE) }],
  [productQuerySchema.shape.sortBy, { enum: [...SORT_OPTIONS, ''], default: DEFAULT_SORT }],
  [productQuerySchema.shape.minPrice, { description: `FCFA, on the price paid; an integer, 0 to ${LIMITS.priceMax}, at most maxPrice.` }],
  [productQuerySchema.shape.maxPrice, { description: `FCFA, on the price paid; an integer, 0 to ${LIMITS.priceMax}.` }],
  [productQuerySchema.shape.search, { description: `Words of the name, description, category or sub-type; ${LIMITS.searchMax} characters at most.` }],
  // One schema for both: `type` names a category, `subtype` a sub-type.
  [productQuerySchema.shape.type, { format: 'uuid', description: 'A category id (`type`) or a sub-type id (`subtype`).' }],
  [adminProductQuerySchema.shape.statut, { enum: ['tous', 'publie', 'brouillon'], description: 'Administrators only: drafts included (`tous`), alone (`brouillon`) or left out (`publie`).' }],
  [
    adminProductQuerySchema.shape.alerte,
    { enum: ['stock-bas', 'rupture', 'peremption-proche', 'perime'], description: "Administrators only: the products in this alert (docs/product.md)." },
  ],
];

/** The listing's query, administrators' parameters included (they need a bearer token). */
const LISTING_QUERY = productQuerySchema.safeExtend(adminProductQuerySchema.shape);
// The listing's own rule (min ≤ max) is recorded on its schema: the extended one tells it too.
RULE_MESSAGES.add(LISTING_QUERY, RULE_MESSAGES.get(productQuerySchema) ?? { messages: [] });

const IMAGE_FAILURES = [
  refusal('validation_failed', M.tooManyImages, { field: 'images' }),
  refusal('validation_failed', CATALOGUE_VALIDATION.fileTooLarge('{file}'), { field: 'images', data: { title: CATALOGUE_VALIDATION.fileTooLargeTitle } }),
  refusal('validation_failed', M.imageNotSupported('{file}'), { field: 'images' }),
  refusal('validation_failed', M.imageTooManyPixels('{file}'), { field: 'images' }),
  refusal('validation_failed', M.imageUnreadable('{file}'), { field: 'images' }),
];

/** Told by the schema's transforms and by the service, which the document cannot read from the schema. */
const PRODUCT_FORM_FAILURES = [
  refusal('validation_failed', CATALOGUE_VALIDATION.productStockInvalid, { field: 'stock' }),
  refusal('validation_failed', CATALOGUE_VALIDATION.productStockMax, { field: 'stock' }),
  refusal('validation_failed', S.thresholdInvalid, { field: 'seuilStockBas' }),
  refusal('validation_failed', S.thresholdMax, { field: 'seuilStockBas' }),
  PRODUCT_REFUSALS.categoryUnknown,
  PRODUCT_REFUSALS.subTypeMismatch,
  ...IMAGE_FAILURES,
  // The rules between options and variants (docs/api.md, "Variants").
  ...[VM.unreadable, VM.optionNameDuplicate, VM.valueDuplicate].map((message) => refusal('validation_failed', message, { field: 'options' })),
  ...[VM.variantsRequired, VM.variantsWithoutOptions, VM.combinationInvalid, VM.combinationDuplicate, VM.imageInvalid].map((message) =>
    refusal('validation_failed', message, { field: 'variantes' }),
  ),
];

// ── Routes ──────────────────────────────────────────────────────────────────

export function productsRoutes() {
  const products = new Hono<AppEnv>();
  const route = documented(products);

  route.get(
    '/',
    {
      operationId: 'listProducts',
      tag: TAGS.products,
      summary: 'The catalogue, a page at a time',
      description:
        'A blank parameter counts as absent (decision 007), but for `statut` and `alerte`, which have no blank meaning. A page past the last is an empty list. Shoppers never see a draft nor a product hidden past its expiry date; with `statut` or `alerte`, an administrator (bearer token) reads the products in their shape, drafts included, uncached.',
      access: 'anyone',
      query: LISTING_QUERY,
      fields: LISTING_FIELDS,
      success: [
        { messages: [M.productsLoaded], data: z.array(productShape), extra: { pagination: paginationShape } },
        { messages: [M.productsLoaded], data: z.array(adminProductShape), extra: { pagination: paginationShape }, description: 'With `statut` or `alerte` (administrators).' },
      ],
      // `statut` and `alerte` are the administrators': without a valid token, they are refused as any
      // administrator's route refuses it.
      failures: [ACCESS_REFUSALS.unauthenticated, ACCESS_REFUSALS.tokenInvalid, ACCESS_REFUSALS.tokenExpired],
    },
    async (c) => {
      const query = parseWith(productQuerySchema, c.req.query());
      const { statut, alerte } = parseWith(adminProductQuerySchema, c.req.query());
      if (statut || alerte) {
        // Never through the public cache: these answers hold drafts (docs/decisions/022-drafts-and-alerts.md).
        await authenticate(c);
        const admin = { statut, alerte, today: dakarToday(), defaultThreshold: await shopDefaultThreshold() };
        const page = await listAdminProducts({ query, admin });
        return c.json({ ...envelope(200, M.productsLoaded, page.products), pagination: page.pagination }, 200);
      }
      return cachedJson(c, `products:${JSON.stringify(query)}`, async () => {
        const page = await readProductPage(query);
        // docs/api.md: the products are `data`, the pagination sits beside it.
        return { ...envelope(200, M.productsLoaded, page.products), pagination: page.pagination };
      });
    },
  );

  route.get(
    '/best',
    {
      operationId: 'bestProducts',
      tag: TAGS.products,
      summary: 'The best products, grouped by category',
      access: 'anyone',
      query: BEST_QUERY,
      fields: [[BEST_QUERY.shape.limit, { description: `An integer, 1 to ${MAX_PAGE_SIZE}.`, default: String(LIMITS.bestProducts) }]],
      success: [{ messages: [M.bestLoaded], data: z.array(bestGroupShape) }],
    },
    async (c) => {
      const { limit } = parseWith(limitQuerySchema(LIMITS.bestProducts), c.req.query());
      return cachedJson(c, `best:${limit}`, async () => envelope(200, M.bestLoaded, await readBestProducts(limit)));
    },
  );

  // The cart's re-read of current prices and stock; before /:id, which would take 'panier' for an id.
  route.get(
    '/panier',
    {
      operationId: 'cartProducts',
      tag: TAGS.products,
      summary: "A cart's products as they are now (a product that no longer exists is absent)",
      access: 'anyone',
      query: z.object({
        ids: z.string().meta({
          description: `Comma-separated product ids, at most ${LIMITS.cartLinesMax}.`,
          pattern: `^${UUID_PATTERN.source.slice(1, -1)}(?:,${UUID_PATTERN.source.slice(1, -1)}){0,${LIMITS.cartLinesMax - 1}}$`,
        }),
      }),
      success: [{ messages: [M.cartProductsLoaded], data: z.array(productShape) }],
      // Told by parseProductIds, not by a schema.
      failures: [PRODUCT_REFUSALS.cartIdsMissing, PRODUCT_REFUSALS.cartIdsTooMany, PRODUCT_REFUSALS.cartIdInvalid],
    },
    async (c) => {
      const ids = parseProductIds(c.req.query('ids'));
      return cachedJson(c, `cart:${ids.join(',')}`, async () => envelope(200, M.cartProductsLoaded, await readCartProducts(ids)));
    },
  );

  route.get(
    '/:id/recommendations',
    {
      operationId: 'recommendations',
      tag: TAGS.products,
      summary: 'Up to 8 other products to suggest beside one',
      access: 'anyone',
      success: [{ messages: [M.recommendationsLoaded], data: z.object({ recommendations: z.array(productShape) }) }],
      failures: [PRODUCT_REFUSALS.notFound],
    },
    async (c) => {
      const id = uuidParam(c);
      return cachedJson(c, `recommendations:${id}`, async () => {
        const recommendations = await readRecommendations(id);
        if (!recommendations) throw new DomainError('product_not_found', M.productNotFound);
        return envelope(200, M.recommendationsLoaded, { recommendations });
      });
    },
  );

  route.get(
    '/:id',
    {
      operationId: 'getProduct',
      tag: TAGS.products,
      summary: 'One product',
      description:
        "A draft, or a product hidden past its expiry date, is not found — except for an administrator: a request with a bearer token is an administrator's read (the token checked as on any administrator's route), uncached, in the administrators' shape.",
      access: 'anyone',
      success: [
        { messages: [M.productLoaded], data: productShape },
        { messages: [M.productLoaded], data: adminProductShape, description: 'With a bearer token (administrators).' },
      ],
      failures: [PRODUCT_REFUSALS.notFound],
    },
    async (c) => {
      const id = uuidParam(c);
      if (c.req.header('authorization') !== undefined) {
        await authenticate(c);
        const product = await findProduct({ id });
        if (!product) throw new DomainError('product_not_found', M.productNotFound);
        return ok(c, product, M.productLoaded);
      }
      return cachedJson(c, `product:${id}`, async () => {
        const product = await readProduct(id);
        if (!product) throw new DomainError('product_not_found', M.productNotFound);
        return envelope(200, M.productLoaded, product);
      });
    },
  );

  route.post(
    '/',
    {
      operationId: 'createProduct',
      tag: TAGS.products,
      summary: 'Create a product, with its pictures',
      description: 'Bodies up to 27 MB. Each picture becomes a WebP of at most 1200 px and a 400 px thumbnail.',
      access: 'administrator',
      ...PRODUCT_FORM,
      success: [{ status: 201, messages: [M.productCreated], data: adminProductShape }],
      // Pictures that could not be stored for want of space (decision 015).
      failures: [...PRODUCT_FORM_FAILURES, PRODUCT_REFUSALS.storageFull],
    },
    async (c) => {
      const { fields, files } = await readProductForm(c);
      const input = parseWith(productSchema, readVariantFields(fields));
      return created(c, await createProduct({ actor: c.get('admin'), input, files }), M.productCreated);
    },
  );

  route.put(
    '/:id',
    {
      operationId: 'updateProduct',
      tag: TAGS.products,
      summary: 'Update a product; new pictures replace all the old ones',
      description:
        'Without pictures the old ones stay; without a `stock` field the stock is kept, and so are `brouillon`, `seuilStockBas`, `datePeremption`, `visibleSiPerime` and `excluCatalogues` without theirs. A new stock needs `motifStock`, recorded in the stock history. Bodies up to 27 MB.',
      access: 'administrator',
      ...PRODUCT_FORM,
      success: [{ messages: [M.productUpdated], data: adminProductShape }],
      failures: [...PRODUCT_FORM_FAILURES, PRODUCT_REFUSALS.stockReasonRequired, PRODUCT_REFUSALS.notFound, PRODUCT_REFUSALS.storageFull],
    },
    async (c) => {
      const id = uuidParam(c);
      const { fields, files } = await readProductForm(c);
      const input = parseWith(productSchema, readVariantFields(fields));
      // A form without a stock field leaves the stock as it is.
      const stock = 'stock' in fields ? input.stock : undefined;
      return ok(c, await updateProduct({ actor: c.get('admin'), id, input: { ...input, stock }, files }), M.productUpdated);
    },
  );

  route.post(
    '/:id/publier',
    {
      operationId: 'publishProduct',
      tag: TAGS.products,
      summary: 'Publish a draft: it appears on the storefront',
      description: 'A product already published is answered as it is.',
      access: 'administrator',
      success: [{ messages: [S.productPublished], data: adminProductShape }],
      failures: [PRODUCT_REFUSALS.notFound],
    },
    async (c) => ok(c, await publishProduct({ actor: c.get('admin'), id: uuidParam(c) }), S.productPublished),
  );

  route.get(
    '/:id/stock',
    {
      operationId: 'productStockHistory',
      tag: TAGS.products,
      summary: `The latest ${PRODUCT_STATUS_LIMITS.stockHistory} changes of a product's stock, newest first`,
      access: 'administrator',
      success: [{ messages: [S.stockHistoryLoaded], data: z.array(stockMovementShape) }],
      failures: [PRODUCT_REFUSALS.notFound],
    },
    async (c) => ok(c, await stockHistory({ id: uuidParam(c) }), S.stockHistoryLoaded),
  );

  route.delete(
    '/:id',
    {
      operationId: 'deleteProduct',
      tag: TAGS.products,
      summary: 'Delete a product and its pictures',
      access: 'administrator',
      success: [{ messages: [M.productDeleted], data: z.null() }],
      failures: [PRODUCT_REFUSALS.notFound],
    },
    async (c) => {
      await deleteProduct({ actor: c.get('admin'), id: uuidParam(c) });
      return ok(c, null, M.productDeleted);
    },
  );

  return products;
}
