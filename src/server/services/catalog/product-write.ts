import type { ProductInput } from '@/shared/schemas';

/** A product form as the write services take it: `stock` undefined means "leave it as it is". */
export type ProductWrite = Omit<ProductInput, 'stock'> & { stock?: number | null };

export function productValues(input: ProductWrite) {
  return {
    nom: input.nom,
    description: input.description,
    prix: input.prix,
    pourcentPromotion: input.pourcentPromotion,
    aLaUne: input.aLaUne,
    enRupture: input.enRupture,
    categoryId: input.typeProduit.toLowerCase(),
    subTypeId: input.sousTypeProduit ? input.sousTypeProduit.toLowerCase() : null,
    ...(input.stock !== undefined ? { stock: input.stock } : {}),
    // Absent from the form (the specification's form, an older client): kept on an update, the column's default on
    // a creation — a new product is published (docs/product.md, "Drafts, thresholds and expiry dates").
    ...(input.brouillon !== undefined ? { brouillon: input.brouillon } : {}),
    ...(input.seuilStockBas !== undefined ? { seuilStockBas: input.seuilStockBas } : {}),
    ...(input.datePeremption !== undefined ? { datePeremption: input.datePeremption } : {}),
    ...(input.visibleSiPerime !== undefined ? { visibleSiPerime: input.visibleSiPerime } : {}),
  };
}
