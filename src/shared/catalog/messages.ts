// The catalogue's French messages (docs/api.md, "Categories"; docs/api.md, "Products"): the answers of the
// categories', products', pictures' and dashboard's calls, the listing's query errors and the activity's titles.
// A message that states a limit is built from the constant the rule checks.
import { LIMITS, MAX_PAGE_SIZE } from '../constants';
import { formatNumber, formatPrice } from '../format';
import { VARIANT_LIMITS } from './variants';

const MEGABYTE = 1024 * 1024;

/** The rules of the product and category forms. */
export const CATALOGUE_VALIDATION = {
  // Product form
  productNameRequired: 'Le nom du produit est requis',
  productPricePositive: 'Le prix doit être supérieur à 0',
  productCategoryRequired: 'Veuillez sélectionner une catégorie',
  productNameMax: `Le nom du produit ne peut pas dépasser ${LIMITS.productNameMax} caractères`,
  productDescriptionMax: `La description ne peut pas dépasser ${LIMITS.productDescriptionMax} caractères`,
  productBrandMax: `La marque ne peut pas dépasser ${LIMITS.productBrandMax} caractères`,
  productOriginMax: `L'origine ne peut pas dépasser ${LIMITS.productOriginMax} caractères`,
  productPriceMax: `Le prix ne peut pas dépasser ${formatPrice(LIMITS.priceMax)}`,
  productPromotionRange: `La promotion doit être comprise entre ${LIMITS.promotionMin} et ${LIMITS.promotionMax}`,
  productStockInvalid: 'Le stock doit être un nombre entier positif',
  productStockMax: `Le stock ne peut pas dépasser ${formatNumber(LIMITS.stockMax)}`,
  fileTooLargeTitle: 'Fichier trop volumineux',
  fileTooLarge: (file: string) => `Le fichier ${file} dépasse la limite de ${LIMITS.productImageMaxBytes / MEGABYTE}MB`,
  // Category form
  categoryNameRequired: 'Le nom est requis',
  categoryNameMax: `Le nom ne peut pas dépasser ${LIMITS.categoryNameMax} caractères`,
  categoryDescriptionMax: `La description ne peut pas dépasser ${LIMITS.categoryDescriptionMax} caractères`,
  subTypeEmpty: 'Le type ne peut pas être vide',
  subTypeMax: `Le type ne peut pas dépasser ${LIMITS.subTypeNameMax} caractères`,
  subTypeDuplicate: 'Ce type existe déjà',
  subTypesLimit: `Limite de ${LIMITS.subTypesMax} types atteinte`,
  categoryHasProducts:
    "Impossible de supprimer cette catégorie car elle contient encore des produits. Veuillez d'abord supprimer tous les produits associés.",
} as const;

