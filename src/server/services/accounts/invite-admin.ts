// POST /auth/admin (super administrator): creates an unverified administrator without a password and e-mails
// a verification link; verifying it then e-mails the link to create the password (docs/api.md). Inviting an
// address whose invitation is still pending sends a fresh one instead of failing.
import 'server-only';
import { getDb } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { admins } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { getMailer } from '@/server/mail/mailer';
import { DomainError } from '@/server/services/errors';
import { invitationMail } from '@/server/mail/templates';
import { ACTIVITY_TITLES, API_MESSAGES } from '@/shared/messages';
import type { Admin } from '@/shared/types';
import { logActivity } from '../activity/log-activity';
import type { LiveAdmin } from './current-admin';
import { findAdminByEmail } from './find-admin';
import { verifyAccountLink } from './links';
import { issueOneTimeToken, ONE_TIME_LIFETIMES_MS } from './one-time-tokens';
import { toAdminDto } from './to-admin-dto';

export interface InviteResult {
  admin: Admin;
  /** True when the address already had a pending invitation, renewed here. */
  resent: boolean;
}

const emailTaken = () => new DomainError('conflict', API_MESSAGES.adminEmailTaken, { fields: { email: API_MESSAGES.adminEmailTaken } });

export async function inviteAdmin(actor: LiveAdmin, email: string): Promise<InviteResult> {
  const existing = await findAdminByEmail(email);
  if (existing && (existing.emailVerifie || existing.passwordHash)) {
    throw emailTaken();
  }
  const resent = existing !== null;

  let invited: { row: typeof admins.$inferSelect; token: string };
  try {
    invited = await getDb().transaction(async (tx) => {
      const row =
        existing ??
        (
          await tx
            .insert(admins)
            .values({ email, typeUtilisateur: 'admin', emailVerifie: false, passwordHash: null, invitedBy: actor.id })
            .returning()
        )[0];
      // The invitee may open the e-mail days later: the link lasts as long as an invitation.
      const token = await issueOneTimeToken(row.id, 'verify', ONE_TIME_LIFETIMES_MS.invite, tx);
      await logActivity(
        {
          actor,
          action: resent ? 'admin.reinvite' : 'admin.invite',
          entityType: 'admin',
          entityId: row.id,
          title: resent ? ACTIVITY_TITLES.invitationResent : ACTIVITY_TITLES.adminInvited,
          subtitle: email,
        },
        tx,
      );
      return { row, token };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'admins_email_key')) {
      throw emailTaken();
    }
    throw error;
  }

  try {
    await getMailer().send(invitationMail(email, verifyAccountLink(invited.token), actor.nomComplet || actor.email));
  } catch (error) {
    // The account stays pending: inviting the address again sends a new e-mail.
    getLogger().error({ err: error, adminId: invited.row.id }, 'invitation e-mail failed');
    throw new DomainError('upstream_failed', API_MESSAGES.invitationMailFailed);
  }
  return { admin: toAdminDto(invited.row), resent };
}
