// POST /parametres/email-test (super administrator): a short French message to the caller's own address, to see
// whether the shop's e-mails arrive (docs/product.md, "E-mail delivery"). The answer says whether it went through
// the mail server of SMTP_URL or was only kept in the outbox; a mail server that refuses it or cannot be reached is
// a French refusal that says what to check, never an unexpected error.
import 'server-only';
import { backOfficeUrl, getConfig } from '@/server/config';
import { getLogger } from '@/server/logger';
import { getMailer, mailDelivery, mailFailure } from '@/server/mail/mailer';
import { testMail } from '@/server/mail/templates';
import { getRateLimiters } from '@/server/rate-limit/rate-limiters';
import { refused } from '@/server/services/errors';
import type { TestMail } from '@/shared/mail/answers';
import type { LiveAdmin } from '../accounts/current-admin';
import { MAIL_REFUSALS } from './refusals';

export async function sendTestMail({ actor }: { actor: Pick<LiveAdmin, 'id' | 'email'> }): Promise<TestMail> {
  // One of the e-mails sent to this account, counted per account like the reset and verification links.
  const decision = await getRateLimiters().consume('accountMail', `test:${actor.id}`);
  if (!decision.allowed) throw refused(MAIL_REFUSALS.tooMany, { retryAfterSeconds: decision.retryAfterSeconds });

  const config = getConfig();
  try {
    await getMailer().send(testMail(actor.email, `${backOfficeUrl(config)}/admin/parametres`));
  } catch (error) {
    const failure = mailFailure(error);
    getLogger().warn({ err: error, adminId: actor.id, failure }, 'test e-mail not sent');
    throw refused(failure === 'refused' ? MAIL_REFUSALS.testRefused : MAIL_REFUSALS.testUnavailable);
  }
  return { envoiEmails: mailDelivery(config), destinataire: actor.email };
}
