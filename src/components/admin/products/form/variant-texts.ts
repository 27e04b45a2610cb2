// The French texts of the product form's 'Variantes' (docs/product.md, "Variants"): its options, their values, the
// rows of the combinations and 'Appliquer à toutes'. Beside the section, which is loaded on its own.
import { VARIANT_LIMITS } from '@/shared/catalog/variants';
import { formatNumber } from '@/shared/format';
import { PRODUCT_FORM_TEXTS } from './texts';

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

export const VARIANT_FORM_TEXTS = {
  section: PRODUCT_FORM_TEXTS.variantsSection,
  sectionHint: PRODUCT_FORM_TEXTS.variantsSectionHint,
  count: (count: number) => `${formatNumber(count)} ${plural(count, 'variante', 'variantes')}`,
  addOption: PRODUCT_FORM_TEXTS.addOption,
  optionsFull: `${VARIANT_LIMITS.optionsMax} options au plus`,
  optionName: (index: number) => `Nom de l'option ${index + 1}`,
  optionPlaceholder: 'Saveur, Taille…',
  removeOption: (name: string) => `Retirer l'option ${name}`,
  unnamedOption: 'sans nom',
  values: 'Valeurs',
  valuesHint: `Tapez une valeur puis Entrée. ${VARIANT_LIMITS.valuesMax} valeurs au plus.`,
  valuePlaceholder: 'Ex.\u00a0: Chocolat',
  addValue: 'Ajouter',
  addValueTo: (name: string) => `Ajouter la valeur à l'option ${name}`,
  removeValue: (value: string) => `Retirer la valeur ${value}`,
  valueProblems: {
    required: 'Tapez une valeur avant de l’ajouter',
    max: `Une valeur ne peut pas dépasser ${VARIANT_LIMITS.valueMax} caractères`,
    duplicate: 'Cette valeur existe déjà pour cette option',
    full: `Une option a au plus ${VARIANT_LIMITS.valuesMax} valeurs`,
  },
  noRows: 'Ajoutez au moins une valeur à chaque option pour voir les combinaisons.',
  applyAll: 'Appliquer à toutes',
  applyAllHint: 'Une valeur pour toutes les variantes gardées.',
  applyPrice: 'Prix pour toutes (FCFA)',
  applyStock: 'Stock pour toutes',
  // A button's name begins with its visible text ('Appliquer à toutes'), then says which value it applies.
  applyPriceButton: 'Appliquer à toutes\u00a0: le prix',
  applyStockButton: 'Appliquer à toutes\u00a0: le stock',
  variant: 'Variante',
  price: 'Prix (FCFA)',
  promotion: 'Promo (%)',
  stock: 'Stock',
  stockBlank: 'non suivi',
  reference: 'Référence',
  referencePlaceholder: 'SKU',
  picture: 'Image',
  productPicture: 'Image du produit',
  pictureN: (index: number) => `Image ${index + 1}`,
  onSale: 'En vente',
  notOnSale: 'Pas en vente',
  onSaleOf: (name: string) => `${name} en vente`,
  fieldOf: (field: string, name: string) => `${field} · ${name}`,
  removeRow: (name: string) => `Retirer la combinaison ${name}`,
  removedTitle: 'Combinaisons retirées',
  removedHint: 'Elles ne sont pas proposées aux clients.',
  restore: (name: string) => `Rétablir ${name}`,
  stockChanges: (changes: string) => `Stock modifié\u00a0: ${changes}. Le motif est inscrit dans l'historique du stock.`,
  stockChange: (name: string, before: string, after: string) => `${name} ${before} → ${after}`,
} as const;
