// PUT /auth/profile. A super administrator's e-mail and phone are the shop's last way in: they cannot be
// changed from the profile (docs/product.md), and the server refuses it rather than trusting the form. Anyone
// else changing theirs types their password again, and the address the account had is told of the change. A
// new e-mail is only asked for here: it is kept aside and a link is sent to it; it replaces the old one when
// that link is followed (./confirm-email-change.ts), so that a typo never sends the next reset link to a
// stranger (docs/product.md §8).
import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { runInBackground } from '@/server/background';
import { getDb } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { admins } from '@/server/db/schema';
import { getMailer } from '@/server/mail/mailer';
import { contactChangeMail, emailChangeMail } from '@/server/mail/templates';
import { invalidField, refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from './refusals';
import { ACCOUNT_REFUSALS } from './refusals';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import { AUTH_VALIDATION } from '@/shared/auth/messages';
import { normalisePhone } from '@/shared/phone';
import type { ProfileUpdateInput } from '@/shared/auth/schemas';
import type { OwnProfile } from '@/shared/auth/answers';
import { logActivity } from '../activity/log-activity';
import type { LiveAdmin } from './current-admin';
import { findAdminById } from './find-admin';
import { forgotPasswordLink, verifyAccountLink } from './links';
import { issueOneTimeToken, retireOneTimeTokens } from './one-time-tokens';
import { confirmCurrentPassword } from './reauthenticate';
import type { AttemptClient } from './sign-in-attempts';
import { type AdminRow, actorOf, toOwnProfileDto } from './to-admin-dto';

export async function updateProfile({
  actor,
  input,
  client,
}: {
  actor: LiveAdmin;
  input: ProfileUpdateInput;
  client: AttemptClient;
}): Promise<{ profile: OwnProfile; emailLinkSent: boolean }> {
  const current = await findAdminById(actor.id);
  if (!current) throw refused(ACCESS_REFUSALS.tokenInvalid);

  const email = input.email;
  let numero: string | null | undefined;
  if (input.numero === undefined) numero = undefined;
  else if (!input.numero) numero = null;
  else {
    numero = normalisePhone(input.numero);
    if (!numero) throw invalidField('numero', AUTH_VALIDATION.profilePhoneInvalid);
  }

  const emailChanges = email !== undefined && email !== current.email.toLowerCase();
  // Typing the current address back withdraws a change asked for earlier.
  const emailWithdrawn = email !== undefined && !emailChanges && current.pendingEmail !== null;
  const numeroChanges = numero !== undefined && numero !== current.numero;
  const contactChanges = emailChanges || numeroChanges;
  if (current.typeUtilisateur === 'SUPER_ADMIN' && contactChanges) {
    throw refused(ACCOUNT_REFUSALS.contactLocked);
  }
  // The e-mail and the phone are how the account signs in and recovers: a session left open is not enough.
  if (contactChanges) {
    if (!input.currentPassword) throw refused(ACCOUNT_REFUSALS.currentPasswordRequired);
    await confirmCurrentPassword({ account: current, password: input.currentPassword, client });
  }

  if (emailChanges) {
    const holder = await getDb()
      .select({ id: admins.id })
      .from(admins)
      .where(and(sql`lower(${admins.email}) = ${email}`, ne(admins.id, actor.id)))
      .limit(1);
    if (holder.length > 0) throw emailTaken();
  }
  if (numeroChanges && numero) {
    const holder = await getDb()
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.numero, numero), ne(admins.id, actor.id)))
      .limit(1);
    if (holder.length > 0) throw phoneTaken();
  }

  const changes = {
    nom: input.nom,
    prenom: input.prenom,
    ...(input.dateNaissance !== undefined ? { dateNaissance: input.dateNaissance } : {}),
    ...(emailChanges || emailWithdrawn ? { pendingEmail: emailChanges ? email : null } : {}),
    ...(numeroChanges ? { numero } : {}),
    updatedAt: sql`now()`,
  };
  let updated: AdminRow;
  let emailToken: string | null = null;
  try {
    updated = await getDb().transaction(async (tx) => {
      const [row] = await tx.update(admins).set(changes).where(eq(admins.id, actor.id)).returning();
      if (emailChanges) emailToken = await issueOneTimeToken({ adminId: actor.id, purpose: 'email_change', executor: tx });
      else if (emailWithdrawn) await retireOneTimeTokens({ adminId: actor.id, purpose: 'email_change', executor: tx });
      await logActivity({
        actor: actorOf(row),
        action: 'admin.profile_update',
        entityType: 'admin',
        entityId: actor.id,
        title: emailChanges ? ACCOUNT_ACTIVITY_TITLES.emailChangeRequested : ACCOUNT_ACTIVITY_TITLES.profileUpdated,
        subtitle: row.email,
        details: { fields: Object.keys(changes).filter((key) => key !== 'updatedAt' && key !== 'pendingEmail'), emailRequested: emailChanges },
        executor: tx,
      });
      return row;
    });
  } catch (error) {
    // Two accounts claiming the same address at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'admins_email_key')) throw emailTaken();
    if (isUniqueViolation(error, 'admins_numero_key')) throw phoneTaken();
    throw error;
  }

  if (emailToken && email) {
    const link = emailChangeMail(email, verifyAccountLink(emailToken));
    runInBackground('email-change-link', () => getMailer().send(link));
  }
  if (contactChanges) {
    // To the address the account has: if someone else asked for the change, its owner still hears of it.
    const notice = contactChangeMail(current.email, {
      at: updated.updatedAt,
      email: emailChanges && email ? { before: current.email, after: email, pending: true } : null,
      numero: numeroChanges ? { after: updated.numero } : null,
      resetLink: forgotPasswordLink(),
    });
    runInBackground('contact-change-notice', () => getMailer().send(notice));
  }
  return { profile: toOwnProfileDto(updated), emailLinkSent: emailToken !== null };
}

const emailTaken = () => refused(ACCOUNT_REFUSALS.emailTaken);
const phoneTaken = () => refused(ACCOUNT_REFUSALS.phoneTaken);
