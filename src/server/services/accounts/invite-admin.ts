// POST /auth/admin (super administrator): e-mails a verification link, then creates an unverified
// administrator without a password; verifying it then e-mails the link to create the password (docs/api.md).
// Inviting an address whose invitation is still pending sends a fresh one instead of failing.
import 'server-only';
import { getDb } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { admins } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { getMailer, mailDelivery, mailFailure } from '@/server/mail/mailer';
import { type DomainError, refused } from '@/server/services/errors';
import { ADMIN_REFUSALS } from './refusals';
import { invitationMail } from '@/server/mail/templates';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import type { InvitedAdmin } from '@/shared/auth/answers';
import { logActivity } from '../activity/log-activity';
import type { LiveAdmin } from './current-admin';
import { findAdminByEmail } from './find-admin';
import { verifyAccountLink } from './links';
import { issueOneTimeToken, ONE_TIME_LIFETIMES_MS } from './one-time-tokens';
import { toAdminDto } from './to-admin-dto';
import { randomToken } from './token-hash';

export interface InviteResult {
  /** With `envoiEmails`: 'outbox' when the e-mail was only kept (no SMTP_URL), which the answer says. */
  admin: InvitedAdmin;
  /** True when the address already had a pending invitation, renewed here. */
  resent: boolean;
}

const emailTaken = () => refused(ADMIN_REFUSALS.emailTaken);

/** A mail server that took no message: refused (the address, the message) or out of reach (mailFailure). */
function mailNotSent(error: unknown): DomainError {
  return mailFailure(error) === 'refused' ? refused(ADMIN_REFUSALS.mailRefused) : refused(ADMIN_REFUSALS.mailUnavailable);
}

export async function inviteAdmin({ actor, email }: { actor: LiveAdmin; email: string }): Promise<InviteResult> {
  const existing = await findAdminByEmail(email);
  if (existing && (existing.emailVerifie || existing.passwordHash)) {
    throw emailTaken();
  }
  const resent = existing !== null;

  // The e-mail goes first, and the account, its link and the log entry are written only once the mail server
  // has taken it: an invitation nobody received leaves nothing behind, and a pending one keeps its working
  // link (docs/api.md, POST /auth/admin).
  const token = randomToken();
  try {
    await getMailer().send(invitationMail(email, verifyAccountLink(token), actor.nomComplet || actor.email));
  } catch (error) {
    getLogger().error({ err: error, adminId: existing?.id }, 'invitation e-mail not sent: nothing recorded');
    throw mailNotSent(error);
  }

  let row: typeof admins.$inferSelect;
  try {
    row = await getDb().transaction(async (tx) => {
      const invited =
        existing ??
        (
          await tx
            .insert(admins)
            .values({ email, typeUtilisateur: 'admin', emailVerifie: false, passwordHash: null, invitedBy: actor.id })
            .returning()
        )[0];
      // The invitee may open the e-mail days later: the link lasts as long as an invitation.
      await issueOneTimeToken({ adminId: invited.id, purpose: 'verify', lifetimeMs: ONE_TIME_LIFETIMES_MS.invite, executor: tx, token });
      await logActivity({
        actor,
        action: resent ? 'admin.reinvite' : 'admin.invite',
        entityType: 'admin',
        entityId: invited.id,
        title: resent ? ACCOUNT_ACTIVITY_TITLES.invitationResent : ACCOUNT_ACTIVITY_TITLES.adminInvited,
        subtitle: email,
        executor: tx,
      });
      return invited;
    });
  } catch (error) {
    // Invited twice at once: the other invitation holds the address; this e-mail's link leads nowhere.
    if (isUniqueViolation(error, 'admins_email_key')) {
      throw emailTaken();
    }
    throw error;
  }
  return { admin: { ...toAdminDto(row), envoiEmails: mailDelivery() }, resent };
}
