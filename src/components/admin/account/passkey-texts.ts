// Texts of the 'Clés d'accès' part of the 'Vérification en deux étapes' card and of its dialogs (docs/product.md,
// "Back office"); the API's answers and the rules' messages live in src/shared/auth/passkeys.ts.
export const PASSKEY_TEXTS = {
  title: "Clés d'accès",
  description:
    "Sur un appareil qui en a une (empreinte, visage ou code de l'écran), une clé d'accès remplace le code de l'application à la connexion.",
  none: "Aucune clé d'accès pour l'instant.",
  loading: 'Chargement des clés...',
  loadFailed: "Impossible de charger vos clés d'accès.",
  added: (date: string) => `Ajoutée le ${date}`,
  lastUsed: (date: string) => `dernière utilisation le ${date}`,
  neverUsed: 'jamais utilisée',
  add: "Ajouter une clé d'accès",
  remove: 'Supprimer',
  removeLabel: (name: string) => `Supprimer ${name}`,

  // Dialogs
  addTitle: "Ajouter une clé d'accès",
  addText:
    "Saisissez votre mot de passe actuel. Votre appareil vous demandera ensuite votre empreinte, votre visage ou le code de son écran.",
  addConfirm: 'Continuer',
  adding: "En attente de l'appareil...",
  promptRefused: "L'appareil n'a pas créé de clé d'accès (demande annulée ou refusée). Réessayez.",
  unsupported: "Ce navigateur ne prend pas en charge les clés d'accès.",
  removeTitle: "Supprimer la clé d'accès",
  removeText: (name: string) =>
    `« ${name} » ne pourra plus servir à vous connecter. Le code de l'application reste demandé. Saisissez votre mot de passe actuel pour confirmer.`,
  removeConfirm: 'Supprimer',
  removing: 'Suppression...',
} as const;
