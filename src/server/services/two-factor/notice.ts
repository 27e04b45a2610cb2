// The owner is told by e-mail when their second factor is turned on, off or removed, or their recovery codes change:
// someone else with the password could otherwise change the account's factors unseen (decisions 025 and 027). The
// e-mails that carry no change (a replayed code, wrong codes in a row) and the required setup's code go out here too.
import 'server-only';
import { runInBackground } from '@/server/background';
import { getMailer } from '@/server/mail/mailer';
import { replayedCodeMail, type SecondFactorChange, secondFactorChangeMail, wrongCodesMail } from '@/server/mail/templates';
import { ACCOUNT_GUARD } from '@/shared/constants';
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

/** Wrong answers at the second step passed the account's threshold (./second-step-guard.ts): the owner is told. */
export function sendWrongCodesNotice(email: string, count: number): void {
  const notice = wrongCodesMail(email, { at: new Date(), count, minutes: ACCOUNT_GUARD.windowMinutes, resetLink: forgotPasswordLink() });
  runInBackground('second-factor-notice', () => getMailer().send(notice));
}
