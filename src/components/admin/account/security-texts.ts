// The French texts of the account screen's 'Sécurité' tab (docs/product.md, Back office: /admin/compte), apart from
// the profile's (./texts.ts): they come with the tab's code, when it is first opened.
import { KIT_TEXTS } from '@/components/admin/kit/texts';

export const SECURITY_TEXTS = {
  // Mot de passe
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
