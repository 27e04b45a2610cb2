// The shop's account e-mails and SMS, in French, each as HTML and plain text.
import { SHOP_NAME, TOKEN_LIFETIMES } from '@/shared/constants';
import type { MailMessage } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
}

interface Layout {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; link: string };
  /** How long the link works; a notice whose link does not expire has none. */
  validity?: string;
  footnote: string;
}

function render(layout: Layout): MailMessage {
  const subject = `${SHOP_NAME} – ${layout.subject}`;
  const text = [
    layout.greeting,
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
    `${layout.action.label} : ${layout.action.link}`,
    '',
    ...(layout.validity ? [layout.validity] : []),
    layout.footnote,
    '',
    `— L'équipe ${SHOP_NAME}`,
  ].join('\n');
  const link = escapeHtml(layout.action.link);
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#047857">${escapeHtml(SHOP_NAME)}</h1>
<p>${escapeHtml(layout.greeting)}</p>
${layout.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:32px 0;text-align:center"><a href="${link}" style="background:#047857;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(layout.action.label)}</a></p>
<p style="font-size:13px;color:#52525b">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${link}">${link}</a></p>
<p style="font-size:13px;color:#52525b">${[layout.validity, layout.footnote].filter(Boolean).map((line) => escapeHtml(line as string)).join(' ')}</p>
<p>— L'équipe ${escapeHtml(SHOP_NAME)}</p>
</div>
</body>
</html>`;
  return { to: layout.to, subject, text, html, link: layout.action.link };
}

export function verificationMail(to: string, link: string): MailMessage {
  return render({
    to,
    subject: 'Vérifiez votre adresse email',
    greeting: 'Bonjour,',
    paragraphs: [`Pour activer votre compte administrateur ${SHOP_NAME}, veuillez confirmer votre adresse email.`],
    action: { label: 'Vérifier mon adresse email', link },
    validity: `Ce lien est valable ${TOKEN_LIFETIMES.verificationHours} heures et ne peut servir qu'une fois.`,
    footnote: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet email.",
  });
}

export function invitationMail(to: string, link: string, invitedBy: string): MailMessage {
  return render({
    to,
    subject: 'Invitation à administrer la boutique',
    greeting: 'Bonjour,',
    paragraphs: [
      `${invitedBy} vous invite à rejoindre l'équipe d'administration de ${SHOP_NAME}.`,
      'Commencez par vérifier votre adresse email. Vous recevrez ensuite un second email pour créer votre mot de passe.',
    ],
    action: { label: 'Vérifier mon adresse email', link },
    validity: `Ce lien est valable ${TOKEN_LIFETIMES.invitationDays} jours et ne peut servir qu'une fois.`,
    footnote: "Si vous ne vous attendiez pas à cette invitation, ignorez simplement cet email.",
  });
}

export function passwordCreationMail(to: string, link: string): MailMessage {
  return render({
    to,
    subject: 'Créez votre mot de passe',
    greeting: 'Bonjour,',
    paragraphs: [
      "Votre adresse email est vérifiée. Il ne reste plus qu'à créer le mot de passe de votre compte administrateur.",
    ],
    action: { label: 'Créer mon mot de passe', link },
    validity: `Ce lien est valable ${TOKEN_LIFETIMES.invitationDays} jours et ne peut servir qu'une fois.`,
    footnote: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet email.",
  });
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return render({
    to,
    subject: 'Réinitialisation de votre mot de passe',
    greeting: 'Bonjour,',
    paragraphs: [
      `Une réinitialisation du mot de passe de votre compte administrateur ${SHOP_NAME} a été demandée.`,
      'Cliquez sur le bouton ci-dessous pour choisir un nouveau mot de passe.',
    ],
    action: { label: 'Choisir un nouveau mot de passe', link },
    validity: `Ce lien est valable ${TOKEN_LIFETIMES.resetHours} heure et ne peut servir qu'une fois.`,
    footnote: "Si vous n'avez rien demandé, ignorez cet email : votre mot de passe reste inchangé.",
  });
}

export interface ContactChange {
  at: Date;
  email: { before: string; after: string } | null;
  /** The new phone, or null when it was removed. */
  numero: { after: string | null } | null;
  resetLink: string;
}

const noticeDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Dakar' });

/** To the account's e-mail as it was before the change (docs/product.md, Profile). */
export function contactChangeMail(to: string, change: ContactChange): MailMessage {
  const what = [
    ...(change.email ? [`Adresse email : ${change.email.before} → ${change.email.after}`] : []),
    ...(change.numero ? [`Numéro de téléphone : ${change.numero.after ?? 'supprimé'}`] : []),
  ];
  return render({
    to,
    subject: change.email ? 'Votre adresse email a été modifiée' : 'Votre numéro de téléphone a été modifié',
    greeting: 'Bonjour,',
    paragraphs: [
      `Les coordonnées de connexion de votre compte administrateur ${SHOP_NAME} ont été modifiées le ${noticeDate.format(change.at)} (heure de Dakar) :`,
      ...what,
      "Si vous êtes à l'origine de cette modification, vous n'avez rien à faire.",
      "Si ce n'est pas vous, réinitialisez votre mot de passe sans attendre et prévenez un super administrateur.",
    ],
    action: { label: 'Réinitialiser mon mot de passe', link: change.resetLink },
    footnote: change.email
      ? "Cet email est envoyé à l'adresse enregistrée avant la modification."
      : "Cet email est envoyé à l'adresse enregistrée sur votre compte.",
  });
}

export interface PasswordChange {
  at: Date;
  /** 'change': from the profile, with the current password; 'reset': through an e-mailed reset link. */
  how: 'change' | 'reset';
  resetLink: string;
}

/** To the account's e-mail once its password was changed or reset (docs/product.md, Passwords). */
export function passwordChangeMail(to: string, change: PasswordChange): MailMessage {
  const done = change.how === 'change' ? 'modifié depuis la page de votre compte' : 'réinitialisé par un lien envoyé à cette adresse';
  return render({
    to,
    subject: 'Votre mot de passe a été modifié',
    greeting: 'Bonjour,',
    paragraphs: [
      `Le mot de passe de votre compte administrateur ${SHOP_NAME} a été ${done} le ${noticeDate.format(change.at)} (heure de Dakar).`,
      change.how === 'change' ? 'Vos autres sessions ont été fermées.' : 'Toutes vos sessions ont été fermées.',
      "Si vous êtes à l'origine de cette modification, vous n'avez rien à faire.",
      "Si ce n'est pas vous, réinitialisez votre mot de passe sans attendre et prévenez un super administrateur.",
    ],
    action: { label: 'Réinitialiser mon mot de passe', link: change.resetLink },
    footnote: 'Cet email ne contient aucun mot de passe.',
  });
}

export function verificationSms(link: string): string {
  return `${SHOP_NAME} : vérifiez votre compte administrateur en ouvrant ce lien (valable ${TOKEN_LIFETIMES.verificationHours} h) : ${link}`;
}
