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
} as const;
