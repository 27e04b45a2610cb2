// The French texts of the dashboard's orders and sales (docs/product.md §3): the three figures beside the
// catalogue's six, and the chart of the last 30 days.
import { ORDER_LIMITS } from '@/shared/orders/limits';

const days = ORDER_LIMITS.dashboardDays;

export const ORDER_FIGURE_TEXTS = {
  sectionLabel: 'Commandes et ventes',
  toConfirm: 'Commandes à confirmer',
  toConfirmLink: 'Voir les commandes',
  turnover: `Chiffre d'affaires (${days} jours)`,
  turnoverCount: (count: number) =>
    count === 0 ? 'Aucune commande livrée ou payée' : `${count} commande${count > 1 ? 's' : ''} livrée${count > 1 ? 's' : ''} ou payée${count > 1 ? 's' : ''}`,
  averageBasket: 'Panier moyen',
  averageBasketHint: 'Hors frais de livraison',
  currency: 'FCFA',
  chartTitle: `Ventes des ${days} derniers jours`,
  chartSubtitle: "Chiffre d'affaires par jour en FCFA : commandes livrées ou payées, hors frais de livraison (heure de Dakar).",
  chartLoading: 'Chargement du graphique...',
  chartEmpty: `Aucune vente sur les ${days} derniers jours`,
  chartTableCaption: (title: string) => `${title} : montant et commandes reçues par jour`,
  chartDay: 'Jour',
  chartAmount: 'Ventes',
  chartOrders: 'Commandes reçues',
  loadError: 'Chiffres des commandes indisponibles',
  loadErrorDefault: 'Erreur lors du chargement des chiffres des commandes',
  loading: 'Chargement des chiffres des commandes...',
} as const;

/** The dashboard's notice to an administrator without a second factor when the shop requires one (decision 025). */
export const SECOND_FACTOR_NOTICE_TEXTS = {
  title: 'Double authentification exigée',
  text: "La boutique exige désormais la double authentification. Configurez-la maintenant : à votre prochaine connexion, elle vous sera demandée avant d'accéder au back-office.",
  link: 'Configurer sur Mon compte',
} as const;
