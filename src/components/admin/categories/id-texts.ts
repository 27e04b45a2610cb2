// What a back-office screen says of a category's id in its address (docs/product.md, Back office): the category
// screens' texts (./texts.ts) and the product screens opened from a category both say it, the product form's first
// load without the rest of the category screens' texts.
export const CATEGORY_ID_TEXTS = {
  missingId: 'ID de catégorie manquant',
  invalidId: 'ID de catégorie invalide',
} as const;
