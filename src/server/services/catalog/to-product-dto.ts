// Database row → the Product and AdminProduct answers of the API (docs/api.md, "Shapes"), typed by their zod shapes.
import type { AdminProduct, Product, ProductImage, ProductVariant } from '@/shared/catalog/answers';
import type { ImageJson, ProductRow, VariantJson } from './product-select';
import { describedOrNone } from './product-write';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toImageDto(image: ImageJson, index: number, productName: string): ProductImage {
  return {
    _id: image.id,
    url: image.url,
    thumbnailUrl: image.thumbnailUrl,
    isPrimary: index === 0,
    isAvailable: true,
    alt: image.alt || productName,
    filename: image.filename,
    originalName: image.originalName,
    size: image.size,
    width: image.width,
    height: image.height,
  };
}

function toVariantDto(variant: VariantJson): ProductVariant {
  return {
    _id: variant.id,
    valeurs: variant.valeurs,
    nom: variant.nom,
    prix: variant.prix,
    pourcentPromotion: variant.pourcentPromotion,
    prixApresPromotion: variant.prixApresPromotion,
    stock: variant.stock,
    enRupture: variant.stock === 0,
    reference: variant.reference,
    imageIndex: variant.imageIndex,
    enVente: variant.enVente,
  };
}

/**
 * A product's options and variants, absent for a product without variants (its answer is the specification's);
 * shoppers receive only the variants on sale.
 */
function variantsOf(row: ProductRow, all: boolean): Pick<Product, 'options' | 'variantes'> {
  const variants = (row.variants ?? []).filter((variant) => all || variant.enVente);
  if (row.options.length === 0 || (row.variants ?? []).length === 0) return {};
  return { options: row.options, variantes: variants.map(toVariantDto) };
}

/** The product as shoppers read it. */
export function toProductDto(row: ProductRow): Product {
  return productDto(row, false);
}

function productDto(row: ProductRow, all: boolean): Product {
  const images = (row.images ?? []).map((image, index) => toImageDto(image, index, row.nom));
  const primary = images[0];
  return {
    _id: row.id,
    nom: row.nom,
    description: describedOrNone(row.description),
    prix: row.prix,
    pourcentPromotion: row.pourcentPromotion,
    prixApresPromotion: row.prixApresPromotion,
    aLaUne: row.aLaUne,
    enRupture: row.enRupture,
    stock: row.stock,
    scoreQualite: row.scoreQualite,
    typeProduit: { _id: row.categoryId, nom: row.categoryNom },
    sousTypeProduit: row.subTypeId && row.subTypeNom ? { _id: row.subTypeId, nom: row.subTypeNom } : null,
    images,
    imagePrincipale: primary ? { url: primary.url, thumbnailUrl: primary.thumbnailUrl, isAvailable: true } : null,
    marque: row.marque || null,
    origine: row.origine || null,
    ...variantsOf(row, all),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The administrators' shape: the public one and the back-office fields (docs/api.md, "Product"). */
export function toAdminProductDto(row: ProductRow): AdminProduct {
  return {
    ...productDto(row, true),
    brouillon: row.brouillon,
    seuilStockBas: row.seuilStockBas,
    datePeremption: row.datePeremption,
    visibleSiPerime: row.visibleSiPerime,
    excluCatalogues: row.excluCatalogues,
  };
}
