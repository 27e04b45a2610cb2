// French texts of the storefront's states and notifications (SPEC §2, §8), written once.

export const SHOP_TOASTS = {
  successTitle: 'Succès',
  errorTitle: 'Erreur',
  added: 'Produit ajouté au panier !',
  quantityUpdated: 'Quantité mise à jour',
  removed: 'Produit supprimé',
  toWhatsApp: 'Redirection vers WhatsApp',
  unavailableTitle: 'Produit indisponible',
  unavailable: 'Ce produit est actuellement en rupture de stock.',
  soldOutTitle: 'Stock épuisé',
  soldOut: "Ce produit n'est plus en stock.",
  addFailed: "Une erreur s'est produite lors de l'ajout au panier.",
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
