// POST /auth/login/second-factor/setup and /enable (docs/api.md): when the shop requires a second factor and the
// account has none, the challenge of the right password leads to the factor's setup instead of a session
// (docs/decisions/025-second-factor.md, "Required for everyone"). The key is stored as the account page's setup
// stores it (not on until a code of it is typed); the code that turns it on opens the session, spends the
// challenge and returns the ten recovery codes. A wrong code counts as a wrong password for the identifier typed,
// from this address (decision 010), as at the sign-in's second step.
import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { DomainError } from '@/server/services/errors';
import { API_MESSAGES } from '@/shared/messages';
import { TWO_FACTOR_ACTIVITY_TITLES, TWO_FACTOR_MESSAGES, type TotpSetup } from '@/shared/two-factor';
import { logActivity } from '../activity/log-activity';
import { findAdminById } from '../accounts/find-admin';
import { type LoginResult, openSession } from '../accounts/login';
import { type AttemptClient, assertNotLocked, recordWrongPassword, slowDown } from '../accounts/sign-in-attempts';
import { type AdminRow, actorOf } from '../accounts/to-admin-dto';
import { replaceRecoveryCodes } from './recovery-codes';
import { challengeInvalid, findChallenge, type LiveChallenge, spendChallenge } from './sign-in-challenge';
import { matchingStep, newTotpSecret, totpUri, typedSecret } from './totp';

/** The challenge's account, still without a factor and allowed in; else the refusal a sign-in would get. */
async function accountToSetUp({ challenge, client }: { challenge: LiveChallenge; client: AttemptClient }): Promise<AdminRow> {
  await assertNotLocked({ key: challenge.identifierKey, ip: client.ip });
  const row = await findAdminById(challenge.adminId);
  // A factor turned on meanwhile (another tab): its code is asked at a new sign-in, not a second setup.
  if (!row || row.totpEnabledAt) throw challengeInvalid();
  if (row.compteVerrouille || !row.isActive) throw new DomainError('account_blocked', API_MESSAGES.accountBlocked);
  return row;
}

/** A new key for the authenticator app, shown this once; a setup started again replaces the one not confirmed. */
export async function startSignInSetup({ input, client }: { input: { challenge: string }; client: AttemptClient }): Promise<TotpSetup> {
  const challenge = await findChallenge({ challenge: input.challenge, client });
  const row = await accountToSetUp({ challenge, client });
  const secret = newTotpSecret();
  const stored = await getDb()
    .update(admins)
    .set({ totpSecret: secret, totpLastStep: null, updatedAt: sql`now()` })
    .where(and(eq(admins.id, row.id), isNull(admins.totpEnabledAt)))
    .returning({ id: admins.id });
  if (stored.length === 0) throw challengeInvalid();
  const otpauthUri = totpUri(secret, row.email);
  return { secret: typedSecret(otpauthUri), otpauthUri };
}

/** Why the code did not open the session: the challenge went meanwhile, or the code is wrong. */
class Refused extends Error {
  constructor(readonly why: 'challenge' | 'code' | 'setup') {
    super(why);
  }
}

/** The factor on, the session open, and the ten recovery codes, shown this once. */
export async function completeSignInSetup({
  input,
  client,
}: {
  input: { challenge: string; code: string };
  client: AttemptClient;
}): Promise<LoginResult & { recoveryCodes: string[] }> {
  const challenge = await findChallenge({ challenge: input.challenge, client });
  const key = challenge.identifierKey;
  const row = await accountToSetUp({ challenge, client });
  await slowDown(key);
  if (!row.totpSecret) throw new DomainError('totp_setup_required', TWO_FACTOR_MESSAGES.setupRequired);
  const secret = row.totpSecret;
  const step = matchingStep({ secret, code: input.code, lastStep: null });

  try {
    return await getDb().transaction(async (tx) => {
      if (!(await spendChallenge({ id: challenge.id, executor: tx }))) throw new Refused('challenge');
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
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (error.why === 'challenge') throw challengeInvalid();
    if (error.why === 'setup') throw new DomainError('totp_setup_required', TWO_FACTOR_MESSAGES.setupRequired);
    await recordWrongPassword({ key, account: row, client });
    throw new DomainError('second_factor_code_wrong', TWO_FACTOR_MESSAGES.enableCodeWrong);
  }
}
