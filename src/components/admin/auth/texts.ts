// Texts of the sign-in screens that no other screen uses (docs/product.md, "Back office"); the rules' messages
// and the API's answers live in src/shared/messages.ts.
import { TOKEN_LIFETIMES } from '@/shared/constants';

export const AUTH_TEXTS = {
  brandTagline: 'Administration',
  adminOnly: 'Accès administrateur uniquement',
  backToLogin: 'Retour à la connexion',
  goToLogin: 'Se connecter',
  spamHint: "Pensez à vérifier vos courriers indésirables (spam) si vous ne le voyez pas d'ici quelques minutes.",
  emailLabel: 'Adresse email',
  emailPlaceholder: 'vous@exemple.com',
  emailSent: 'Email envoyé',
  send: 'Envoyer le lien',
  sending: 'Envoi...',

  // Sign-in
  loginTitle: 'Connexion',
  loginSubtitle: 'Connectez-vous pour gérer la boutique.',
  loginWith: 'Se connecter avec',
  modeEmail: 'Email',
  modePhone: 'Téléphone',
  phoneLabel: 'Numéro de téléphone',
  phonePlaceholder: '77 123 45 67',
  countryCodeLabel: 'Indicatif du pays',
  passwordLabel: 'Mot de passe',
  forgotPassword: 'Mot de passe oublié ?',
  resendVerification: 'Renvoyer la vérification',
  notVerifiedYet: 'Compte pas encore vérifié\u00a0?',
  submit: 'Se connecter',
  submitting: 'Connexion...',
  loginFailed: 'Une erreur est survenue lors de la connexion',
  unverifiedTitle: 'Compte non vérifié',
  unverifiedEmail: "Votre adresse email n'a pas encore été vérifiée. Ouvrez le lien reçu par email, ou demandez-en un nouveau.",
  unverifiedPhone: "Votre compte n'a pas encore été vérifié. Ouvrez le lien reçu, ou demandez-en un nouveau par SMS.",
  resendEmail: 'Renvoyer le lien par email',
  resendSms: 'Renvoyer le lien par SMS',
  resending: 'Envoi...',
  resentEmail: 'Email de vérification envoyé !',
  resentSms: 'SMS de vérification envoyé !',

  // Forgotten password
  forgotTitle: 'Mot de passe oublié ?',
  forgotSubtitle: "Saisissez l'adresse email de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  forgotSent: `Si cette adresse email est associée à un compte, vous allez recevoir un lien pour choisir un nouveau mot de passe. Ce lien est valable ${TOKEN_LIFETIMES.resetHours} heure.`,

  // Verification request
  verificationTitle: 'Renvoyer la vérification',
  verificationSubtitle:
    "Votre compte n'est pas encore vérifié\u00a0? Saisissez votre adresse email pour recevoir un nouveau lien de vérification.",
  verificationSent: `Si un compte non vérifié est associé à cette adresse email, un nouveau lien de vérification vient de lui être envoyé. Ce lien est valable ${TOKEN_LIFETIMES.verificationHours} heures.`,

  // New password
  resetTitle: 'Choisir un mot de passe',
  resetSubtitle: 'Choisissez le nouveau mot de passe de votre compte.',
  resetInvitedNote:
    "Vous venez d'être invité comme administrateur\u00a0? Créez ici votre premier mot de passe\u00a0: vous l'utiliserez pour vous connecter.",
  newPasswordLabel: 'Nouveau mot de passe',
  confirmPasswordLabel: 'Confirmer le mot de passe',
  passwordHint: 'Au moins 6 caractères.',
  resetSubmit: 'Enregistrer le mot de passe',
  resetSubmitting: 'Enregistrement...',
  resetFailedDefault: 'Une erreur est survenue lors de la réinitialisation',
  invalidLinkTitle: 'Lien invalide',
  invalidLinkText: 'Le lien de réinitialisation est invalide ou manquant.',
  resetDoneTitle: 'Mot de passe modifié',
  resetFailedTitle: 'Échec de la modification',
  requestNewLink: 'Demander un nouveau lien',
  tryAgain: 'Réessayer',

  // Account verification
  verifyingTitle: 'Vérification en cours...',
  verifyingText: 'Nous vérifions votre lien, un instant.',
  verifiedTitle: 'Vérification réussie',
  /** A new address asked for on the profile, confirmed from the link sent to it. */
  emailChangedTitle: 'Adresse email confirmée',
  verifyFailedTitle: 'Vérification échouée',
  verifyFailedDefault: 'Une erreur est survenue lors de la vérification',
  verifyLinkMissing: 'Le lien de vérification est invalide ou manquant.',
  requestNewEmail: 'Demander un nouvel email',
  nextStepsTitle: 'Prochaine étape',
  stepVerified: 'Adresse email vérifiée',
  stepCreatePassword: 'Ouvrez l’email «\u00a0Créez votre mot de passe\u00a0» et choisissez votre mot de passe',
  stepSignIn: 'Connectez-vous avec votre email et ce mot de passe',
  createPasswordLink: 'Recevoir un nouveau lien',
} as const;
