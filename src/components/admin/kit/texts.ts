// The back-office kit's own French texts (docs/back-office-kit.md): the kit serves every screen and reads no
// screen's texts.
export const KIT_TEXTS = {
  perPage: 'Afficher :',
  perPageSuffix: 'par page',
} as const;
