// The French texts of the settings' 'E-mails' section (docs/product.md, "E-mail delivery"). What the test answers
// comes from the API (src/shared/mail/messages.ts).
export const MAIL_SECTION_TEXTS = {
  title: 'E-mails',
  smtp: "Les e-mails de la boutique (invitations, liens, alertes) sont envoyés par le serveur d'e-mail configuré (SMTP_URL).",
  outbox:
    "Aucun serveur d'e-mail n'est configuré\u00a0: les e-mails sont conservés dans la boîte d'envoi du serveur (DATA_DIR/outbox) et ne sont pas envoyés. Renseignez SMTP_URL (voir le README) puis redémarrez la boutique.",
  hint: 'Envoyez-vous un court message de test à votre propre adresse pour vérifier que les e-mails arrivent.',
  send: 'Envoyer un e-mail de test',
  sending: 'Envoi en cours...',
  kept: 'E-mail non envoyé',
  failed: "L'e-mail de test n'a pas pu être envoyé.",
} as const;
