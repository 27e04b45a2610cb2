// The refusals of 'Envoyer un e-mail de test', declared once: the service throws them, POST /parametres/email-test
// lists them as its failures (docs/product.md, "E-mail delivery").
import { refusal } from '@/server/services/errors';
import { MAIL_MESSAGES } from '@/shared/mail/messages';
import { API_MESSAGES } from '@/shared/messages';

export const MAIL_REFUSALS = {
  /** A 5xx from the mail server: the credentials of SMTP_URL or the sender MAIL_FROM are refused. */
  testRefused: refusal('mail_refused', MAIL_MESSAGES.testRefused),
  /** No connection, a dropped one, or "try again later". */
  testUnavailable: refusal('mail_unavailable', MAIL_MESSAGES.testUnavailable),
  /** Each test counts as one of the e-mails sent to the account (RATE_LIMIT_ACCOUNT_MAIL). */
  tooMany: refusal('rate_limited', API_MESSAGES.tooManyRequests),
} as const;
