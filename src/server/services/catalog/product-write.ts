import type { ProductInput } from '@/shared/catalog/schemas';

/**
 * How the former API said "no description" (docs/product.md, "Badges, stars, reference"): the API's one copy of it. A product
 * written with it is stored without a description, and one stored with it is answered without one, so that no
 * client ever compares a description with it.
 */
export const NO_DESCRIPTION = 'Aucune description';

/** A description, or null for none (blank, or the former placeholder). */
export function describedOrNone(description: string | null | undefined): string | null {
  const text = description?.trim();
  return text && text !== NO_DESCRIPTION ? text : null;
}

/** A product form as the write services take it: `stock` undefined means "leave it as it is". */
export type ProductWrite = Omit<ProductInput, 'stock'> & { stock?: number | null };

/**
 * The product row's own columns. A product with variants has its price, stock and out-of-stock flag computed from
 * them (docs/decisions/030-product-variants.md): its form's stock and flag are not written (the price is, and
 * replaced in the same transaction); its options are written with its variants.
 */
export function productValues(input: ProductWrite, withVariants = false) {
  return {
    nom: input.nom,
    description: describedOrNone(input.description),
    prix: input.prix,
    pourcentPromotion: input.pourcentPromotion,
    aLaUne: input.aLaUne,
    ...(withVariants ? {} : { enRupture: input.enRupture }),
    categoryId: input.typeProduit.toLowerCase(),
    subTypeId: input.sousTypeProduit ? input.sousTypeProduit.toLowerCase() : null,
    ...(input.stock !== undefined && !withVariants ? { stock: input.stock } : {}),
    // Absent from the form (the specification's form, an older client): kept on an update, the column's default on
    // a creation — a new product is published (docs/product.md, "Drafts, thresholds and expiry dates").
    ...(input.brouillon !== undefined ? { brouillon: input.brouillon } : {}),
    ...(input.seuilStockBas !== undefined ? { seuilStockBas: input.seuilStockBas } : {}),
    ...(input.datePeremption !== undefined ? { datePeremption: input.datePeremption } : {}),
    ...(input.visibleSiPerime !== undefined ? { visibleSiPerime: input.visibleSiPerime } : {}),
    ...(input.excluCatalogues !== undefined ? { excluCatalogues: input.excluCatalogues } : {}),
    ...(input.marque !== undefined ? { marque: input.marque } : {}),
    ...(input.origine !== undefined ? { origine: input.origine } : {}),
  };
}
