// The message of 'Envoyer un e-mail de test' (docs/product.md, "E-mail delivery"): short, in French, as HTML and
// plain text, signed with the shop's name, with a link back to the settings; its texts are in
// src/shared/mail/messages.ts.
import { TEST_MAIL } from '@/shared/mail/messages';
import type { MailMessage } from './mailer';
import { mailShopName } from './shop-name';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

export function testMail(to: string, settingsLink: string): MailMessage {
  const shop = mailShopName();
  const subject = `${shop} – ${TEST_MAIL.subject}`;
  const signature = `— L'équipe ${shop}`;
  const text = [TEST_MAIL.greeting, '', TEST_MAIL.text, '', `${TEST_MAIL.action} : ${settingsLink}`, '', TEST_MAIL.footnote, '', signature].join('\n');
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#047857">${escapeHtml(shop)}</h1>
<p>${escapeHtml(TEST_MAIL.greeting)}</p>
<p>${escapeHtml(TEST_MAIL.text)}</p>
<p><a href="${escapeHtml(settingsLink)}">${escapeHtml(TEST_MAIL.action)}</a></p>
<p style="font-size:13px;color:#52525b">${escapeHtml(TEST_MAIL.footnote)}</p>
<p>${escapeHtml(signature)}</p>
</div>
</body>
</html>`;
  return { to, subject, text, html };
}
