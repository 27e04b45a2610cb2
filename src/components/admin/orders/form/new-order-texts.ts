// The texts of 'Nouvelle commande' alone (docs/product.md, "Orders in the back office"), apart from ../texts.ts so
// that the order's page does not carry them.
export const NEW_ORDER_TEXTS = {
  newTitle: 'Nouvelle commande',
  newSubtitle: 'Une commande prise au téléphone ou en boutique',
  newLinesText: 'Cherchez chaque produit, puis ajustez la quantité.',
  newDeliveryText: 'Où livrer, et pour combien.',
  newCustomerText: 'Facultatif : vous pourrez le compléter plus tard.',
  note: 'Note de la commande',
  notePlaceholder: 'Ex. : à livrer le matin',
  create: 'Enregistrer la commande',
  creating: 'Enregistrement...',
  created: 'Commande enregistrée',
  createdText: (reference: string) => `La commande ${reference} est dans « Nouvelles ».`,
} as const;