/** The catalogue API (categories, products, images, dashboard): answers and query errors. */
export const CATALOGUE_MESSAGES = {
  categoriesLoaded: 'Catégories récupérées avec succès',
  categoryLoaded: 'Catégorie récupérée avec succès',
  categoryNotFound: 'Catégorie non trouvée',
  categoryCreated: 'La catégorie a été créée avec succès !',
  categoryUpdated: 'La catégorie a été modifiée avec succès !',
  categoryDeleted: 'La catégorie a été supprimée avec succès',
  categoryNameTaken: 'Une catégorie porte déjà ce nom',
  productsLoaded: 'Produits récupérés avec succès',
  productLoaded: 'Produit récupéré avec succès',
  productNotFound: 'Produit non trouvé',
  productCreated: 'Le produit a été créé avec succès',
  productUpdated: 'Le produit a été modifié avec succès',
  productDeleted: 'Le produit a été supprimé avec succès',
  productCategoryUnknown: "La catégorie sélectionnée n'existe pas",
  productSubTypeMismatch: "Le sous-type sélectionné n'appartient pas à cette catégorie",
  bestLoaded: 'Meilleurs produits récupérés avec succès',
  recommendationsLoaded: 'Recommandations récupérées avec succès',
  cartProductsLoaded: 'Produits du panier récupérés avec succès',
  cartIdsMissing: 'Indiquez les identifiants des produits du panier',
  cartIdsTooMany: `Un panier ne peut pas contenir plus de ${LIMITS.cartLinesMax} produits différents`,
  // Listing query
  pageInvalid: 'Le numéro de page doit être un entier supérieur ou égal à 1',
  limitInvalid: `Le nombre de produits par page doit être compris entre 1 et ${MAX_PAGE_SIZE}`,
  sortInvalid: "Le tri doit être 'alphabet', 'prix' ou 'aLaUne'",
  minPriceInvalid: 'Le prix minimum doit être un nombre entier positif',
  maxPriceInvalid: 'Le prix maximum doit être un nombre entier positif',
  minPriceTooHigh: `Le prix minimum ne peut pas dépasser ${formatPrice(LIMITS.priceMax)}`,
  maxPriceTooHigh: `Le prix maximum ne peut pas dépasser ${formatPrice(LIMITS.priceMax)}`,
  priceRangeInvalid: 'Le prix minimum ne peut pas dépasser le prix maximum',
  searchTooLong: `La recherche ne peut pas dépasser ${LIMITS.searchMax} caractères`,
  // Dashboard
  statsLoaded: 'Statistiques récupérées avec succès',
  activityLoaded: 'Activité récente récupérée avec succès',
  topProductsLoaded: 'Produits récupérés avec succès',
  topProductsOrderInvalid: "Le critère doit être 'recent', 'promotion' ou 'featured'",
  // Images
  tooManyImages: `Un produit ne peut pas avoir plus de ${LIMITS.productImagesMax} images`,
  imageNotSupported: (file: string) => `Le fichier ${file} n'est pas une image acceptée (JPEG, PNG, WebP ou GIF)`,
  imageTooManyPixels: (file: string) => `Les dimensions de l'image ${file} sont trop grandes`,
  imageUnreadable: (file: string) => `L'image ${file} est illisible ou endommagée`,
} as const;

/** What the dashboard's recent activity shows for each catalogue write. */
export const CATALOGUE_ACTIVITY_TITLES = {
  categoryCreated: 'Catégorie créée',
  categoryUpdated: 'Catégorie modifiée',
  categoryDeleted: 'Catégorie supprimée',
  productCreated: 'Produit créé',
  productUpdated: 'Produit modifié',
  productDeleted: 'Produit supprimé',
  by: (actor: string) => `par ${actor}`,
  /** Names another administrator known only by their e-mail, to an administrator who may not see it. */
  unnamedActor: 'Un administrateur',
} as const;

/** The rules of a product's options and variants (docs/product.md, "Variants"). */
export const VARIANT_MESSAGES = {
  optionsMax: `Un produit a au plus ${VARIANT_LIMITS.optionsMax} options`,
  optionNameRequired: 'Nommez chaque option (par exemple « Saveur »)',
  optionNameMax: `Le nom d'une option ne peut pas dépasser ${VARIANT_LIMITS.optionNameMax} caractères`,
  optionNameDuplicate: 'Deux options portent le même nom',
  optionValuesRequired: 'Chaque option doit avoir au moins une valeur',
  valuesMax: `Une option a au plus ${VARIANT_LIMITS.valuesMax} valeurs`,
  valueRequired: 'Une valeur ne peut pas être vide',
  valueMax: `Une valeur ne peut pas dépasser ${VARIANT_LIMITS.valueMax} caractères`,
  valueDuplicate: 'Cette valeur existe déjà pour cette option',
  variantsMax: `Un produit a au plus ${formatNumber(VARIANT_LIMITS.variantsMax)} variantes`,
  variantsRequired: 'Gardez au moins une variante, ou retirez les options',
  variantsWithoutOptions: 'Des variantes demandent au moins une option',
  combinationInvalid: 'Chaque variante prend une des valeurs de chaque option',
  combinationDuplicate: 'Deux variantes ont la même combinaison',
  referenceMax: `La référence ne peut pas dépasser ${VARIANT_LIMITS.referenceMax} caractères`,
  imageInvalid: "L'image choisie pour une variante n'existe pas",
  unreadable: 'Les options ou les variantes envoyées sont illisibles',
  idInvalid: 'Identifiant de variante invalide',
} as const;
