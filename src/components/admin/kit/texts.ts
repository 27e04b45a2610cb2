// The back-office kit's own French texts (docs/back-office-kit.md): the kit serves every screen and reads no
// screen's texts.
export const KIT_TEXTS = {
  perPage: 'Afficher :',
  perPageSuffix: 'par page',
  // The password asked again (./password-again-form.tsx): the step-up's dialog and the account's confirmations.
  passwordAgainTitle: 'Confirmez votre identité',
  currentPassword: 'Mot de passe actuel',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  confirming: 'Vérification...',
} as const;
