// Texts of the sign-in's required setup (docs/product.md, "Back office"), apart from ./two-factor-texts.ts so that
// they come with the step, fetched only when it is shown; the API's answers live in src/shared/auth/two-factor.ts.
import { TWO_FACTOR } from '@/shared/auth/two-factor';

/** The sign-in's required setup, when the shop requires a second factor and the account has none (decision 025). */
export const SIGN_IN_SETUP_TEXTS = {
  title: 'Configurer la double authentification',
  codesTitle: 'Vos codes de secours',
  intro: "Installez une application d'authentification (Google Authenticator, Aegis, Microsoft Authenticator…) sur votre téléphone, puis scannez ce QR code.",
  loading: 'Préparation de votre clé...',
  loadFailed: "La clé n'a pas pu être préparée.",
  retry: 'Réessayer',
  codeLabel: "Code affiché par l'application",
  /** The code e-mailed to the account's address (docs/decisions/027-counters-per-account.md). */
  emailCodeLabel: 'Code reçu par e-mail',
  emailCodeSentTo: (address: string) =>
    `Un code à ${TWO_FACTOR.emailCodeDigits} chiffres a été envoyé à l'adresse du compte, ${address}. Il est valable ${TWO_FACTOR.challengeMinutes} minutes.`,
  resend: 'Renvoyer le code',
  resending: 'Envoi...',
  submit: 'Vérifier et continuer',
  submitting: 'Vérification...',
  enabled: 'Double authentification activée : vous êtes connecté.',
  continue: 'Continuer',
} as const;
