// Database row → the Product and AdminProduct answers of the API (docs/api.md, "Shapes"), typed by their zod shapes.
import type { AdminProduct, Product, ProductImage } from '@/shared/catalog/answers';
import type { ImageJson, ProductRow } from './product-select';
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

export function toProductDto(row: ProductRow): Product {
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
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The administrators' shape: the public one and the back-office fields (docs/api.md, "Product"). */
export function toAdminProductDto(row: ProductRow): AdminProduct {
  return {
    ...toProductDto(row),
    brouillon: row.brouillon,
    seuilStockBas: row.seuilStockBas,
    datePeremption: row.datePeremption,
    visibleSiPerime: row.visibleSiPerime,
  };
}
