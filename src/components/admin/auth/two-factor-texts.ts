// Texts of the sign-in's second step (docs/product.md, "Back office"); the API's answers and the rules' messages
// live in src/shared/auth/two-factor.ts.
export const SECOND_FACTOR_TEXTS = {
  title: 'Vérification en deux étapes',
  recoverySubtitle: 'Saisissez un de vos codes de secours. Chaque code ne fonctionne qu’une fois.',
  codeLabel: 'Code de vérification',
  codePlaceholder: '123 456',
  recoveryLabel: 'Code de secours',
  recoveryPlaceholder: 'XXXXX-XXXXX',
  submit: 'Vérifier',
  submitting: 'Vérification...',
  useRecovery: 'Utiliser un code de secours',
  useApp: "Utiliser le code de l'application",
  back: 'Retour',
  usePasskey: "Utiliser une clé d'accès",
} as const;
