// The French texts of the back office's product form (docs/product.md, Back office): its sections, fields, hints,
// buttons and picture picker. The texts the list and the detail share with it are in ../texts.ts.
import { LIMITS } from '@/shared/constants';

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

export const PRODUCT_FORM_TEXTS = {
  createTitle: 'Créer un produit',
  editTitle: 'Modifier le produit',
  createSubtitle: 'Renseignez les informations du nouveau produit.',
  back: 'Retour',
  createSubmit: 'Créer le produit',
  editSubmit: 'Sauvegarder',
  createBusy: 'Création...',
  editBusy: 'Modification...',
  cancel: 'Annuler',
  createErrorDefault: 'Erreur lors de la création du produit',
  editErrorDefault: 'Erreur lors de la modification du produit',

  // Catégorisation
  categorySection: 'Catégorisation',
  categorySectionHint: 'La catégorie est obligatoire ; le sous-type est facultatif.',
  category: 'Catégorie',
  categoryLocked: "Fixée par la page d'origine",
  categoriesLoading: 'Chargement des catégories...',
  chooseCategory: 'Sélectionnez une catégorie',
  unknownCategory: '…',
  subType: 'Sous-type',
  subTypeLocked: "Fixé par la page d'origine",
  noSubTypes: "Cette catégorie n'a pas de sous-type.",
  categoryFirst: "Choisissez d'abord une catégorie.",
  noSubTypeChoice: 'Aucun sous-type',
  categoriesLoadErrorDefault: 'Erreur lors du chargement des catégories',
  retry: 'Réessayer',

  // Informations
  infoSection: 'Informations',
  name: 'Nom du produit',
  namePlaceholder: 'Ex. : Vitamine C 1000 mg',
  description: 'Description (facultative)',
  descriptionPlaceholder: "Bienfaits, composition, conseils d'utilisation...",
  marque: 'Marque (facultative)',
  marqueHint: 'Par exemple Optimum Nutrition.',
  origine: 'Origine (facultative)',
  origineHint: "Le pays d'origine, affiché sur la fiche du produit\u00a0: « Origine\u00a0: … ».",

  // Prix et promotion
  priceSection: 'Prix et promotion',
  price: 'Prix de base (FCFA)',
  pricePlaceholder: '0',
  promotion: 'Promotion (%)',
  promotionHint: `Entre ${LIMITS.promotionMin} et ${LIMITS.promotionMax}`,
  finalPrice: 'Prix final',
  savingLabel: 'Économie',
  savingAmount: (amount: string) => `${amount} FCFA`,
  noSaving: '—',
  variantsPrice: 'Prix du produit',
  fromPrice: (price: string) => `à partir de ${price}`,
  variantsPriceHint: 'Le prix affiché est celui de la variante en vente la moins chère. Chaque variante a son prix dans « Variantes ».',

  // Variantes (docs/product.md, "Variants"): the section's own texts are in ./variant-texts.ts, loaded with it.
  variantsSection: 'Variantes',
  variantsSectionHint: 'Proposez le produit en plusieurs saveurs, tailles ou contenances\u00a0: chaque combinaison a son prix, son stock et sa référence.',
  addOption: 'Ajouter une option',
  variantsLoading: 'Chargement des variantes...',

  // Disponibilité
  availabilitySection: 'Disponibilité',
  featured: 'À la une',
  featuredHint: "Mis en avant sur la page d'accueil de la boutique.",
  outOfStock: 'En rupture',
  outOfStockHint: 'Le produit reste visible mais ne peut pas être commandé.',
  stock: 'Stock (facultatif)',
  stockHint: 'Laissez vide pour ne pas suivre le stock.',
  stockReason: 'Motif du changement de stock',
  stockReasonPlaceholder: 'Ex. : Réception, Inventaire, Casse…',
  stockReasonHint: (before: string, after: string) => `Le stock passe de ${before} à ${after}. Le motif est inscrit dans l'historique du stock.`,
  untracked: 'non suivi',
  variantsStock: 'Le stock est suivi variante par variante, dans « Variantes »\u00a0; celui du produit est leur somme.',

  // Publication et alertes (docs/product.md, "Drafts, thresholds and expiry dates")
  publicationSection: 'Publication et alertes',
  publicationSectionHint: 'Ce que voient les clients, et quand le tableau de bord vous alerte.',
  draft: 'Brouillon',
  draftHint: 'Enregistré sans paraître sur la boutique. Publiez-le quand il est prêt.',
  threshold: 'Seuil de stock bas (facultatif)',
  thresholdHint: "Alerte quand le stock descend à ce nombre ou en dessous. Vide : le seuil de la boutique ; 0 : pas d'alerte.",
  expiry: 'Date de péremption (facultative)',
  expiryHint: 'Le lendemain de cette date, le produit disparaît de la boutique.',
  keepAfterExpiry: 'Garder en vente après la date',
  keepAfterExpiryHint: 'Le produit reste visible sur la boutique une fois la date passée.',
  // docs/decisions/031-catalogue-feeds.md
  excludeFromFeeds: 'Exclure des catalogues',
  excludeFromFeedsHint:
    'Retiré des catalogues Meta (Facebook, Instagram) et Google, qui restreignent certains compléments alimentaires. Il reste en vente sur la boutique.',

  // Images
  imagesSection: 'Images',
  imagesSectionHint: `Jusqu'à ${LIMITS.productImagesMax} images. La première est l'image principale ; les photos sont allégées avant l'envoi.`,
  uploading: 'Envoi des images...',
  savingProgress: 'Enregistrement...',
  uploadLabel: 'Envoi des images',
  chooseImages: 'Choisir des images',
  imagesFull: 'Nombre maximal d’images atteint',
  dropHere: 'Glissez-déposez vos images ici',
  imageRules: `JPEG, PNG, WebP ou GIF · ${LIMITS.productImageMaxBytes / (1024 * 1024)} Mo maximum par image · ${LIMITS.productImagesMax} images au plus`,
  browse: 'Parcourir les fichiers',
  imageCount: (count: number) => `${count} / ${LIMITS.productImagesMax} ${plural(count, 'image', 'images')}`,
  optimizing: ' · Optimisation des images...',
  optimizingOne: "Optimisation de l'image",
  replaceNotice:
    'Les nouvelles images remplaceront toutes les images existantes lors de la sauvegarde. Sans nouvelle image, les images actuelles sont conservées.',
  newImages: "Nouvelles images, dans l'ordre d'affichage",
  preview: (file: string) => `Aperçu de ${file}`,
  makeMain: (file: string) => `Définir ${file} comme image principale`,
  main: 'Principale',
  remove: (file: string) => `Retirer ${file}`,
  mainImage: 'Image principale',
  currentImages: 'Images actuelles',
} as const;
