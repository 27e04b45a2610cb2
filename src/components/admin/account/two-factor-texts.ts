// Texts of the 'Vérification en deux étapes' card of /admin/compte and of its dialogs (docs/product.md, "Back
// office"); the API's answers and the rules' messages live in src/shared/auth/two-factor.ts.
export const TWO_FACTOR_TEXTS = {
  title: 'Vérification en deux étapes',
  descriptionOff:
    "Après votre mot de passe, un code à 6 chiffres de votre application d'authentification (Google Authenticator, Aegis, Microsoft Authenticator…) vous sera demandé. Un mot de passe volé ne suffira plus.",
  descriptionOn: "À chaque connexion, le code de votre application d'authentification vous est demandé après le mot de passe.",
  statusOn: 'Activée',
  statusOff: 'Désactivée',
  codesLeft: (count: number) => `Codes de secours restants : ${count}`,
  codesLow: 'Il vous reste peu de codes de secours : générez-en de nouveaux.',
  enable: 'Activer',
  renew: 'Générer de nouveaux codes',
  disable: 'Désactiver',
  loadingDialog: 'Chargement...',

  // Password again
  passwordTitle: {
    setup: 'Activer la vérification en deux étapes',
    renew: 'Générer de nouveaux codes de secours',
    disable: 'Désactiver la vérification en deux étapes',
  },
  passwordText: {
    setup: 'Pour protéger votre compte, saisissez votre mot de passe actuel.',
    renew: 'Vos codes de secours actuels ne fonctionneront plus. Saisissez votre mot de passe actuel pour continuer.',
    disable:
      'Votre compte ne sera plus protégé que par votre mot de passe, et vos codes de secours seront supprimés. Saisissez votre mot de passe actuel pour confirmer.',
  },
  continue: 'Continuer',
  checking: 'Vérification...',
  disableConfirm: 'Désactiver',
  disabling: 'Désactivation...',

  // Scan
  scanTitle: "Ajoutez le compte dans votre application",
  scanStep1: "Ouvrez votre application d'authentification et scannez ce QR code.",
  qrAlt: 'QR code à scanner avec votre application d’authentification',
  qrLoading: 'Préparation du QR code...',
  qrFailed: 'QR code indisponible : saisissez la clé ci-dessous.',
  /** On a phone, the app is on the same screen as the QR code: the `otpauth://` link opens it with the account. */
  openInApp: "Sur ce téléphone ? Ouvrir dans l'application d'authentification",
  keyLabel: 'Impossible de scanner ? Saisissez cette clé :',
  keyHint: 'Type : basé sur le temps (TOTP), 6 chiffres.',
  codeLabel: "Code affiché par l'application",
  codePlaceholder: '123 456',
  verify: 'Vérifier et activer',
  verifying: 'Vérification...',

  // Recovery codes
  codesTitle: 'Vos codes de secours',
  enabledShort: 'Vérification en deux étapes activée.',
  codesWarning:
    "Notez ces codes ou téléchargez-les, et gardez-les en lieu sûr : ils ne seront plus jamais affichés. Chacun vous permet de vous connecter une fois si vous n'avez plus votre téléphone.",
  copy: 'Copier',
  copied: 'Codes copiés',
  copyFailed: 'Copie impossible : notez les codes à la main ou téléchargez-les.',
  download: 'Télécharger (.txt)',
  fileName: 'boutique-codes-de-secours.txt',
  done: "J'ai noté mes codes",
} as const;
