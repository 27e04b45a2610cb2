// The French messages every domain shares (docs/product.md; docs/api.md), written once: the rules any field may
// break, what the server says when it cannot start or store, the API's common answers (the envelope's, the access
// guards', the database's), and the client's own errors. Each domain's messages are in its
// folder (./auth/messages.ts, ./catalog/messages.ts, ./orders/messages.ts…).

/** The rules any field may break, whatever its form. */
export const VALIDATION = {
  invalidValue: 'Valeur invalide',
  /** null sent for a field that takes a value and has no message of its own. */
  emptyValue: 'Ce champ ne peut pas être vide',
  /** A text holding a character no text may hold (U+0000, which PostgreSQL cannot store). */
  invalidCharacter: 'Ce texte contient un caractère non autorisé',
} as const;

/** What the server itself says when it cannot start or cannot store (docs/decisions/015-crash-safety.md). */
export const SERVER_MESSAGES = {
  dataDirFull: (dataDir: string) =>
    `Le disque du dossier de données est plein (DATA_DIR=${dataDir}) : la boutique ne peut pas démarrer. ` +
    'Libérez de la place puis relancez-la ; les données déjà enregistrées sont intactes.',
  dataDirReadOnly: (dataDir: string) =>
    `Le dossier de données est en lecture seule (DATA_DIR=${dataDir}) : la boutique ne peut pas démarrer. ` +
    "Rendez-le accessible en écriture à l'utilisateur du serveur puis relancez-la ; les données déjà enregistrées sont intactes.",
  storageFull: "Espace de stockage insuffisant : les images n'ont pas pu être enregistrées et rien n'a été modifié. Libérez de la place sur le serveur puis réessayez.",
} as const;

export const API_MESSAGES = {
  ok: 'Opération réussie',
  created: 'Création réussie',
  validationFailed: 'Données invalides',
  invalidJson: 'Le corps de la requête doit être un JSON valide',
  bodyTooLarge: 'La requête est trop volumineuse',
  /** A write whose body is not sent as application/json (docs/api.md, "Writes from the shop's pages only"). */
  unsupportedMediaType: 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
  /** A write another site's page made the browser send (its Origin, or Sec-Fetch-Site: cross-site). */
  crossSiteRefused: "Requête refusée : elle vient d'un autre site que la boutique. Rien n'a été modifié.",
  notFound: 'Ressource introuvable',
  routeNotFound: 'Route introuvable',
  methodNotAllowed: 'Méthode non autorisée',
  invalidId: 'Identifiant invalide',
  unauthenticated: 'Authentification requise',
  tokenInvalid: 'Token invalide',
  tokenExpired: 'Token expiré',
  forbidden: 'Accès refusé',
  tooManyRequests: 'Trop de requêtes. Veuillez réessayer plus tard.',
  internal: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  healthOk: 'Service opérationnel',
  healthDown: 'Base de données indisponible',
  /** A read that failed even on a new connection, or found none (docs/api.md, "Errors and statuses"). */
  databaseUnavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  /** A write whose connection was cut: it is never repeated, and whether it was stored is unknown. */
  databaseWriteInterrupted:
    "La connexion à la base de données a été interrompue : la modification n'a peut-être pas été enregistrée. Vérifiez-la avant de réessayer.",
} as const;



export const CLIENT_ERRORS = {
  default: 'Une erreur est survenue',
  timeout: "Délai d'attente dépassé",
  network: 'Erreur réseau',
  noRefreshToken: 'Aucun refresh token disponible',
  localLogout: 'Déconnexion locale réussie',
} as const;

export const TOAST_TITLES = {
  success: 'Succès',
  error: 'Erreur',
  deleteError: 'Erreur de suppression',
} as const;

export const NOT_FOUND_PAGE = {
  title: 'Page non trouvée',
  text: "Désolé, la page que vous recherchez n'existe pas ou a été déplacée.",
} as const;

