// POST /auth/resend-verification: by e-mail, or by SMS when a phone number is given. The caller is told the
// same thing, at the same speed, whether or not an unverified account matches: the work runs after the answer.
import 'server-only';
import { runInBackground } from '@/server/background';
import { getMailer } from '@/server/mail/mailer';
import { accountMailAllowed } from '@/server/rate-limit/rate-limiters';
import { verificationMail, verificationSms } from '@/server/mail/templates';
import { getSmsSender } from '@/server/sms/sms';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import { logActivity } from '../activity/log-activity';
import { findAdminByEmail, findAdminByPhone } from './find-admin';
import { verifyAccountLink } from './links';
import { issueOneTimeToken } from './one-time-tokens';
import { actorOf } from './to-admin-dto';

export function requestVerificationResend(identifier: string): void {
  runInBackground('resend-verification', () => deliverVerification(identifier));
}

/** Sends a fresh verification link when an unverified account matches; does nothing otherwise. */
async function deliverVerification(identifier: string): Promise<boolean> {
  const byPhone = !identifier.includes('@');
  const row = byPhone ? await findAdminByPhone(identifier) : await findAdminByEmail(identifier);
  if (!row || row.emailVerifie || !row.isActive || row.compteVerrouille) return false;
  // A few links an hour per account, by e-mail and SMS together: past them nothing is sent, the answer is the same.
  if (!(await accountMailAllowed('verify', row.id))) return false;
  const token = await issueOneTimeToken({ adminId: row.id, purpose: 'verify' });
  const link = verifyAccountLink(token);
  if (byPhone && row.numero) await getSmsSender().send({ to: row.numero, text: verificationSms(link), link });
  else await getMailer().send(verificationMail(row.email, link));
  await logActivity({
    actor: actorOf(row),
    action: 'auth.verification_sent',
    entityType: 'admin',
    entityId: row.id,
    title: ACCOUNT_ACTIVITY_TITLES.verificationSent,
    subtitle: byPhone ? row.numero ?? row.email : row.email,
    details: { channel: byPhone ? 'sms' : 'email' },
  });
  return true;
}
