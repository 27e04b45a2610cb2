// The catalogue's answers as zod shapes (docs/api.md, "Product"): a category or sub-type by reference, a picture, a
// product as shoppers and as administrators read it, a movement of the stock's history, a category and a group of
// best products. Each shape is the one definition: its type (z.output) is what the server writes and the pages read
// with `import type`, so that zod stays out of their first loads.
import { z } from 'zod';
import { dateTimeShape, type Pagination, uuidShape } from '../answers';

export const refShape = z
  .object({ _id: uuidShape, nom: z.string() })
  .meta({ id: 'Ref', description: 'A category or a sub-type, by id and name.' });
export type Ref = z.output<typeof refShape>;

export const pictureShape = z
  .object({
    _id: uuidShape,
    url: z.string().meta({ description: 'Display WebP, at most 1200 px.', example: '/uploads/products/…/display.webp' }),
    thumbnailUrl: z.string().meta({ description: '400 px WebP.' }),
    isPrimary: z.boolean().meta({ description: 'The first picture of the product.' }),
    isAvailable: z.boolean(),
    alt: z.string().meta({ description: "The product's name." }),
    filename: z.string(),
    originalName: z.string().nullable(),
    size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'Picture' });
export type ProductImage = z.output<typeof pictureShape>;

export const productOptionShape = z
  .object({
    nom: z.string().meta({ example: 'Saveur' }),
    valeurs: z.array(z.string()).meta({ example: ['Chocolat', 'Vanille'] }),
  })
  .meta({ id: 'ProductOption', description: "An option of a product and its values, in the owner's order." });

export const variantShape = z
  .object({
    _id: uuidShape,
    valeurs: z.array(z.string()).meta({ description: "One value per option, in the options' order.", example: ['Chocolat', '5 lb'] }),
    nom: z.string().meta({ description: "Its values joined: the variant's name.", example: 'Chocolat, 5 lb' }),
    prix: z.number().int().meta({ description: 'FCFA.', example: 42000 }),
    pourcentPromotion: z.number().int().min(0).max(100),
    prixApresPromotion: z.number().int().meta({ description: 'Computed: the price paid.' }),
    stock: z.number().int().nullable().meta({ description: 'null when its stock is not tracked.' }),
    enRupture: z.boolean().meta({ description: 'Out of stock: a tracked stock of 0.' }),
    reference: z.string().nullable().meta({ description: 'Its reference (SKU).', example: 'WHEY-CHOC-5LB' }),
    imageIndex: z.number().int().min(0).nullable().meta({ description: "The index of its picture in the product's `images`; null: the product's." }),
    enVente: z.boolean().meta({ description: 'On sale. Shoppers only receive the variants on sale.' }),
  })
  .meta({ id: 'Variant', description: 'A variant of a product: one combination of its options.' });
export type ProductVariant = z.output<typeof variantShape>;

export const productShape = z
  .object({
    _id: uuidShape,
    nom: z.string().meta({ example: 'Whey protéine vanille 2 lb' }),
    description: z.string().nullable().meta({ description: 'null when the product has none (pages show their own text).' }),
    prix: z.number().int().meta({ description: 'FCFA.', example: 25000 }),
    pourcentPromotion: z.number().int().min(0).max(100),
    prixApresPromotion: z.number().int().meta({ description: 'Computed: the price paid.' }),
    aLaUne: z.boolean().meta({ description: 'Featured.' }),
    enRupture: z.boolean().meta({ description: 'Out of stock.' }),
    stock: z.number().int().nullable().meta({ description: 'null when the stock is not tracked.' }),
    scoreQualite: z.number().int().min(0).max(50),
    typeProduit: refShape.meta({ description: 'The category.' }),
    sousTypeProduit: refShape.nullable(),
    images: z.array(pictureShape),
    imagePrincipale: z.object({ url: z.string(), thumbnailUrl: z.string(), isAvailable: z.boolean() }).nullable(),
    marque: z.string().nullable().meta({ description: 'The brand; null when not said.', example: 'Optimum Nutrition' }),
    origine: z.string().nullable().meta({ description: 'The country of origin; null when not said.', example: 'États-Unis' }),
    options: z
      .array(productOptionShape)
      .optional()
      .meta({ description: 'Its options (up to 3); absent for a product without variants.' }),
    variantes: z
      .array(variantShape)
      .optional()
      .meta({
        description:
          "Its variants (up to 100); absent for a product without variants. A product with variants is priced 'à partir de' its cheapest variant on sale (`prix`, `pourcentPromotion`, `prixApresPromotion`), its `stock` is the sum of theirs (null when one is not tracked) and it is `enRupture` when each is.",
      }),
    createdAt: dateTimeShape,
    updatedAt: dateTimeShape,
  })
  .meta({ id: 'Product' });
export type Product = z.output<typeof productShape>;

/** A product and its back-office fields, which shoppers never receive. */
export const adminProductShape = productShape
  .extend({
    brouillon: z.boolean().meta({ description: 'A draft: absent from everything shoppers see.' }),
    seuilStockBas: z.number().int().min(0).nullable().meta({ description: "Low-stock threshold; null: the shop's default; 0: no alert." }),
    datePeremption: z.string().nullable().meta({ format: 'date', description: 'Expiry date, YYYY-MM-DD.' }),
    visibleSiPerime: z.boolean().meta({ description: 'Kept on the storefront after its expiry date.' }),
    excluCatalogues: z.boolean().meta({ description: 'Left out of the catalogue feeds for Meta and Google (/feeds/meta.csv, /feeds/google.xml).' }),
  })
  .meta({ id: 'AdminProduct', description: 'A product as administrators read it.' });
export type AdminProduct = z.output<typeof adminProductShape>;

export const stockMovementShape = z
  .object({
    id: z.number().int(),
    delta: z.number().int(),
    avant: z.number().int(),
    apres: z.number().int(),
    motif: z.enum(['confirmation', 'annulation', 'manuel']).or(z.string()),
    commentaire: z.string().nullable().meta({ description: "The reason an administrator gave (motif 'manuel')." }),
    variante: z.string().nullable().meta({ description: "The variant whose stock moved, by its name; null: the product's own stock." }),
    commande: z
      .object({ _id: z.string(), reference: z.string() })
      .nullable()
      .meta({ description: 'The order that moved it, when one did.' }),
    auteur: z.string().nullable().meta({ description: "The administrator's name; null when nobody signed in did it." }),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'StockMovement', description: 'A movement of the stock history.' });
export type StockMovement = z.output<typeof stockMovementShape>;

export const categoryShape = z
  .object({
    _id: uuidShape,
    id: uuidShape,
    nom: z.string().meta({ example: 'Protéines' }),
    accroche: z.string().nullable(),
    description: z.string().nullable(),
    nbSousTypes: z.number().int(),
    nbProduits: z.number().int().meta({ description: 'Products without a sub-type.' }),
    nbProduitsTotal: z.number().int().meta({ description: 'Sub-types included.' }),
    nbProduitsEnRupture: z.number().int(),
    sousTypes: z.array(refShape).meta({ description: 'In their order.' }),
    createdAt: dateTimeShape,
    updatedAt: dateTimeShape,
  })
  .meta({ id: 'Category' });
export type Category = z.output<typeof categoryShape>;

export const bestGroupShape = z
  .object({ _id: uuidShape, nom: z.string(), produits: z.array(productShape) })
  .meta({ id: 'BestGroup', description: 'The best products of one category.' });
export type BestGroup = z.output<typeof bestGroupShape>;

/** GET /produits: a page of products and its pagination. */
export interface ProductPage {
  products: Product[];
  pagination: Pagination;
}
