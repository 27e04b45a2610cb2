// The French texts of the account screen (docs/product.md, Back office: /admin/compte). The API's own answers
// (profile saved, password changed) come from src/shared/messages.ts; the password asked again is the kit's.
import { KIT_TEXTS } from '@/components/admin/kit/texts';

export const ACCOUNT_TEXTS = {
  title: 'Mon compte',
  subtitle: 'Gérez vos informations personnelles et la sécurité de votre compte',
  loading: 'Chargement du profil...',
  loadError: 'Erreur lors du chargement du profil',
  loadErrorDefault: 'Impossible de charger le profil',
  memberSince: (date: string) => `Membre depuis ${date}`,
  lastLogin: (date: string) => `Dernière connexion : ${date}`,
  neverLoggedIn: 'Dernière connexion : jamais',
  active: 'Compte actif',
  inactive: 'Compte inactif ou bloqué',
  tabProfile: 'Profil',
  tabSecurity: 'Sécurité',

  // Profil
  personalInfo: 'Informations personnelles',
  personalInfoHint: 'Ces informations identifient votre compte dans le back-office.',
  edit: 'Modifier',
  editMode: 'Mode édition',
  save: 'Sauvegarder',
  saving: 'Sauvegarde...',
  cancel: KIT_TEXTS.cancel,
  prenom: 'Prénom',
  nom: 'Nom',
  email: 'Adresse email',
  phone: 'Numéro de téléphone',
  countryCode: 'Indicatif du pays',
  phonePlaceholder: '77 123 45 67',
  birthDate: 'Date de naissance',
  notProvided: 'Non renseigné',
  superAdminNoticeTitle: 'Adresse email et téléphone protégés',
  superAdminNotice:
    "Par sécurité, l'adresse email et le numéro de téléphone d'un super administrateur ne peuvent pas être modifiés depuis le profil : ils restent le dernier moyen d'accéder à la boutique.",
  profileSaved: 'Votre profil a été mis à jour avec succès.',
  // A new e-mail waits for its link (docs/product.md §8).
  emailPendingTitle: 'Nouvelle adresse en attente de confirmation',
  emailPending: (address: string, current: string) =>
    `Ouvrez le lien envoyé à ${address} pour l'utiliser. D'ici là, ${current} reste votre adresse de connexion.`,
  emailPendingWithdraw: "Pour annuler ce changement, enregistrez de nouveau votre adresse actuelle.",
  profileSavedEmailPending: (address: string) =>
    `Votre profil a été mis à jour. Un lien de confirmation a été envoyé à ${address} : votre adresse changera dès que vous l'aurez ouvert.`,
  profileSaveFailed: 'Erreur lors de la mise à jour',

  // Confirmation of an e-mail or phone change
  confirmTitle: KIT_TEXTS.passwordAgainTitle,
  confirmText:
    "Vous modifiez votre adresse email ou votre numéro de téléphone. Pour protéger votre compte, saisissez votre mot de passe actuel.",
  confirmNotice:
    "Un message sera envoyé à votre adresse email actuelle pour vous informer de ce changement. Une nouvelle adresse email ne sera utilisée qu'après avoir été confirmée par le lien qui lui sera envoyé.",
  confirm: KIT_TEXTS.confirm,
  confirming: KIT_TEXTS.confirming,

  // Sécurité
  changePassword: 'Changer le mot de passe',
  changePasswordHint: 'Vos autres sessions seront déconnectées après le changement.',
  currentPassword: KIT_TEXTS.currentPassword,
  newPassword: 'Nouveau mot de passe',
  newPasswordHint: 'Au moins 8 caractères.',
  confirmPassword: 'Confirmer le nouveau mot de passe',
  changing: 'Changement en cours...',
  passwordChanged: 'Votre mot de passe a été changé avec succès.',
  passwordChangeFailed: 'Erreur lors du changement de mot de passe',
  tipsTitle: 'Conseils de sécurité',
  tips: [
    'Utilisez au moins 8 caractères.',
    'Mélangez majuscules, minuscules, chiffres et symboles.',
    "Ne réutilisez pas un mot de passe d'un autre site.",
    'Changez votre mot de passe régulièrement.',
  ],

  // Sessions
  sessionsTitle: 'Sessions ouvertes',
  sessionsHint: 'Les appareils connectés à votre compte en ce moment.',
  sessionsLoading: 'Chargement des sessions...',
  sessionsError: 'Impossible de charger les sessions',
  sessionsEmpty: 'Aucune session ouverte',
  noOtherSession: 'Aucune autre session ouverte.',
  currentSession: 'Cette session',
  address: (ip: string) => `Adresse ${ip}`,
  unknownAddress: 'Adresse inconnue',
  connectedOn: (date: string) => `Connecté le ${date}`,
  lastActivity: (date: string) => `Dernière activité ${date}`,
  endSession: 'Déconnecter',
  endSessionTitle: 'Déconnecter cette session ?',
  endSessionText: (device: string) => `L'appareil « ${device} » devra se reconnecter pour accéder au back-office.`,
  endOthers: 'Déconnecter les autres sessions',
  endOthersTitle: 'Déconnecter les autres sessions ?',
  endOthersText: 'Tous vos autres appareils devront se reconnecter. Cette session reste ouverte.',
  ending: 'Déconnexion...',

  // Sign-ins
  signInsTitle: 'Dernières connexions',
  signInsHint: 'Les 10 dernières tentatives de connexion à votre compte.',
  signInsLoading: "Chargement de l'historique...",
  signInsError: "Impossible de charger l'historique des connexions",
  signInsEmpty: 'Aucune connexion enregistrée',
  signInOk: 'Réussie',
  signInFailed: 'Échec',
} as const;
