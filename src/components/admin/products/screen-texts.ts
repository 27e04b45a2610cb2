// What every back-office product screen says while it reads its product or cannot (docs/product.md, Back office),
// its way back to the list, and a product without a picture: the list's and the detail's texts (./texts.ts) and the
// product form's, which loads these without the others.
export const PRODUCT_SCREEN_TEXTS = {
  loadError: 'Erreur de chargement',
  noImage: 'Aucune image',
  detailLoading: 'Chargement du produit...',
  detailLoadErrorDefault: 'Erreur lors du chargement du produit',
  invalidId: 'ID de produit invalide',
  notFoundTitle: 'Produit non trouvé',
  notFoundText: "Le produit que vous cherchez n'existe pas ou a été supprimé",
  backToProducts: 'Retour aux produits',
} as const;
