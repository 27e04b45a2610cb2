// The demo data's removal in French (docs/product.md, "Removing the demo data"): one definition of each sentence,
// shared by the API's answers and the settings' section. Zod-free, so that the back office's pages may import it.

/** What was removed, or what would be: the counts the answer and the section say. */
export interface DemoCounts {
  categories: number;
  produits: number;
  commandes: number;
}

const counted = (n: number, one: string, many: string) => `${n}\u00a0${n > 1 ? many : one}`;

/** '12 catégories, 60 produits, 12 commandes': the categories, products and orders, none left out. */
export const demoCountsText = ({ categories, produits, commandes }: DemoCounts) =>
  [counted(categories, 'catégorie', 'catégories'), counted(produits, 'produit', 'produits'), counted(commandes, 'commande', 'commandes')].join(', ');

export const DEMO_MESSAGES = {
  loaded: 'Données de démonstration',
  removed: (counts: DemoCounts) => `Données de démonstration supprimées\u00a0: ${demoCountsText(counts)}.`,
  absent: "Il n'y a pas de données de démonstration à supprimer\u00a0: elles ont déjà été supprimées, ou tout ce qu'il en reste a été modifié depuis.",
} as const;

/** The activity feed's line (its subtitle: the counts). */
export const DEMO_ACTIVITY_TITLES = {
  removed: 'Données de démonstration supprimées',
} as const;
