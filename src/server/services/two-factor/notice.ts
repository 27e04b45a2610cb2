// The owner is told by e-mail when their second factor is turned off or removed, or their recovery codes change:
// someone else with the password could otherwise weaken the account unseen (decision 025).
import 'server-only';
import { runInBackground } from '@/server/background';
import { getMailer } from '@/server/mail/mailer';
import { type SecondFactorChange, secondFactorChangeMail } from '@/server/mail/templates';
import { forgotPasswordLink } from '../accounts/links';

export function sendSecondFactorNotice(email: string, what: SecondFactorChange['what']): void {
  const notice = secondFactorChangeMail(email, { at: new Date(), what, resetLink: forgotPasswordLink() });
  runInBackground('second-factor-notice', () => getMailer().send(notice));
}
