// Passkeys as a faster way through the sign-in's second step (docs/decisions/025-second-factor.md, "Passkeys"):
// their rules and French texts, written once for the API and the screens. No zod here, and nothing of WebAuthn's
// libraries: the account page and the sign-in load this on first paint. A passkey as the API lists it is in
// ./answers.ts.

export const PASSKEYS = {
  /** How long the browser has to answer a registration's options (its prompt included). */
  challengeMinutes: 5,
  /** Passkeys one account may hold: a phone, a computer, a spare, with room to spare. */
  maxPerAccount: 10,
  /** The relying party's name the browser shows in its prompt. */
  rpName: 'Boutique',
} as const;

export const PASSKEY_MESSAGES = {
  // Own account
  totpRequired: "Activez d'abord l'application d'authentification.",
  registrationStarted: "Suivez les instructions de votre appareil pour créer la clé d'accès.",
  added: "Clé d'accès ajoutée. Elle pourra remplacer le code de l'application à la connexion sur cet appareil.",
  registrationFailed: "La clé d'accès n'a pas pu être ajoutée. Réessayez depuis la page Mon compte.",
  alreadyAdded: "Cette clé d'accès est déjà enregistrée sur votre compte.",
  tooMany: "Vous avez atteint le nombre maximal de clés d'accès (10). Supprimez-en une pour en ajouter une autre.",
  removed: "Clé d'accès supprimée",
  notFound: "Cette clé d'accès n'existe pas ou a déjà été supprimée.",
  listed: "Vos clés d'accès",
  // Sign-in
  optionsReady: "Utilisez votre clé d'accès pour terminer la connexion.",
  notRecognised: "La clé d'accès n'a pas été reconnue. Réessayez ou saisissez un code.",
  noPasskey: "Ce compte n'a pas de clé d'accès. Saisissez le code de votre application d'authentification.",
  // Input
  responseRequired: "La réponse de la clé d'accès est manquante. Réessayez.",
} as const;

/** What the activity feed says of a change of one's passkeys. */
export const PASSKEY_ACTIVITY_TITLES = {
  added: "Clé d'accès ajoutée",
  removed: "Clé d'accès supprimée",
} as const;

/** The label of a new passkey: the device it was added from, read from the browser's user agent, and the day. */
export function passkeyName(userAgent: string | undefined, at: Date): string {
  const day = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Africa/Dakar' }).format(at);
  const device = deviceOf(userAgent ?? '');
  return device ? `Clé d'accès ${device} du ${day}` : `Clé d'accès du ${day}`;
}

const DEVICES: readonly [RegExp, string][] = [
  [/iPhone/, '(iPhone)'],
  [/iPad/, '(iPad)'],
  [/Android/, '(Android)'],
  [/Windows/, '(Windows)'],
  [/Mac OS X|Macintosh/, '(Mac)'],
  [/CrOS/, '(Chromebook)'],
  [/Linux/, '(Linux)'],
];

function deviceOf(userAgent: string): string | null {
  for (const [pattern, label] of DEVICES) if (pattern.test(userAgent)) return label;
  return null;
}
