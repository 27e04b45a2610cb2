// GET /auth/verify/{token}. An invited administrator has no password yet: once the address is proved, a
// link to create one is e-mailed (valid as long as an invitation). The same page confirms a new address asked
// for on the profile (./confirm-email-change.ts): one link page for everything an e-mail proves.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { getMailer } from '@/server/mail/mailer';
import { passwordCreationMail } from '@/server/mail/templates';
import { refused } from '@/server/services/errors';
import { ACCOUNT_REFUSALS } from './refusals';
import type { VerifyOutcome } from '@/shared/constants';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import { logActivity } from '../activity/log-activity';
import { resetPasswordLink } from './links';
import { confirmEmailChange } from './confirm-email-change';
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken } from './one-time-tokens';
import { actorOf } from './to-admin-dto';


export async function verifyAccount(token: string): Promise<VerifyOutcome> {
  if (await findOneTimeToken({ token, purposes: ['email_change'] })) {
    await confirmEmailChange({ token });
    return 'email-changed';
  }
  const verified = await getDb().transaction(async (tx) => {
    const consumed = await consumeOneTimeToken({ token, purposes: ['verify'], executor: tx });
    if (!consumed) return null;
    const [row] = await tx
      .update(admins)
      .set({ emailVerifie: true, updatedAt: sql`now()` })
      .where(eq(admins.id, consumed.adminId))
      .returning();
    await logActivity({
      actor: actorOf(row),
      action: 'auth.verify',
      entityType: 'admin',
      entityId: row.id,
      title: ACCOUNT_ACTIVITY_TITLES.accountVerified,
      subtitle: row.email,
      executor: tx,
    });
    const passwordToken = row.passwordHash ? null : await issueOneTimeToken({ adminId: row.id, purpose: 'invite', executor: tx });
    return { row, passwordToken };
  });
  if (!verified) throw refused(ACCOUNT_REFUSALS.verificationLinkInvalid);
  if (!verified.passwordToken) return 'verified';
  try {
    await getMailer().send(passwordCreationMail(verified.row.email, resetPasswordLink(verified.passwordToken)));
    return 'password-link-sent';
  } catch (error) {
    getLogger().error({ err: error, adminId: verified.row.id }, 'password creation e-mail failed');
    return 'password-link-failed';
  }
}
