// PUT /auth/change-password (docs/product.md). A wrong current password is a 400, not a 401: the client treats 401 as
// "signed out" and would drop the session of someone who merely mistyped; it counts toward the sign-in lock
// (./reauthenticate.ts). Other sessions end; this one stays; the account's address is told.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { runInBackground } from '@/server/background';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { getMailer } from '@/server/mail/mailer';
import { passwordChangeMail } from '@/server/mail/templates';
import { refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from './refusals';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import { logActivity } from '../activity/log-activity';
import type { LiveAdmin } from './current-admin';
import { findAdminById } from './find-admin';
import { forgotPasswordLink } from './links';
import { hashPassword } from './passwords';
import { confirmCurrentPassword } from './reauthenticate';
import { revokeAdminSessions } from './sessions';
import type { AttemptClient } from './sign-in-attempts';
import { actorOf } from './to-admin-dto';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export async function changePassword({
  actor,
  input,
  client,
}: {
  actor: LiveAdmin;
  input: ChangePasswordInput;
  client: AttemptClient;
}): Promise<{ endedSessions: number }> {
  const current = await findAdminById(actor.id);
  if (!current) throw refused(ACCESS_REFUSALS.tokenInvalid);
  await confirmCurrentPassword({ account: current, password: input.currentPassword, client });
  const passwordHash = await hashPassword(input.newPassword);
  const result = await getDb().transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash, updatedAt: sql`now()` }).where(eq(admins.id, actor.id));
    const endedSessions = await revokeAdminSessions({ adminId: actor.id, keep: actor.sessionId, executor: tx });
    await logActivity({
      actor: actorOf(current),
      action: 'auth.password_change',
      entityType: 'admin',
      entityId: actor.id,
      title: ACCOUNT_ACTIVITY_TITLES.passwordChanged,
      subtitle: current.email,
      details: { endedSessions },
      executor: tx,
    });
    return { endedSessions };
  });
  const notice = passwordChangeMail(current.email, { at: new Date(), how: 'change', resetLink: forgotPasswordLink() });
  runInBackground('password-change-notice', () => getMailer().send(notice));
  return result;
}
