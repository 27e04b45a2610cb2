// Every French message of the orders and of the delivery zones (docs/product.md, "Orders"; docs/product.md,
// "Delivery zones"; docs/api.md, "Orders"; docs/api.md, "Delivery zones"), written once. A message that states a limit is built from the
// constant the rule checks.
import { formatNumber, formatPrice } from '../format';
import { ORDER_LIMITS } from './limits';

/** The rules of the request bodies and queries (src/shared/orders/schemas.ts). */
export const ORDER_VALIDATION = {
  linesRequired: 'Votre commande ne contient aucun produit',
  linesMax: `Une commande ne peut pas contenir plus de ${ORDER_LIMITS.linesMax} produits différents`,
  lineDuplicate: 'Ce produit figure déjà dans la commande',
  productIdInvalid: 'Identifiant de produit invalide',
  variantLineDuplicate: 'Cette variante figure déjà dans la commande',
  variantIdInvalid: 'Identifiant de variante invalide',
  quantityInvalid: "La quantité doit être un nombre entier d'au moins 1",
  quantityMax: `La quantité ne peut pas dépasser ${formatNumber(ORDER_LIMITS.quantityMax)} par produit`,
  zoneIdInvalid: 'Identifiant de zone invalide',
  landmarkMax: `Le point de repère ne peut pas dépasser ${ORDER_LIMITS.landmarkMax} caractères`,
  noteMax: `La note ne peut pas dépasser ${ORDER_LIMITS.noteMax} caractères`,
  idempotencyKeyRequired: 'La clé de la commande est manquante',
  idempotencyKeyInvalid: `La clé de la commande doit compter de ${ORDER_LIMITS.idempotencyKeyMin} à ${ORDER_LIMITS.idempotencyKeyMax} lettres, chiffres, tirets ou soulignés`,
  customerNameMax: `Le nom du client ne peut pas dépasser ${ORDER_LIMITS.customerNameMax} caractères`,
  customerPhoneInvalid: 'Veuillez saisir un numéro de téléphone valide',
  deliveryFeeInvalid: 'Les frais de livraison doivent être un nombre entier positif',
  deliveryFeeMax: `Les frais de livraison ne peuvent pas dépasser ${formatPrice(ORDER_LIMITS.deliveryFeeMax)}`,
  cancelReasonRequired: "Indiquez le motif de l'annulation",
  cancelReasonMax: `Le motif ne peut pas dépasser ${ORDER_LIMITS.cancelReasonMax} caractères`,
  paymentPaidRequired: 'Indiquez si la commande est payée',
  paymentMethodInvalid: "Le moyen de paiement doit être 'wave', 'orange_money' ou 'especes'",
  paymentMethodRequired: 'Choisissez le moyen de paiement',
  paymentReferenceMax: `La référence de transaction ne peut pas dépasser ${ORDER_LIMITS.paymentReferenceMax} caractères`,
  internalNoteMax: `La note interne ne peut pas dépasser ${formatNumber(ORDER_LIMITS.internalNoteMax)} caractères`,
  // Delivery zones
  zoneNameRequired: 'Le nom de la zone est requis',
  zoneNameMax: `Le nom de la zone ne peut pas dépasser ${ORDER_LIMITS.zoneNameMax} caractères`,
  zoneFeeInvalid: 'Les frais de livraison doivent être un nombre entier positif, ou vides pour « frais à confirmer »',
  zoneFeeMax: `Les frais de livraison ne peuvent pas dépasser ${formatPrice(ORDER_LIMITS.deliveryFeeMax)}`,
  zoneDelayMax: `Le délai ne peut pas dépasser ${ORDER_LIMITS.zoneDelayMax} caractères`,
  zoneActiveInvalid: "L'état de la zone doit être vrai ou faux",
  zonePositionInvalid: `La position doit être un nombre entier de 0 à ${formatNumber(ORDER_LIMITS.zonePositionMax)}`,
  zoneOrderRequired: 'Indiquez les zones de livraison dans leur nouvel ordre',
  zoneOrderMax: `Le nouvel ordre ne peut pas compter plus de ${formatNumber(ORDER_LIMITS.zoneOrderMax)} zones`,
  zoneOrderDuplicate: 'Cette zone figure déjà plus haut dans le nouvel ordre',
  // The inbox's query
  statusInvalid: "Le statut doit être 'nouvelle', 'confirmee', 'en_livraison', 'livree', 'annulee' ou 'sans_suite'",
  searchTooLong: `La recherche ne peut pas dépasser ${ORDER_LIMITS.searchMax} caractères`,
  dateInvalid: 'La date doit être un jour valide au format AAAA-MM-JJ',
  dateRangeInvalid: 'La date de début ne peut pas être postérieure à la date de fin',
  pageInvalid: 'Le numéro de page doit être un entier supérieur ou égal à 1',
  limitInvalid: `Le nombre de commandes par page doit être compris entre 1 et ${ORDER_LIMITS.pageSizeMax}`,
} as const;

