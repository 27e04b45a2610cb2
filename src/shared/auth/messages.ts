// The French messages of sign-in, sessions, accounts, verification and administrators (docs/api.md, "Sign-in and
// sessions"; docs/api.md, "Own account"; docs/api.md, "Administrators"), written once: the forms' rules, the API's
// answers and the activity's titles. A message that states a limit is built from the constant the rule checks.
import { LIMITS, LOGIN_LOCK } from '../constants';

/** The rules of the sign-in, password, profile and administrators' forms. */
export const AUTH_VALIDATION = {
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
} as const;

/** The API's answers and refusals of sign-in, sessions, accounts, verification and administrators. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Identifiants invalides',
  accountNotVerified: 'Compte non vérifié. Veuillez vérifier votre email.',
  accountBlocked: "Compte bloqué. Contactez un super administrateur.",
  tooManyAttempts: `Trop de tentatives. Votre compte est temporairement verrouillé, réessayez dans ${LOGIN_LOCK.lockMinutes} minutes.`,
  /** A session ended after too many wrong current passwords typed through it (docs/decisions/027-counters-per-account.md). */
  sessionEndedWrongPasswords: 'Trop de mots de passe incorrects : cette session a été fermée. Reconnectez-vous.',
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
    "Profil mis à jour avec succès. Un lien de confirmation a été envoyé à votre nouvelle adresse email : elle remplacera l'actuelle dès que vous l'aurez ouvert.",
  superAdminContactLocked: 'Un super administrateur ne peut pas modifier son adresse email ni son numéro de téléphone.',
  emailTaken: 'Cette adresse email est déjà utilisée par un autre compte.',
  phoneTaken: 'Ce numéro de téléphone est déjà utilisé par un autre compte.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  passwordChanged: 'Mot de passe modifié avec succès',
  // Verification and password reset
  accountVerified: 'Compte vérifié avec succès. Vous pouvez maintenant vous connecter.',
  accountVerifiedCreatePassword: 'Compte vérifié avec succès. Un email vous a été envoyé pour créer votre mot de passe.',
  accountVerifiedMailFailed:
    "Compte vérifié avec succès, mais l'email de création du mot de passe n'a pas pu être envoyé. Utilisez « Mot de passe oublié ? » pour recevoir un nouveau lien.",
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
    "Le serveur d'email est injoignable : l'invitation n'a pas été envoyée et rien n'a été enregistré. Veuillez réessayer plus tard.",
  invitationMailRefused: "Le serveur d'email a refusé l'invitation : rien n'a été enregistré. Vérifiez l'adresse puis réessayez.",
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

/** How a session or a sign-in names the browser it came from (docs/api.md, GET /auth/sessions). */
export const DEVICE_LABELS = {
  unknownBrowser: 'Navigateur inconnu',
  on: (browser: string, system: string) => `${browser} sur ${system}`,
} as const;

/** What the activity log (and so the dashboard) says of each account action. */
export const ACCOUNT_ACTIVITY_TITLES = {
  login: 'Connexion',
  logout: 'Déconnexion',
  loginLocked: 'Compte verrouillé temporairement après trop de tentatives',
  sessionReuse: "Session révoquée : réutilisation d'un refresh token",
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
