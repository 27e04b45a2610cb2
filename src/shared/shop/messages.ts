// French texts of the storefront's states and notifications (docs/product.md §2, §5), written once.
import { LIMITS } from '../constants';

export const SHOP_TOASTS = {
  successTitle: 'Succès',
  errorTitle: 'Erreur',
  added: 'Produit ajouté au panier !',
  quantityUpdated: 'Quantité mise à jour',
  removed: 'Produit supprimé',
  toWhatsApp: 'Redirection vers WhatsApp',
  unavailableTitle: 'Produit indisponible',
  unavailable: 'Ce produit est actuellement en rupture de stock.',
  soldOutTitle: 'Stock épuisé',
  soldOut: "Ce produit n'est plus en stock.",
  addFailed: "Une erreur s'est produite lors de l'ajout au panier.",
  chooseVariant: 'Choisissez une variante sur la page du produit.',
} as const;

export const SHOP_TEXTS = {
  productNotFoundTitle: 'Produit non trouvé',
  productNotFound: "Le produit demandé n'existe pas ou n'est plus disponible.",
  backToCatalogue: 'Retour aux produits',
  catalogueErrorTitle: 'Erreur de chargement',
  catalogueError: 'Erreur lors du chargement des produits',
  retry: 'Réessayer',
  noProducts: 'Aucun produit trouvé',
  noProductsHint: 'Essayez de modifier vos critères de recherche ou de parcourir nos catégories.',
  imageUnavailable: 'Image non disponible',
  emptyCartTitle: 'Votre panier est vide',
  emptyCartText: 'Découvrez nos produits américains authentiques et ajoutez vos favoris au panier.',
  orderOnWhatsApp: 'Commander via WhatsApp',
  continueShopping: 'Continuer mes achats',
  addToCart: 'Ajouter au panier',
  faqNoResult: 'Aucun résultat trouvé',
  homeLink: "Retour à l'accueil",
  noDescription: 'Aucune description disponible pour ce produit.',
} as const;

/** The cart page while it checks its lines against the current prices and stock. */
export const CART_CHECK_TEXTS = {
  checking: 'Vérification des prix et de la disponibilité…',
  failedTitle: 'Impossible de vérifier votre panier',
  failed:
    "Nous n'avons pas pu vérifier les prix et la disponibilité actuels de vos produits. Vérifiez votre connexion internet, puis réessayez.",
  orderWaits: 'La commande sera possible dès que les prix actuels auront été vérifiés.',
  nothingOrderable: "Aucun produit de votre panier n'est disponible pour le moment.",
  outOfStock: 'Ce produit est actuellement en rupture de stock : il ne sera pas commandé.',
  gone: "Ce produit n'est plus disponible : il ne sera pas commandé.",
  newPrice: 'Nouveau prix',
  priceChanged: (nom: string, before: string, now: string) => `Le prix de ${nom} a changé : ${now} au lieu de ${before}.`,
  quantityLowered: (nom: string, quantity: number) =>
    `Il ne reste ${quantity > 1 ? `que ${quantity} exemplaires` : "qu'un exemplaire"} de ${nom} : la quantité a été ajustée.`,
  cartFullTitle: 'Panier plein',
  cartFull: `Votre panier contient déjà ${LIMITS.cartLinesMax} produits différents, le maximum pour une commande.`,
} as const;
