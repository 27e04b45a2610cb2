// /parametres/email-test: 'Envoyer un e-mail de test' (docs/product.md, "E-mail delivery"), a super administrator's
// check that the shop's e-mails arrive. The route is thin: the service sends, counts and refuses.
import { Hono } from 'hono';
import { sendTestMail } from '@/server/services/mail/send-test-mail';
import { MAIL_REFUSALS } from '@/server/services/mail/refusals';
import { testMailShape } from '@/shared/mail/answers';
import { MAIL_MESSAGES } from '@/shared/mail/messages';
import { TAGS, documented } from './openapi-routes';
import { ok } from './respond';
import type { AppEnv } from './types';

export function mailRoutes() {
  const mail = new Hono<AppEnv>();
  const route = documented(mail);

  route.post(
    '/',
    {
      operationId: 'sendTestMail',
      tag: TAGS.settings,
      summary: "E-mail a short test message to the caller's own address",
      description:
        "No body. `envoiEmails` says whether it went through the mail server of SMTP_URL ('smtp') or was only kept in the server's outbox ('outbox', SMTP_URL not set); the message says the same in French. Each test counts as one of the e-mails sent to the account (RATE_LIMIT_ACCOUNT_MAIL): past it, 429 with Retry-After.",
      access: 'super administrator',
      success: [{ messages: [MAIL_MESSAGES.testSent('awa.diop@example.sn'), MAIL_MESSAGES.testKept], data: testMailShape }],
      failures: [MAIL_REFUSALS.testRefused, MAIL_REFUSALS.testUnavailable, MAIL_REFUSALS.tooMany],
    },
    async (c) => {
      const sent = await sendTestMail({ actor: c.get('admin') });
      return ok(c, sent, sent.envoiEmails === 'outbox' ? MAIL_MESSAGES.testKept : MAIL_MESSAGES.testSent(sent.destinataire));
    },
  );

  return mail;
}
