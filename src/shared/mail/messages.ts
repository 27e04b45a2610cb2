// How the shop's e-mails leave it, and what the back office says of it (docs/product.md, "E-mail delivery"): with
// SMTP_URL set they are sent; without it each message is kept as a file in the server's outbox and reaches no one,
// and every screen that reports an e-mail says so. Written once: the API's answers, the screens and the banner.
// zod-free: the back office's first loads read these texts.

/** 'smtp': sent through the mail server of SMTP_URL; 'outbox': kept in DATA_DIR/outbox/, sent to no one. */
export const MAIL_DELIVERIES = ['smtp', 'outbox'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

const KEPT = "l'envoi des e-mails n'est pas configuré\u00a0: le message a été conservé dans la boîte d'envoi du serveur (DATA_DIR/outbox) et n'a pas été envoyé.";
/** How to send them: the one variable to set, and where it is explained. */
const HOW_TO = 'Pour envoyer les e-mails, renseignez SMTP_URL (voir le README) puis redémarrez la boutique.';

export const MAIL_MESSAGES = {
  /** The sentence every screen adds when a message went to the outbox. */
  kept: `L'e-mail n'a pas été envoyé\u00a0: ${KEPT} ${HOW_TO}`,
  howTo: HOW_TO,
  // POST /auth/admin without SMTP_URL: the invitation is recorded, its e-mail only kept.
  adminInvitedKept: `Invitation enregistrée, mais l'e-mail n'a pas été envoyé\u00a0: ${KEPT} ${HOW_TO}`,
  invitationResentKept: `Invitation renouvelée, mais l'e-mail n'a pas été envoyé\u00a0: ${KEPT} ${HOW_TO}`,
  // PUT /auth/profile with a new address, without SMTP_URL.
  profileUpdatedEmailKept: `Profil mis à jour. Le lien de confirmation de votre nouvelle adresse n'a pas été envoyé\u00a0: ${KEPT} ${HOW_TO}`,
  /** The profile's card for the address waiting for its link, when that link was kept. */
  emailPendingKept: (address: string, current: string) =>
    `Le lien de confirmation pour ${address} n'a pas été envoyé (l'envoi des e-mails n'est pas configuré). D'ici là, ${current} reste votre adresse de connexion.`,
  /** The password asked before a new e-mail or phone: the messages it announces will only be kept. */
  contactChangeKept: `L'envoi des e-mails n'est pas configuré\u00a0: le message qui vous informe de ce changement et le lien de confirmation d'une nouvelle adresse seront conservés dans la boîte d'envoi du serveur (DATA_DIR/outbox), sans être envoyés. ${HOW_TO}`,
  // The super administrators' banner in the back office.
  bannerTitle: 'Les e-mails ne sont pas envoyés',
  // On a phone, the banner's text is behind this link.
  bannerMore: 'Pourquoi, et comment les envoyer',
  banner: `Aucun serveur d'e-mail n'est configuré\u00a0: les invitations, les liens et les notifications sont conservés dans la boîte d'envoi du serveur (DATA_DIR/outbox) et ne parviennent à personne. ${HOW_TO}`,
  // 'Envoyer un e-mail de test' (POST /parametres/email-test).
  testSent: (address: string) => `E-mail de test envoyé à ${address}. Vérifiez qu'il est bien arrivé (et, sinon, le dossier des indésirables).`,
  testKept: `E-mail de test conservé dans la boîte d'envoi du serveur (DATA_DIR/outbox)\u00a0: il n'a pas été envoyé, car l'envoi des e-mails n'est pas configuré. ${HOW_TO}`,
  testRefused:
    "Le serveur d'e-mail a refusé l'e-mail de test. Vérifiez SMTP_URL (identifiant et mot de passe) et l'adresse d'expédition MAIL_FROM, puis réessayez.",
  testUnavailable: "Le serveur d'e-mail est injoignable\u00a0: l'e-mail de test n'a pas été envoyé. Vérifiez l'adresse et le port de SMTP_URL, puis réessayez.",
} as const;

/** The e-mail 'Envoyer un e-mail de test' sends to the caller's own address. */
export const TEST_MAIL = {
  subject: 'E-mail de test',
  greeting: 'Bonjour,',
  text: "Ce message de test a été envoyé depuis la page « Paramètres » du back-office. S'il vous est parvenu, l'envoi des e-mails de la boutique fonctionne\u00a0: les invitations, les liens de vérification et de réinitialisation du mot de passe et les alertes arriveront de la même façon.",
  action: 'Ouvrir les paramètres',
  footnote: "Si vous n'êtes pas à l'origine de ce test, ignorez simplement cet e-mail.",
} as const;
