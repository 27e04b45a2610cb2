// POST /auth/request-password-reset: the same neutral answer, at the same speed, whether or not the address
// belongs to an account; the lookup and the e-mail happen after the answer.
import 'server-only';
import { runInBackground } from '@/server/background';
import { getMailer } from '@/server/mail/mailer';
import { accountMailAllowed } from '@/server/rate-limit/rate-limiters';
import { passwordResetMail } from '@/server/mail/templates';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import { logActivity } from '../activity/log-activity';
import { findAdminByEmail } from './find-admin';
import { resetPasswordLink } from './links';
import { issueOneTimeToken } from './one-time-tokens';
import { actorOf } from './to-admin-dto';

export function requestPasswordReset(email: string): void {
  runInBackground('request-password-reset', () => deliverPasswordReset(email));
}

/** E-mails a reset link to a verified, unblocked account; does nothing otherwise. */
async function deliverPasswordReset(email: string): Promise<boolean> {
  const row = await findAdminByEmail(email);
  // An unverified address was never proved to be the holder's: the verification link is the way in.
  if (!row?.emailVerifie || !row.isActive || row.compteVerrouille) return false;
  // A few links an hour per account, whatever the addresses asking: past them nothing is sent, the answer is the same.
  if (!(await accountMailAllowed('reset', row.id))) return false;
  const token = await issueOneTimeToken({ adminId: row.id, purpose: 'reset' });
  await getMailer().send(passwordResetMail(row.email, resetPasswordLink(token)));
  await logActivity({
    actor: actorOf(row),
    action: 'auth.reset_requested',
    entityType: 'admin',
    entityId: row.id,
    title: ACCOUNT_ACTIVITY_TITLES.resetRequested,
    subtitle: row.email,
  });
  return true;
}
