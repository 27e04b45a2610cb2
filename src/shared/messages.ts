// Every French message of the product (docs/product.md) and of the API (docs/api.md), written once. A message
// that states a limit is built from the constant the rule checks, so that the two cannot drift apart.
import { LIMITS, LOGIN_LOCK } from './constants';
import { CATALOGUE_ACTIVITY_TITLES } from './catalog/messages';
import { formatNumber, formatPrice } from './format';

const MEGABYTE = 1024 * 1024;

export const VALIDATION = {
  // Product form
  productNameRequired: 'Le nom du produit est requis',
  productPricePositive: 'Le prix doit être supérieur à 0',
  productCategoryRequired: 'Veuillez sélectionner une catégorie',
  productNameMax: `Le nom du produit ne peut pas dépasser ${LIMITS.productNameMax} caractères`,
  productDescriptionMax: `La description ne peut pas dépasser ${LIMITS.productDescriptionMax} caractères`,
  productPriceMax: `Le prix ne peut pas dépasser ${formatPrice(LIMITS.priceMax)}`,
  productPromotionRange: `La promotion doit être comprise entre ${LIMITS.promotionMin} et ${LIMITS.promotionMax}`,
  productStockInvalid: 'Le stock doit être un nombre entier positif',
  productStockMax: `Le stock ne peut pas dépasser ${formatNumber(LIMITS.stockMax)}`,
  fileTooLargeTitle: 'Fichier trop volumineux',
  fileTooLarge: (file: string) => `Le fichier ${file} dépasse la limite de ${LIMITS.productImageMaxBytes / MEGABYTE}MB`,
  // Category form
  categoryNameRequired: 'Le nom est requis',
  categoryNameMax: `Le nom ne peut pas dépasser ${LIMITS.categoryNameMax} caractères`,
  categoryDescriptionMax: `La description ne peut pas dépasser ${LIMITS.categoryDescriptionMax} caractères`,
  subTypeEmpty: 'Le type ne peut pas être vide',
  subTypeMax: `Le type ne peut pas dépasser ${LIMITS.subTypeNameMax} caractères`,
  subTypeDuplicate: 'Ce type existe déjà',
  subTypesLimit: `Limite de ${LIMITS.subTypesMax} types atteinte`,
  categoryHasProducts:
    "Impossible de supprimer cette catégorie car elle contient encore des produits. Veuillez d'abord supprimer tous les produits associés.",
  // Login
  fillAllFields: 'Veuillez remplir tous les champs',
  emailInvalid: 'Veuillez saisir une adresse email valide',
  phoneInvalid: 'Veuillez saisir un numéro de téléphone valide',
  // Forgot password / verification / invitation
  emailRequired: 'Veuillez saisir votre adresse email',
  inviteEmailRequired: 'Veuillez saisir une adresse email',
  // Reset password
  resetTokenMissing: 'Token de réinitialisation manquant',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  resetPasswordMin: `Le mot de passe doit contenir au moins ${LIMITS.resetPasswordMin} caractères`,
  resetPasswordMax: `Le mot de passe ne peut pas dépasser ${LIMITS.passwordMax} caractères`,
  // Profile
  profileNamesRequired: 'Le nom et le prénom sont obligatoires.',
  profileEmailRequired: "L'adresse email est obligatoire.",
  profileEmailInvalid: 'Veuillez saisir une adresse email valide.',
  profilePhoneInvalid: `Le numéro de téléphone doit contenir entre ${LIMITS.phoneDigitsMin} et ${LIMITS.phoneDigitsMax} chiffres.`,
  profileDateInvalid: 'Veuillez saisir une date de naissance valide.',
  // Password change
  currentPasswordRequired: 'Veuillez saisir votre mot de passe actuel.',
  newPasswordRequired: 'Veuillez saisir un nouveau mot de passe.',
  newPasswordMin: `Le nouveau mot de passe doit contenir au moins ${LIMITS.profilePasswordMin} caractères.`,
  newPasswordMax: `Le nouveau mot de passe ne peut pas dépasser ${LIMITS.passwordMax} caractères.`,
  newPasswordsDiffer: 'Les mots de passe ne correspondent pas.',
  newPasswordSameAsOld: "Le nouveau mot de passe doit être différent de l'ancien.",
  // Sessions and administrators
  refreshTokenRequired: 'Refresh token manquant',
  toggleActionInvalid: "L'action doit être 'block' ou 'unblock'",
  // Generic
  invalidValue: 'Valeur invalide',
  /** null sent for a field that takes a value and has no message of its own. */
  emptyValue: 'Ce champ ne peut pas être vide',
  /** A text holding a character no text may hold (U+0000, which PostgreSQL cannot store). */
  invalidCharacter: 'Ce texte contient un caractère non autorisé',
} as const;

