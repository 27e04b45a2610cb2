// The link sent to a new address from the profile (./update-profile.ts), opened through GET /auth/verify/{token}:
// the address is proved, and only now replaces the old one. Another account may have taken it meanwhile: the
// change is then refused and the link stays unspent, the account keeping its address.
import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { admins } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ACCOUNT_REFUSALS } from './refusals';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import { logActivity } from '../activity/log-activity';
import { consumeOneTimeToken } from './one-time-tokens';
import { actorOf } from './to-admin-dto';

export async function confirmEmailChange({ token }: { token: string }): Promise<void> {
  try {
    await getDb().transaction(async (tx) => {
      const consumed = await consumeOneTimeToken({ token, purposes: ['email_change'], executor: tx });
      if (!consumed) throw linkInvalid();
      const [account] = await tx.select().from(admins).where(eq(admins.id, consumed.adminId)).for('update');
      const email = account?.pendingEmail;
      // A super administrator's address never changes (docs/product.md); nor does a withdrawn one.
      if (!account || !email || account.typeUtilisateur === 'SUPER_ADMIN') throw linkInvalid();
      const holder = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(and(sql`lower(${admins.email}) = ${email.toLowerCase()}`, ne(admins.id, account.id)))
        .limit(1);
      if (holder.length > 0) throw emailTaken();
      const [row] = await tx
        .update(admins)
        .set({ email, pendingEmail: null, emailVerifie: true, updatedAt: sql`now()` })
        .where(eq(admins.id, account.id))
        .returning();
      await logActivity({
        actor: actorOf(row),
        action: 'admin.email_change',
        entityType: 'admin',
        entityId: row.id,
        title: ACCOUNT_ACTIVITY_TITLES.emailChanged,
        subtitle: row.email,
        details: { before: account.email },
        executor: tx,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'admins_email_key')) throw emailTaken();
    throw error;
  }
}

const linkInvalid = () => refused(ACCOUNT_REFUSALS.verificationLinkInvalid);
const emailTaken = () => refused(ACCOUNT_REFUSALS.verificationEmailTaken);
