// The French texts of the back office's frame (docs/product.md, "Back office").
export const SHELL_TEXTS = {
  skipToContent: 'Aller au contenu principal',
  sidebarLabel: 'Barre latérale',
  navLabel: 'Navigation principale',
  sheetTitle: 'Navigation',
  openMenu: 'Ouvrir la navigation',
  collapse: 'Réduire la barre latérale',
  expand: 'Déployer la barre latérale',
  brandSubtitle: 'Administration',
  viewShop: 'Voir la boutique',
  logout: 'Se déconnecter',
  /** The 'Commandes' entry's badge: the orders still to confirm. */
  newOrders: (count: number) => `${count} ${count > 1 ? 'nouvelles commandes' : 'nouvelle commande'}`,
  loggingOut: 'Déconnexion...',
  /** A screen that could not be shown: the session that could not be read, an error page. */
  loadError: 'Erreur de chargement',
  loadErrorDefault: 'Erreur lors du chargement des données',
} as const;
