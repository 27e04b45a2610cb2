// The columns every product read selects: the product, its category and sub-type names, and its images
// gathered in the same statement (a correlated json_agg), so that a page of products is one query, not 1 + N.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { categories, productImages, products, productVariants, subTypes } from '@/server/db/schema';

/** One image as the database hands it back inside the product row. */
export interface ImageJson {
  id: string;
  url: string;
  thumbnailUrl: string;
  filename: string;
  originalName: string | null;
  size: number;
  width: number | null;
  height: number | null;
  alt: string | null;
}

/** One variant as the database hands it back inside the product row. */
export interface VariantJson {
  id: string;
  valeurs: string[];
  nom: string;
  prix: number;
  pourcentPromotion: number;
  prixApresPromotion: number;
  stock: number | null;
  reference: string | null;
  imageIndex: number | null;
  enVente: boolean;
}

const productColumns = {
  id: products.id,
  nom: products.nom,
  description: products.description,
  prix: products.prix,
  pourcentPromotion: products.pourcentPromotion,
  prixApresPromotion: products.prixApresPromotion,
  aLaUne: products.aLaUne,
  enRupture: products.enRupture,
  stock: products.stock,
  scoreQualite: products.scoreQualite,
  brouillon: products.brouillon,
  seuilStockBas: products.seuilStockBas,
  datePeremption: products.datePeremption,
  visibleSiPerime: products.visibleSiPerime,
  excluCatalogues: products.excluCatalogues,
  marque: products.marque,
  origine: products.origine,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  categoryId: products.categoryId,
  categoryNom: categories.nom,
  subTypeId: products.subTypeId,
  subTypeNom: subTypes.nom,
  images: sql<ImageJson[]>`(
    select coalesce(json_agg(json_build_object(
      'id', pi.id, 'url', pi.url, 'thumbnailUrl', pi.thumbnail_url, 'filename', pi.filename,
      'originalName', pi.original_name, 'size', pi.size, 'width', pi.width, 'height', pi.height, 'alt', pi.alt
    ) order by pi.position, pi.id), '[]'::json)
    from ${productImages} pi where pi.product_id = ${products.id}
  )`.as('images'),
  options: products.options,
  // Read only for a product with options: the others, nearly all, skip the lookup.
  variants: sql<VariantJson[]>`(
    case when jsonb_array_length(${products.options}) > 0 then (
      select coalesce(json_agg(json_build_object(
        'id', pv.id, 'valeurs', pv.valeurs, 'nom', pv.nom, 'prix', pv.prix, 'pourcentPromotion', pv.pourcent_promotion,
        'prixApresPromotion', pv.prix_apres_promotion, 'stock', pv.stock, 'reference', pv.reference,
        'imageIndex', pv.image_index, 'enVente', pv.en_vente
      ) order by pv.position, pv.id), '[]'::json)
      from ${productVariants} pv where pv.product_id = ${products.id}
    ) else '[]'::json end
  )`.as('variants'),
};

export type ProductRow = {
  [K in keyof typeof productColumns]: K extends 'images'
    ? ImageJson[]
    : K extends 'variants'
      ? VariantJson[]
      : K extends 'categoryNom'
      ? string
      : K extends 'subTypeNom'
        ? string | null
        : (typeof products.$inferSelect)[K & keyof typeof products.$inferSelect];
};

/** SELECT … FROM products JOIN categories LEFT JOIN sub_types: add where / orderBy / limit. */
export function selectProducts(db: Pick<Executor, 'select'> | ReturnType<Executor['with']>) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subTypes, eq(subTypes.id, products.subTypeId));
}
