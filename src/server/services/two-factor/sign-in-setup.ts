// POST /auth/login/second-factor/setup and /enable (docs/api.md): when the shop requires a second factor and the
// account has none, the challenge of the right password leads to the factor's setup instead of a session
// (docs/decisions/025-second-factor.md, "Required for everyone"). The key is stored as the account page's setup
// stores it (not on until a code of it is typed); the code that turns it on opens the session, spends the
// challenge and returns the ten recovery codes. Only the account's owner may bind that first factor: the setup
// e-mails a code to the account's address, which the app's code must come with (docs/decisions/027-counters-per-account.md);
// the password alone, in a thief's hands, is not enough. A wrong code, of the app or of the e-mail, counts as a
// wrong password for the identifier typed, from this address (decision 010), and for the account and the challenge
// as at the sign-in's second step (decision 027).
import 'server-only';
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { getLogger } from '@/server/logger';
import { getMailer } from '@/server/mail/mailer';
import { signInSetupCodeMail } from '@/server/mail/templates';
import { admins, signInChallenges } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { TWO_FACTOR_REFUSALS } from './refusals';
import { maskEmail, TWO_FACTOR, TWO_FACTOR_ACTIVITY_TITLES, } from '@/shared/auth/two-factor';
import type { EmailCodeSent, SignInSetup } from '@/shared/auth/answers';
import { logActivity } from '../activity/log-activity';
import { findAdminById } from '../accounts/find-admin';
import { type LoginResult, openSession } from '../accounts/login';
import { forgotPasswordLink } from '../accounts/links';
import { type AttemptClient, assertNotLocked } from '../accounts/sign-in-attempts';
import { type AdminRow, actorOf } from '../accounts/to-admin-dto';
import { hashToken } from '../accounts/token-hash';
import { sendSecondFactorNotice } from './notice';
import { replaceRecoveryCodes } from './recovery-codes';
import { recordWrongAnswer, slowDownSecondStep, takeCodeTry } from './second-step-guard';
import { challengeInvalid, challengeSpentByWrongCodes, findChallenge, type LiveChallenge, spendChallenge } from './sign-in-challenge';
import { matchingStep, newTotpSecret, totpUri, typedSecret } from './totp';

/** The challenge's account, still without a factor and allowed in; else the refusal a sign-in would get. */
async function accountToSetUp({ challenge, client }: { challenge: LiveChallenge; client: AttemptClient }): Promise<AdminRow> {
  await assertNotLocked({ key: challenge.identifierKey, ip: client.ip });
  const row = await findAdminById(challenge.adminId);
  // A factor turned on meanwhile (another tab): its code is asked at a new sign-in, not a second setup.
  if (!row || row.totpEnabledAt) throw challengeInvalid();
  if (row.compteVerrouille || !row.isActive) throw refused(TWO_FACTOR_REFUSALS.accountBlocked);
  return row;
}

/** The e-mailed code as stored: bound to its challenge, so that a code of one never matches another's. */
const emailCodeHash = (challengeId: string, code: string) => hashToken(`${challengeId}:${code}`);

/**
 * E-mails a new code to the account's address, retiring the one before; at most TWO_FACTOR.emailCodeSends per
 * challenge (then the password must be typed again).
 */
async function sendEmailCode({ challenge, row, client }: { challenge: LiveChallenge; row: AdminRow; client: AttemptClient }): Promise<EmailCodeSent> {
  const code = String(randomInt(0, 10 ** TWO_FACTOR.emailCodeDigits)).padStart(TWO_FACTOR.emailCodeDigits, '0');
  const [stored] = await getDb()
    .update(signInChallenges)
    .set({ emailCodeHash: emailCodeHash(challenge.id, code), emailCodesSent: sql`${signInChallenges.emailCodesSent} + 1` })
    .where(and(eq(signInChallenges.id, challenge.id), lt(signInChallenges.emailCodesSent, TWO_FACTOR.emailCodeSends)))
    .returning({ id: signInChallenges.id });
  if (!stored) throw refused(TWO_FACTOR_REFUSALS.emailCodeLimit);
  try {
    await getMailer().send(
      signInSetupCodeMail(row.email, { code, at: new Date(), from: client.ip, minutes: TWO_FACTOR.challengeMinutes, resetLink: forgotPasswordLink() }),
    );
  } catch (error) {
    // Nobody received it: it neither stands nor counts, and the next setup or resend sends one.
    getLogger().error({ err: error, adminId: row.id }, 'sign-in setup code not sent');
    await getDb()
      .update(signInChallenges)
      .set({ emailCodeHash: null, emailCodesSent: sql`${signInChallenges.emailCodesSent} - 1` })
      .where(and(eq(signInChallenges.id, challenge.id), eq(signInChallenges.emailCodeHash, emailCodeHash(challenge.id, code))));
    throw refused(TWO_FACTOR_REFUSALS.emailCodeNotSent);
  }
  return { emailSentTo: maskEmail(row.email) };
}