/** What the server itself says when it cannot start or cannot store (docs/decisions/015-crash-safety.md). */
export const SERVER_MESSAGES = {
  dataDirFull: (dataDir: string) =>
    `Le disque du dossier de données est plein (DATA_DIR=${dataDir}) : la boutique ne peut pas démarrer. ` +
    'Libérez de la place puis relancez-la ; les données déjà enregistrées sont intactes.',
  dataDirReadOnly: (dataDir: string) =>
    `Le dossier de données est en lecture seule (DATA_DIR=${dataDir}) : la boutique ne peut pas démarrer. ` +
    "Rendez-le accessible en écriture à l'utilisateur du serveur puis relancez-la ; les données déjà enregistrées sont intactes.",
  storageFull: "Espace de stockage insuffisant : les images n'ont pas pu être enregistrées et rien n'a été modifié. Libérez de la place sur le serveur puis réessayez.",
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
  crossSiteRefused: "Requête refusée : elle vient d'un autre site que la boutique. Rien n'a été modifié.",
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
    "La connexion à la base de données a été interrompue : la modification n'a peut-être pas été enregistrée. Vérifiez-la avant de réessayer.",
  invalidCredentials: 'Identifiants invalides',
  accountNotVerified: 'Compte non vérifié. Veuillez vérifier votre email.',
  accountBlocked: "Compte bloqué. Contactez un super administrateur.",
  tooManyAttempts: `Trop de tentatives. Votre compte est temporairement verrouillé, réessayez dans ${LOGIN_LOCK.lockMinutes} minutes.`,
  /** A session ended after too many wrong current passwords typed through it (docs/decisions/027-counters-per-account.md). */
  sessionEndedWrongPasswords: 'Trop de mots de passe incorrects : cette session a été fermée. Reconnectez-vous.',
  // Sign-in and sessions
  loginSuccess: 'Connexion réussie',
  logoutSuccess: 'Déconnexion réussie',
  tokenRefreshed: 'Token rafraîchi avec succès',
  refreshTokenInvalid: 'Refresh token invalide ou expiré',
  sessionsLoaded: 'Sessions récupérées avec succès',
  sessionEnded: 'Session déconnectée',
  otherSessionsEnded: 'Autres sessions déconnectées',
  sessionNotFound: 'Session introuvable ou déjà terminée',
  signInsLoaded: 'Historique des connexions récupéré avec succès',
  // Profile and password
  profileLoaded: 'Profil récupéré avec succès',
  profileUpdated: 'Profil mis à jour avec succès',
  /** A new e-mail is proved before it counts (docs/product.md §8). */
  profileUpdatedEmailPending:
    "Profil mis à jour avec succès. Un lien de confirmation a été envoyé à votre nouvelle adresse email : elle remplacera l'actuelle dès que vous l'aurez ouvert.",
  superAdminContactLocked: 'Un super administrateur ne peut pas modifier son adresse email ni son numéro de téléphone.',
  emailTaken: 'Cette adresse email est déjà utilisée par un autre compte.',
  phoneTaken: 'Ce numéro de téléphone est déjà utilisé par un autre compte.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  passwordChanged: 'Mot de passe modifié avec succès',
  // Verification and password reset
  accountVerified: 'Compte vérifié avec succès. Vous pouvez maintenant vous connecter.',
  accountVerifiedCreatePassword: 'Compte vérifié avec succès. Un email vous a été envoyé pour créer votre mot de passe.',
  accountVerifiedMailFailed:
    "Compte vérifié avec succès, mais l'email de création du mot de passe n'a pas pu être envoyé. Utilisez « Mot de passe oublié ? » pour recevoir un nouveau lien.",
  emailChangeConfirmed: 'Nouvelle adresse email confirmée. Utilisez-la désormais pour vous connecter.',
  verificationLinkInvalid: 'Lien de vérification invalide ou expiré',
  verificationRequested: 'Si un compte non vérifié correspond à cette adresse, un lien de vérification vient de lui être envoyé.',
  resetRequested: 'Si cette adresse email est associée à un compte, un email de réinitialisation vient de lui être envoyé.',
  resetLinkInvalid: 'Lien de réinitialisation invalide ou expiré',
  passwordReset: 'Mot de passe enregistré avec succès. Vous pouvez maintenant vous connecter.',
  // Administrators (super administrator)
  adminInvited: "Invitation envoyée avec succès. L'administrateur doit vérifier son email puis créer son mot de passe.",
  invitationResent: 'Invitation renvoyée avec succès',
  adminEmailTaken: 'Un administrateur utilise déjà cette adresse email.',
  invitationMailUnavailable:
    "Le serveur d'email est injoignable : l'invitation n'a pas été envoyée et rien n'a été enregistré. Veuillez réessayer plus tard.",
  invitationMailRefused: "Le serveur d'email a refusé l'invitation : rien n'a été enregistré. Vérifiez l'adresse puis réessayez.",
  adminsListed: 'Liste des administrateurs récupérée avec succès',
  adminLoaded: 'Administrateur récupéré avec succès',
  adminNotFound: 'Administrateur introuvable',
  adminBlocked: 'Administrateur bloqué avec succès',
  adminUnblocked: 'Administrateur débloqué avec succès',
  cannotBlockSelf: 'Vous ne pouvez pas bloquer votre propre compte.',
  cannotBlockLastSuperAdmin: 'Impossible de bloquer le dernier super administrateur actif.',
  adminAlreadyBlocked: 'Cet administrateur est déjà bloqué.',
  adminNotBlocked: "Cet administrateur n'est pas bloqué.",
} as const;

