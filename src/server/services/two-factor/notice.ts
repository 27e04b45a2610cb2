// The owner is told by e-mail when their second factor is turned off or removed, or their recovery codes change:
// someone else with the password could otherwise weaken the account unseen (decision 025).
import 'server-only';
import { runInBackground } from '@/server/background';
import { getMailer } from '@/server/mail/mailer';
import { replayedCodeMail, type SecondFactorChange, secondFactorChangeMail } from '@/server/mail/templates';
import { forgotPasswordLink } from '../accounts/links';

export function sendSecondFactorNotice(email: string, what: SecondFactorChange['what']): void {
  const notice = secondFactorChangeMail(email, { at: new Date(), what, resetLink: forgotPasswordLink() });
  runInBackground('second-factor-notice', () => getMailer().send(notice));
}

/** A code of the app already used was typed after the right password (./replayed-code.ts): the owner is told. */
export function sendReplayedCodeNotice(email: string, from: string): void {
  const notice = replayedCodeMail(email, { at: new Date(), from, resetLink: forgotPasswordLink() });
  runInBackground('second-factor-notice', () => getMailer().send(notice));
}
