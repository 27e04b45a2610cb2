// The second factor of the sign-in (docs/decisions/025-second-factor.md): its rules and French texts, written once
// for the API and, next, the account screen; its answers' shapes and types are in ./answers.ts. No zod here: the
// screen can load it on first paint.

export const TWO_FACTOR = {
  /** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
  digits: 6,
  periodSeconds: 30,
  /** Steps accepted either side of the server's clock: a phone a little early or late still signs in. */
  toleranceSteps: 1,
  /** The name the app shows above the code, and the `otpauth://` issuer. */
  issuer: 'Boutique',
  /** How long the answer to the password stays good for typing the code. */
  challengeMinutes: 5,
  recoveryCodeCount: 10,
  /** Characters of a recovery code (shown in two groups of five); 32 letters and digits, 5 bits each. */
  recoveryCodeLength: 10,
  /**
   * The code e-mailed to the account's address that the required setup's first factor also needs, good as long as
   * its challenge (docs/decisions/027-counters-per-account.md); sent at most emailCodeSends times per challenge.
   */
  emailCodeDigits: 6,
  emailCodeSends: 3,
} as const;

/** The factor a sign-in's challenge asks for; passkeys answer the same challenge beside it (`passkey`, decision 025). */
export type SecondFactorKind = 'totp';

/**
 * What POST /auth/login asks after the right password: a code of the account's factor, or, when the shop requires
 * a second factor and the account has none, its setup ('setup': decision 025, "Required for everyone").
 */
export type SignInStep = SecondFactorKind | 'setup';

/** An e-mail address as a screen may show it to whoever typed the password: its first letter and its domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

export const TWO_FACTOR_MESSAGES = {
  // Sign-in
  codeAsked: "Saisissez le code de votre application d'authentification",
  challengeInvalid: 'Votre connexion a expiré. Saisissez de nouveau votre mot de passe.',
  codeWrong: "Code incorrect. Saisissez le code affiché par votre application d'authentification, ou un code de secours.",
  /** The right password of an account without a second factor, when the shop requires one. */
  setupAsked: 'La boutique exige la double authentification : configurez-la pour accéder au back-office.',
  // Input
  challengeRequired: 'La demande de connexion est manquante. Saisissez de nouveau votre mot de passe.',
  codeRequired: "Saisissez le code à 6 chiffres de votre application d'authentification",
  codeFormat: 'Le code doit comporter 6 chiffres',
  recoveryCodeFormat: 'Un code de secours comporte 10 lettres et chiffres',
  oneCodeOnly: "Saisissez soit le code de l'application, soit un code de secours",
  emailCodeRequired: 'Saisissez le code à 6 chiffres reçu par e-mail',
  emailCodeFormat: 'Le code reçu par e-mail comporte 6 chiffres',
  /** The required setup (docs/decisions/027-counters-per-account.md): the code sent to the account's address. */
  emailCodeWrong: 'Code reçu par e-mail incorrect. Saisissez le code du dernier e-mail reçu.',
  emailCodeSent: 'Un nouveau code a été envoyé par e-mail.',
  emailCodeNotSent: "Le code n'a pas pu être envoyé par e-mail. Réessayez dans un instant.",
  emailCodeLimit: `Le code a déjà été envoyé ${TWO_FACTOR.emailCodeSends} fois. Saisissez de nouveau votre mot de passe pour en recevoir un autre.`,
  /** The challenge deleted after its wrong codes: back to the password. */
  tooManyWrongCodes: 'Trop de codes incorrects. Saisissez de nouveau votre mot de passe.',
  // Own account
  setupStarted:
    "Ajoutez ce compte dans votre application d'authentification (QR code ou clé), puis saisissez le code qu'elle affiche pour terminer.",
  enabled: 'Double authentification activée. Notez vos codes de secours en lieu sûr : ils ne seront plus affichés.',
  disabled: 'Double authentification désactivée',
  recoveryCodesRenewed: 'Nouveaux codes de secours générés. Les anciens ne fonctionnent plus.',
  enableCodeWrong: "Code incorrect. Vérifiez que l'heure de votre téléphone est juste et saisissez le code affiché maintenant.",
  alreadyEnabled: 'La double authentification est déjà activée sur ce compte.',
  notEnabled: "La double authentification n'est pas activée sur ce compte.",
  setupRequired: "Commencez par ajouter ce compte dans votre application d'authentification.",
  // A super administrator, for another account
  resetDone: "Double authentification de l'administrateur supprimée. Il pourra se connecter avec son seul mot de passe.",
  cannotResetSelf: 'Pour votre propre compte, désactivez la double authentification depuis la page Mon compte.',
} as const;

/** What the activity feed says of each change of a second factor. */
export const TWO_FACTOR_ACTIVITY_TITLES = {
  enabled: 'Double authentification activée',
  disabled: 'Double authentification désactivée',
  recoveryCodesRenewed: 'Codes de secours renouvelés',
  recoveryCodeUsed: 'Connexion avec un code de secours',
  /** A right code of a time step already used, refused at the sign-in (ASVS 2.8.5; docs/decisions/026-step-up.md). */
  codeReplayed: 'Code déjà utilisé présenté à la connexion',
  reset: "Double authentification supprimée par un super administrateur",
  /** Wrong answers at the second step past the account's threshold (docs/decisions/027-counters-per-account.md). */
  codesWrong: 'Codes de connexion erronés en série',
  /** A session ended after wrong current passwords typed through it (decision 027). */
  sessionWrongPasswords: 'Session fermée après des mots de passe erronés',
} as const;

/** A recovery code as typed: spaces and dashes dropped, letters upper-cased. */
export function normaliseRecoveryCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** A TOTP code as typed: spaces dropped ('123 456'). */
export function normaliseTotpCode(value: string): string {
  return value.replace(/\s/g, '');
}
