// The French texts of /admin/parametres (docs/product.md, "Shop settings"). The rules' messages are the schema's
// (src/shared/settings/rules.ts), shared with the API.
import { SETTINGS_FIELD_LABELS as L, SETTINGS_MESSAGES } from '@/shared/settings/rules';

export const SETTINGS_TEXTS = {
  title: 'Paramètres',
  subtitle: "Le nom, les coordonnées, horaires et règles de commande que la boutique affiche à ses clients.",
  loading: 'Chargement des paramètres...',
  loadError: 'Impossible de charger les paramètres',
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  saved: SETTINGS_MESSAGES.saved,
  unchanged: 'Aucun changement à enregistrer.',
  saveFailed: "Les paramètres n'ont pas pu être enregistrés.",
  checkFields: 'Corrigez les champs signalés puis enregistrez à nouveau.',
  /** The password dialog's text, when a payment, contact or policy field changes (docs/decisions/026-step-up.md). */
  stepUpText: (minutes: number) =>
    `Changer le numéro WhatsApp, un numéro Mobile Money, un contact ou la double authentification demande votre mot de passe. Il ne vous sera plus demandé pendant ${minutes} minutes.`,
  optional: '(facultatif)',

  identityTitle: 'Identité de la boutique',
  identityHint: "Le nom et les réseaux sociaux que la boutique montre à ses clients.",
  shopName: L.nomBoutique,
  shopNameHint: "Dans l'en-tête et les titres des pages, le bon de livraison, les e-mails et les messages WhatsApp.",
  socialHint: 'Les liens du pied de page. Un lien laissé vide n’y est pas affiché.',
  lienFacebook: L.lienFacebook,
  lienInstagram: L.lienInstagram,
  lienTiktok: L.lienTiktok,

  ordersTitle: 'Commandes WhatsApp',
  ordersHint: 'Le bouton « Commander via WhatsApp » du panier envoie les commandes à ce numéro.',
  whatsapp: L.numeroWhatsapp,
  whatsappHint: 'Le changement vaut pour toute la boutique dans la seconde : panier, fiches produits, bouton flottant.',

  contactTitle: 'Contact',
  contactHint: 'Affichés dans le pied de page et la FAQ.',
  email: L.emailContact,
  phone: L.telephoneContact,

  hoursTitle: "Horaires d'ouverture",
  hoursHint: "Heure de Dakar. En dehors des horaires, le panier l'indique ; les commandes restent possibles.",
  open: 'Ouvert',
  closed: 'Fermé',
  openSwitch: (day: string) => `${day} : ouvert`,
  opening: (day: string) => `${day} : ouverture`,
  closing: (day: string) => `${day} : fermeture`,
  to: 'à',
  hoursMessage: L.messageHorsHoraires,
  hoursMessageHint: "Affiché sur le panier en dehors des horaires, suivi de l'heure de réouverture.",

  announcementTitle: 'Annonce',
  announcementHint: 'Un bandeau en haut de toutes les pages de la boutique. Videz le texte pour le retirer.',
  announcementText: "Texte de l'annonce",
  announcementLink: 'Lien',
  announcementLinkHint: 'Une page de la boutique (/catalogue) ou une adresse https://.',
  announcementStart: 'Début',
  announcementEnd: 'Fin',
  announcementDatesHint: 'Jours compris, heure de Dakar. Sans date : affichée dès maintenant, sans fin.',

  paymentTitle: 'Paiement Mobile Money',
  paymentHint: 'Ajoutés à la fin du message de commande WhatsApp quand ils sont renseignés.',
  wave: L.numeroWave,
  orangeMoney: L.numeroOrangeMoney,

  rulesTitle: 'Livraison et commande',
  rulesHint: 'Appliquées par le panier et par les commandes enregistrées.',
  freeFrom: L.livraisonOfferteDes,
  freeFromHint: 'En FCFA. Vide : jamais offerte. Les frais « à confirmer » le restent.',
  minimum: L.commandeMinimum,
  minimumHint: 'En FCFA. Vide : aucun minimum. En dessous, le panier indique ce qui manque.',

  stockTitle: 'Stock',
  lowStock: L.seuilStockBas,
  lowStockHint: "Pour les produits sans seuil propre. 0 : pas d'alerte.",

  securityTitle: 'Sécurité',
  secondFactorPolicy: 'Exiger la double authentification pour tous les administrateurs',
  secondFactorPolicyHint:
    "Un administrateur sans application d'authentification devra la configurer à sa prochaine connexion. Activez-la d'abord sur votre propre compte (Mon compte, Sécurité).",
} as const;
