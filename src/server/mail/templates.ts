// The shop's account e-mails and SMS, in French, each as HTML and plain text.
import { TOKEN_LIFETIMES } from '@/shared/constants';
import { ALERT_SUMMARY_LABELS, formatStockLeft } from '@/shared/alerts/summary';
import type { ShopAlerts } from '@/shared/alerts/answers';
import { TEST_MAIL } from '@/shared/mail/messages';
import type { MailMessage } from './mailer';
import { mailShopName } from './shop-name';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
}

interface Layout {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Lists under their headings, after the paragraphs (the alerts' summary). */
  lists?: { title: string; items: string[] }[];
  action: { label: string; link: string };
  /** How long the link works; a notice whose link does not expire has none. */
  validity?: string;
  footnote: string;
}

function render(layout: Layout): MailMessage {
  const shop = mailShopName();
  const subject = `${shop} – ${layout.subject}`;
  const text = [
    layout.greeting,
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
    ...(layout.lists ?? []).flatMap((list) => [list.title, ...list.items.map((item) => `- ${item}`), '']),
    `${layout.action.label} : ${layout.action.link}`,
    '',
    ...(layout.validity ? [layout.validity] : []),
    layout.footnote,
    '',
    `— L'équipe ${shop}`,
  ].join('\n');
  const link = escapeHtml(layout.action.link);
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#047857">${escapeHtml(shop)}</h1>
<p>${escapeHtml(layout.greeting)}</p>
${layout.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${(layout.lists ?? [])
  .map(
    (list) =>
      `<h2 style="margin:24px 0 8px;font-size:16px;color:#18181b">${escapeHtml(list.title)}</h2>\n<ul style="margin:0;padding-left:20px">${list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
<p style="margin:32px 0;text-align:center"><a href="${link}" style="display:inline-block;background:#047857;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(layout.action.label)}</a></p>
<p style="font-size:13px;color:#52525b">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${link}">${link}</a></p>
<p style="font-size:13px;color:#52525b">${[layout.validity, layout.footnote].filter(Boolean).map((line) => escapeHtml(line as string)).join(' ')}</p>
<p>— L'équipe ${escapeHtml(shop)}</p>
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
    paragraphs: [`Pour activer votre compte administrateur ${mailShopName()}, veuillez confirmer votre adresse email.`],
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
      `${invitedBy} vous invite à rejoindre l'équipe d'administration de ${mailShopName()}.`,
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
      `Une réinitialisation du mot de passe de votre compte administrateur ${mailShopName()} a été demandée.`,
      'Cliquez sur le bouton ci-dessous pour choisir un nouveau mot de passe.',
    ],
    action: { label: 'Choisir un nouveau mot de passe', link },
    validity: `Ce lien est valable ${TOKEN_LIFETIMES.resetHours} heure et ne peut servir qu'une fois.`,
    footnote: "Si vous n'avez rien demandé, ignorez cet email : votre mot de passe reste inchangé.",
  });
}

export interface ContactChange {
  at: Date;
  /** `pending`: asked for on the profile, not yet confirmed from the new address. */
  email: { before: string; after: string; pending?: boolean } | null;
  /** The new phone, or null when it was removed. */
  numero: { after: string | null } | null;
  resetLink: string;
}

const noticeDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Dakar' });

/** To the account's e-mail as it was before the change (docs/product.md, Profile). */
export function contactChangeMail(to: string, change: ContactChange): MailMessage {
  const pending = change.email?.pending === true;
  const what = [
    ...(change.email
      ? [`Adresse email : ${change.email.before} → ${change.email.after}${pending ? ' (dès que la nouvelle adresse sera confirmée)' : ''}`]
      : []),
    ...(change.numero ? [`Numéro de téléphone : ${change.numero.after ?? 'supprimé'}`] : []),
  ];
  return render({
    to,
    subject: pending
      ? "Changement de votre adresse email demandé"
      : change.email
        ? 'Votre adresse email a été modifiée'
        : 'Votre numéro de téléphone a été modifié',
    greeting: 'Bonjour,',
    paragraphs: [
      pending
        ? `Un changement des coordonnées de connexion de votre compte administrateur ${mailShopName()} a été demandé le ${noticeDate.format(change.at)} (heure de Dakar) :`
        : `Les coordonnées de connexion de votre compte administrateur ${mailShopName()} ont été modifiées le ${noticeDate.format(change.at)} (heure de Dakar) :`,
      ...what,
      "Si vous êtes à l'origine de cette modification, vous n'avez rien à faire.",
      "Si ce n'est pas vous, réinitialisez votre mot de passe sans attendre et prévenez un super administrateur.",
    ],
    action: { label: 'Réinitialiser mon mot de passe', link: change.resetLink },
    footnote: change.email && !pending
      ? "Cet email est envoyé à l'adresse enregistrée avant la modification."
      : "Cet email est envoyé à l'adresse enregistrée sur votre compte.",
  });
}

/** To a new address asked for on the profile: it becomes the account's once this link is followed. */
export function emailChangeMail(to: string, link: string): MailMessage {
  return render({
    to,
    subject: 'Confirmez votre nouvelle adresse email',
    greeting: 'Bonjour,',
    paragraphs: [
      `Cette adresse a été choisie pour se connecter à un compte administrateur ${mailShopName()}.`,
      "Elle ne sera utilisée qu'une fois confirmée : cliquez sur le bouton ci-dessous.",
    ],
    action: { label: 'Confirmer cette adresse', link },
    validity: `Ce lien est valable ${TOKEN_LIFETIMES.verificationHours} heures et ne peut servir qu'une fois.`,
    footnote: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet email : rien ne changera.",
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
      `Le mot de passe de votre compte administrateur ${mailShopName()} a été ${done} le ${noticeDate.format(change.at)} (heure de Dakar).`,
      change.how === 'change' ? 'Vos autres sessions ont été fermées.' : 'Toutes vos sessions ont été fermées.',
      "Si vous êtes à l'origine de cette modification, vous n'avez rien à faire.",
      "Si ce n'est pas vous, réinitialisez votre mot de passe sans attendre et prévenez un super administrateur.",
    ],
    action: { label: 'Réinitialiser mon mot de passe', link: change.resetLink },
    footnote: 'Cet email ne contient aucun mot de passe.',
  });
}

export interface SecondFactorChange {
  at: Date;
  /**
   * 'disabled': turned off by the owner; 'codes_renewed': new recovery codes; 'reset': removed by a super administrator;
   * 'passkey_added', 'passkey_removed': one of the owner's passkeys (decision 025, "Passkeys"); 'enabled': the
   * authenticator app turned on from the account page, 'enabled_at_sign_in': at the sign-in the shop's policy
   * required (docs/decisions/027-counters-per-account.md).
   */
  what: 'enabled' | 'enabled_at_sign_in' | 'disabled' | 'codes_renewed' | 'reset' | 'passkey_added' | 'passkey_removed';
  resetLink: string;
}

/** To the account's e-mail when its second factor is turned on or off, its recovery codes change or a passkey comes or goes (decision 025). */
export function secondFactorChangeMail(to: string, change: SecondFactorChange): MailMessage {
  const when = `le ${noticeDate.format(change.at)} (heure de Dakar)`;
  const done = {
    enabled: `La double authentification de votre compte administrateur ${mailShopName()} a été activée depuis la page de votre compte ${when}. Une application d'authentification est désormais demandée à chaque connexion.`,
    enabled_at_sign_in: `La double authentification de votre compte administrateur ${mailShopName()} a été activée à la connexion ${when}, comme la boutique l'exige. Une application d'authentification est désormais demandée à chaque connexion.`,
    disabled: `La double authentification de votre compte administrateur ${mailShopName()} a été désactivée depuis la page de votre compte ${when}. Votre mot de passe suffit désormais pour vous connecter.`,
    codes_renewed: `De nouveaux codes de secours ont été générés pour votre compte administrateur ${mailShopName()} ${when}. Les anciens codes ne fonctionnent plus.`,
    reset: `Un super administrateur a supprimé la double authentification de votre compte administrateur ${mailShopName()} ${when}. Votre mot de passe suffit désormais pour vous connecter ; vous pouvez la réactiver depuis la page Mon compte.`,
    passkey_added: `Une clé d'accès a été ajoutée à votre compte administrateur ${mailShopName()} ${when}. Elle peut remplacer le code de votre application d'authentification à la connexion.`,
    passkey_removed: `Une clé d'accès a été supprimée de votre compte administrateur ${mailShopName()} ${when}.`,
  }[change.what];
  const subject = {
    enabled: 'La double authentification de votre compte a été activée',
    enabled_at_sign_in: 'La double authentification de votre compte a été activée',
    disabled: 'La double authentification de votre compte a été désactivée',
    codes_renewed: 'Vos codes de secours ont été renouvelés',
    reset: 'La double authentification de votre compte a été désactivée',
    passkey_added: "Une clé d'accès a été ajoutée à votre compte",
    passkey_removed: "Une clé d'accès a été supprimée de votre compte",
  }[change.what];
  return render({
    to,
    subject,
    greeting: 'Bonjour,',
    paragraphs: [
      done,
      "Si vous êtes à l'origine de cette modification, vous n'avez rien à faire.",
      "Si ce n'est pas vous, réinitialisez votre mot de passe sans attendre et prévenez un super administrateur.",
    ],
    action: { label: 'Réinitialiser mon mot de passe', link: change.resetLink },
    footnote: 'Cet email ne contient aucun code.',
  });
}

/**
 * To the account's e-mail when a code of its app that had already been used was typed after its password (ASVS
 * 2.8.5; docs/decisions/026-step-up.md): the code was refused, but someone may know the password.
 */
export function replayedCodeMail(to: string, replay: { at: Date; from: string; resetLink: string }): MailMessage {
  const when = `le ${noticeDate.format(replay.at)} (heure de Dakar)`;
  return render({
    to,
    subject: 'Un code de connexion déjà utilisé a été présenté',
    greeting: 'Bonjour,',
    paragraphs: [
      `Le mot de passe de votre compte administrateur ${mailShopName()} a été saisi ${when}, depuis l'adresse ${replay.from}, suivi d'un code de votre application d'authentification qui avait déjà servi. La connexion a été refusée : chaque code ne sert qu'une fois.`,
      "Si c'était vous (un même code saisi deux fois, par exemple), vous n'avez rien à faire.",
      "Si ce n'est pas vous, quelqu'un connaît votre mot de passe : changez-le sans attendre et prévenez un super administrateur.",
    ],
    action: { label: 'Changer mon mot de passe', link: replay.resetLink },
    footnote: 'Cet email ne contient aucun code.',
  });
}

/**
 * To the account's e-mail when, after its password, the sign-in sets up the second factor the shop requires
 * (docs/decisions/027-counters-per-account.md): the code that proves the mailbox is the owner's.
 */
export function signInSetupCodeMail(to: string, sent: { code: string; at: Date; from: string; minutes: number; resetLink: string }): MailMessage {
  const when = `le ${noticeDate.format(sent.at)} (heure de Dakar)`;
  return render({
    to,
    subject: `Code de configuration de la double authentification : ${sent.code}`,
    greeting: 'Bonjour,',
    paragraphs: [
      `Le mot de passe de votre compte administrateur ${mailShopName()} a été saisi ${when}, depuis l'adresse ${sent.from}, et la boutique exige la double authentification. Pour la configurer, saisissez ce code sur la page de connexion, avec celui de votre application d'authentification :`,
      sent.code,
      `Il est valable ${sent.minutes} minutes. Ne le communiquez à personne : aucun membre de l'équipe ne vous le demandera.`,
      "Si ce n'est pas vous, quelqu'un connaît votre mot de passe : ne saisissez pas ce code, changez votre mot de passe sans attendre et prévenez un super administrateur.",
    ],
    action: { label: 'Changer mon mot de passe', link: sent.resetLink },
    footnote: "Sans ce code, personne ne peut lier une application d'authentification à votre compte.",
  });
}

/**
 * To the account's e-mail when wrong codes at the sign-in's second step, from any address, passed the account's
 * threshold (docs/decisions/027-counters-per-account.md): once per window.
 */
export function wrongCodesMail(to: string, notice: { at: Date; count: number; minutes: number; resetLink: string }): MailMessage {
  const when = `le ${noticeDate.format(notice.at)} (heure de Dakar)`;
  return render({
    to,
    subject: 'Des codes de connexion erronés ont été saisis',
    greeting: 'Bonjour,',
    paragraphs: [
      `Des codes de connexion erronés ont été saisis pour votre compte administrateur ${mailShopName()}, après son mot de passe : ${notice.count} en moins de ${notice.minutes} minutes, ${when}. Les connexions de votre compte sont ralenties pour un moment ; vous pouvez toujours vous connecter.`,
      "Si c'était vous (l'heure de votre téléphone, par exemple), vous n'avez rien à faire.",
      "Si ce n'est pas vous, quelqu'un connaît votre mot de passe : changez-le sans attendre et prévenez un super administrateur.",
    ],
    action: { label: 'Changer mon mot de passe', link: notice.resetLink },
    footnote: 'Cet email ne contient aucun code.',
  });
}

/** 'Envoyer un e-mail de test' (docs/product.md, "E-mail delivery"): short, with a link back to the settings. */
export function testMail(to: string, settingsLink: string): MailMessage {
  return render({
    to,
    subject: TEST_MAIL.subject,
    greeting: TEST_MAIL.greeting,
    paragraphs: [TEST_MAIL.text],
    action: { label: TEST_MAIL.action, link: settingsLink },
    footnote: TEST_MAIL.footnote,
  });
}

export function verificationSms(link: string): string {
  return `${mailShopName()} : vérifiez votre compte administrateur en ouvrant ce lien (valable ${TOKEN_LIFETIMES.verificationHours} h) : ${link}`;
}

const alertDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** One product of the alerts' summary: its name, then its stock or its expiry date. */
function alertItem(kind: keyof typeof ALERT_SUMMARY_LABELS, product: ShopAlerts['alertes'][number]['produits'][number]): string {
  if (kind === 'stock-bas') return `${product.nom} : ${formatStockLeft(product.stock ?? 0)} (seuil ${product.seuilStockBas})`;
  if (kind === 'rupture') return product.nom;
  const date = product.datePeremption ? alertDay.format(new Date(`${product.datePeremption}T00:00:00Z`)) : '';
  return kind === 'perime' ? `${product.nom} : périmé depuis le ${date}` : `${product.nom} : se périme le ${date}`;
}

/** The daily summary of the alerts, to an administrator who chose it (docs/product.md, "Alerts"); only sent when there is one. */
export function alertSummaryMail(to: string, alerts: ShopAlerts, dashboardLink: string): MailMessage {
  const groups = alerts.alertes.filter((group) => group.total > 0);
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  return render({
    to,
    subject: `Alertes du ${alertDay.format(new Date(`${alerts.jour}T00:00:00Z`))}`,
    greeting: 'Bonjour,',
    paragraphs: [`Voici les produits à surveiller aujourd'hui (${total} alerte${total > 1 ? 's' : ''}) :`],
    lists: groups.map((group) => {
      const more = group.total - group.produits.length;
      return {
        title: `${ALERT_SUMMARY_LABELS[group.type]} : ${group.total} produit${group.total > 1 ? 's' : ''}`,
        items: [...group.produits.map((product) => alertItem(group.type, product)), ...(more > 0 ? [`… et ${more} autre${more > 1 ? 's' : ''}`] : [])],
      };
    }),
    action: { label: 'Ouvrir le tableau de bord', link: dashboardLink },
    footnote:
      "Vous recevez cet email parce que vous avez choisi les alertes par email. Pour ne plus le recevoir, désactivez-les dans « Mon compte » du back-office.",
  });
}