/** What the API answers (docs/api.md, "Orders"; docs/api.md, "Delivery zones"). */
export const ORDER_MESSAGES = {
  created: 'Commande enregistrée avec succès',
  alreadyRecorded: 'Cette commande était déjà enregistrée',
  listed: 'Commandes récupérées avec succès',
  loaded: 'Commande récupérée avec succès',
  counted: 'Compteurs des commandes récupérés avec succès',
  confirmed: 'Commande confirmée',
  shipped: 'Commande en livraison',
  delivered: 'Commande livrée',
  cancelled: 'Commande annulée',
  paymentSaved: 'Paiement enregistré',
  linesSaved: 'Produits de la commande modifiés',
  deliverySaved: 'Livraison de la commande modifiée',
  customerSaved: 'Coordonnées du client enregistrées',
  noteSaved: 'Note interne enregistrée',
  figuresLoaded: 'Chiffres des commandes récupérés avec succès',
  notFound: 'Commande introuvable',
  productUnknown: "Ce produit n'existe pas ou n'est plus disponible",
  variantRequired: 'Choisissez une variante pour ce produit',
  variantUnknown: "Cette variante n'existe pas ou n'est plus en vente",
  variantNotOfProduct: "Cette variante n'appartient pas à ce produit",
  variantOfPlainProduct: "Ce produit n'a pas de variantes",
  totalTooHigh: `Le montant de la commande ne peut pas dépasser ${formatPrice(ORDER_LIMITS.orderTotalMax)}`,
  zoneUnknown: "Cette zone de livraison n'existe pas ou n'est plus proposée",
  productUnavailable: (nom: string) => `${nom} est actuellement en rupture de stock`,
  stockShort: (nom: string, left: number) =>
    left > 0 ? `Stock insuffisant pour ${nom} : il n'en reste que ${formatNumber(left)}.` : `Stock insuffisant pour ${nom} : il n'en reste plus.`,
  /** An action that the order's status no longer allows (two administrators, or a stale screen). */
  statusForbids: (action: string, statusLabel: string) => `Impossible de ${action} une commande ${statusLabel.toLowerCase()}.`,
  linesLocked: 'Les produits ne peuvent plus être modifiés : la commande a déjà été confirmée.',
  deliveryLocked: 'La livraison ne peut plus être modifiée : la commande est déjà partie ou terminée.',
  // Delivery zones
  zonesLoaded: 'Zones de livraison récupérées avec succès',
  zoneLoaded: 'Zone de livraison récupérée avec succès',
  zoneCreated: 'La zone de livraison a été créée avec succès',
  zoneUpdated: 'La zone de livraison a été modifiée avec succès',
  zoneDeleted: 'La zone de livraison a été supprimée avec succès',
  zoneNotFound: 'Zone de livraison introuvable',
  zoneNameTaken: 'Une zone de livraison porte déjà ce nom',
  zonesReordered: "L'ordre des zones de livraison a été enregistré",
  /** PUT /zones/ordre names a zone that no longer exists, or leaves one out: the list changed meanwhile. */
  zoneOrderStale: 'La liste des zones a changé entre-temps : rechargez la page, puis déplacez-les de nouveau',
} as const;

/** The verbs of `statusForbids`, one per action. */
export const ORDER_ACTION_VERBS = {
  confirmer: 'confirmer',
  expedier: 'mettre en livraison',
  livrer: 'marquer comme livrée',
  annuler: 'annuler',
} as const;

/** What the activity log (and so the dashboard) says of each order and zone action. */
export const ORDER_ACTIVITY_TITLES = {
  created: 'Nouvelle commande',
  createdByAdmin: 'Commande saisie',
  confirmed: 'Commande confirmée',
  shipped: 'Commande en livraison',
  delivered: 'Commande livrée',
  cancelled: 'Commande annulée',
  paid: 'Commande payée',
  unpaid: 'Paiement de commande retiré',
  linesChanged: 'Produits de commande modifiés',
  deliveryChanged: 'Livraison de commande modifiée',
  customerChanged: 'Coordonnées client modifiées',
  noteChanged: 'Note interne de commande modifiée',
  exported: 'Export CSV des commandes',
  exportedCount: (count: number) => `${formatNumber(count)} commande${count > 1 ? 's' : ''}`,
  zoneCreated: 'Zone de livraison créée',
  zoneUpdated: 'Zone de livraison modifiée',
  zoneDeleted: 'Zone de livraison supprimée',
  zonesSeeded: 'Zones de livraison installées',
  zonesReordered: 'Ordre des zones de livraison modifié',
} as const;

/** The CSV export's column headers (docs/api.md, "Orders"), in their order. */
export const ORDER_CSV_HEADERS = [
  'Référence',
  'Date',
  'Statut',
  'Client',
  'Téléphone',
  'Zone',
  'Point de repère',
  'Articles',
  'Sous-total (FCFA)',
  'Frais de livraison (FCFA)',
  'Total (FCFA)',
  'Payée',
  'Moyen de paiement',
  'Référence de transaction',
  'Produits',
  'Note',
  'Note interne',
  "Motif d'annulation",
] as const;