/**
 * A new key for the authenticator app, shown this once; a setup started again replaces the one not confirmed. The
 * first time for this challenge, the code is e-mailed to the account's address; a setup started again keeps it.
 */
export async function startSignInSetup({ input, client }: { input: { challenge: string }; client: AttemptClient }): Promise<SignInSetup> {
  const challenge = await findChallenge({ challenge: input.challenge, client });
  const row = await accountToSetUp({ challenge, client });
  const secret = newTotpSecret();
  const stored = await getDb()
    .update(admins)
    .set({ totpSecret: secret, totpLastStep: null, updatedAt: sql`now()` })
    .where(and(eq(admins.id, row.id), isNull(admins.totpEnabledAt)))
    .returning({ id: admins.id });
  if (stored.length === 0) throw challengeInvalid();
  const sent = challenge.emailCodeHash ? { emailSentTo: maskEmail(row.email) } : await sendEmailCode({ challenge, row, client });
  const otpauthUri = totpUri(secret, row.email);
  return { secret: typedSecret(otpauthUri), otpauthUri, ...sent };
}

/** POST /auth/login/second-factor/setup/email-code: a new code to the account's address, the earlier one retired. */
export async function resendSignInSetupCode({ input, client }: { input: { challenge: string }; client: AttemptClient }): Promise<EmailCodeSent> {
  const challenge = await findChallenge({ challenge: input.challenge, client });
  const row = await accountToSetUp({ challenge, client });
  return sendEmailCode({ challenge, row, client });
}

/** Whether the code typed is the one last e-mailed for this challenge. */
function emailCodeMatches(challenge: LiveChallenge, code: string): boolean {
  if (!challenge.emailCodeHash) return false;
  const typed = Buffer.from(emailCodeHash(challenge.id, code));
  const stored = Buffer.from(challenge.emailCodeHash);
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}

/** Why the code did not open the session: the challenge went meanwhile, or the code is wrong. */
class Refused extends Error {
  constructor(readonly why: 'challenge' | 'code' | 'email_code' | 'setup') {
    super(why);
  }
}

/** The factor on, the session open, and the ten recovery codes, shown this once. */
export async function completeSignInSetup({
  input,
  client,
}: {
  input: { challenge: string; code: string; emailCode: string };
  client: AttemptClient;
}): Promise<LoginResult & { recoveryCodes: string[] }> {
  const challenge = await findChallenge({ challenge: input.challenge, client });
  const key = challenge.identifierKey;
  const row = await accountToSetUp({ challenge, client });
  await slowDownSecondStep({ key, adminId: row.id });
  // No key yet, or none set up with this challenge (so no code e-mailed): the setup comes first.
  if (!row.totpSecret || !challenge.emailCodeHash) throw refused(TWO_FACTOR_REFUSALS.setupRequired);
  const secret = row.totpSecret;
  const tries = await takeCodeTry(challenge.id);
  const emailCodeRight = emailCodeMatches(challenge, input.emailCode);
  const step = matchingStep({ secret, code: input.code, lastStep: null });

  try {
    const result = await getDb().transaction(async (tx) => {
      if (!(await spendChallenge({ id: challenge.id, executor: tx }))) throw new Refused('challenge');
      if (!emailCodeRight) throw new Refused('email_code');
      if (step === null) throw new Refused('code');
      // The key confirmed is the one the code was checked against: a setup started again meanwhile wins.
      const enabled = await tx
        .update(admins)
        .set({ totpEnabledAt: sql`now()`, totpLastStep: step, updatedAt: sql`now()` })
        .where(and(eq(admins.id, row.id), eq(admins.totpSecret, secret), isNull(admins.totpEnabledAt)))
        .returning({ id: admins.id });
      if (enabled.length === 0) throw new Refused('setup');
      const recoveryCodes = await replaceRecoveryCodes({ adminId: row.id, executor: tx });
      await logActivity({
        actor: actorOf(row),
        action: 'auth.second_factor_enable',
        entityType: 'admin',
        entityId: row.id,
        title: TWO_FACTOR_ACTIVITY_TITLES.enabled,
        subtitle: row.email,
        details: { factor: 'totp', atSignIn: true },
        executor: tx,
      });
      const session = await openSession({ row, key, client, secondFactor: 'totp', executor: tx });
      return { ...session, recoveryCodes };
    });
    sendSecondFactorNotice(row.email, 'enabled_at_sign_in');
    return result;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (error.why === 'challenge') throw challengeInvalid();
    if (error.why === 'setup') throw refused(TWO_FACTOR_REFUSALS.setupRequired);
    const { challengeGone } = await recordWrongAnswer({ key, account: row, client, challengeId: challenge.id, tries });
    if (challengeGone) throw challengeSpentByWrongCodes();
    throw refused(error.why === 'email_code' ? TWO_FACTOR_REFUSALS.emailCodeWrong : TWO_FACTOR_REFUSALS.enableCodeWrong);
  }
}