/** What the activity log (and so the dashboard) says of each account action. */
const ACCOUNT_ACTIVITY_TITLES = {
  login: 'Connexion',
  logout: 'Déconnexion',
  loginLocked: 'Compte verrouillé temporairement après trop de tentatives',
  sessionReuse: "Session révoquée : réutilisation d'un refresh token",
  sessionEnded: 'Session déconnectée',
  otherSessionsEnded: 'Autres sessions déconnectées',
  profileUpdated: 'Profil mis à jour',
  emailChangeRequested: "Changement d'adresse email demandé",
  emailChanged: 'Adresse email modifiée',
  /** The retention task (docs/decisions/023-retention.md); the subtitle counts the orders, never names them. */
  customersErased: 'Coordonnées de clients effacées (durée de conservation écoulée)',
  passwordChanged: 'Mot de passe modifié',
  accountVerified: 'Compte vérifié',
  verificationSent: 'Lien de vérification envoyé',
  resetRequested: 'Réinitialisation du mot de passe demandée',
  passwordReset: 'Mot de passe réinitialisé',
  passwordCreated: 'Mot de passe créé',
  adminInvited: 'Administrateur invité',
  invitationResent: 'Invitation renvoyée',
  adminBlocked: 'Compte bloqué',
  adminUnblocked: 'Compte débloqué',
} as const;

/** How a session or a sign-in names the browser it came from (docs/api.md, GET /auth/sessions). */
export const DEVICE_LABELS = {
  unknownBrowser: 'Navigateur inconnu',
  on: (browser: string, system: string) => `${browser} sur ${system}`,
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

/** What the activity log (and so the dashboard) says of each action. */
export const ACTIVITY_TITLES = { ...ACCOUNT_ACTIVITY_TITLES, ...CATALOGUE_ACTIVITY_TITLES } as const;
