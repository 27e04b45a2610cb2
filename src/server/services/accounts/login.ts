// Sign-in by e-mail or phone (docs/api.md): an unknown account and a wrong password get the same answer after
// the same work; the account's state is told only to someone who knows its password. The lock applies to one
// identifier from one address (docs/decisions/010-sign-in-lockout.md), checked before anything else.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ACCOUNT_REFUSALS } from './refusals';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import type { SecondFactorChallenge } from '@/shared/auth/answers';
import type { Admin } from '@/shared/auth/answers';
import { logActivity } from '../activity/log-activity';
import { loadShopSettings } from '../settings/cached-settings';
import { issueChallenge } from '../two-factor/sign-in-challenge';
import { findAdminByIdentifier } from './find-admin';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { type AttemptClient, assertNotLocked, identifierKey, recordRightPassword, recordWrongPassword, slowDown } from './sign-in-attempts';
import { type AdminRow, actorOf, toAdminDto } from './to-admin-dto';

export interface LoginInput {
  identifier: string;
  password: string;
  client: AttemptClient;
}

export interface LoginResult {
  accessToken: string;
  refreshToken: string;
  user: Admin;
}

const invalidCredentials = () => refused(ACCOUNT_REFUSALS.invalidCredentials);

/** The tokens, or, for an account with a second factor, the challenge its code must answer (decision 025). */
export type LoginOutcome = LoginResult | SecondFactorChallenge;

export async function login(input: LoginInput): Promise<LoginOutcome> {
  const key = identifierKey(input.identifier);
  await assertNotLocked({ key, ip: input.client.ip });
  await slowDown(key);

  const row = await findAdminByIdentifier(input.identifier);
  // An unknown account, or an invited administrator without a password yet: the same time is spent on a decoy.
  const passwordOk = await verifyPassword(row?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!row?.passwordHash || !passwordOk) {
    await recordWrongPassword({ key, account: row, client: input.client });
    throw invalidCredentials();
  }

  const blocked = row.compteVerrouille || !row.isActive;
  if (blocked || !row.emailVerifie) {
    await recordRightPassword({ key, account: row, client: input.client, success: false });
    throw blocked
      ? refused(ACCOUNT_REFUSALS.accountBlocked)
      : refused(ACCOUNT_REFUSALS.accountUnverified);
  }

  // No session until the second factor's code is typed: nothing is recorded yet, and the streak of wrong
  // passwords goes on, so that wrong codes after it lock as wrong passwords would (decision 025).
  if (row.totpEnabledAt) return issueChallenge({ adminId: row.id, key, client: input.client });
  // The shop requires a second factor and the account has none: its setup comes first, still without a session.
  if ((await loadShopSettings()).doubleAuthentificationObligatoire) return issueChallenge({ adminId: row.id, key, client: input.client, step: 'setup' });

  return getDb().transaction((tx) => openSession({ row, key, client: input.client, executor: tx }));
}

/**
 * The sign-in done: the last sign-in date, the attempt recorded (ending the streak), a session and its tokens,
 * the activity feed. `secondFactor` names the factor that completed it, when one did.
 */
export async function openSession({
  row,
  key,
  client,
  secondFactor,
  executor,
}: {
  row: AdminRow;
  key: string;
  client: AttemptClient;
  secondFactor?: 'totp' | 'recovery_code' | 'passkey';
  executor: Executor;
}): Promise<LoginResult> {
  const [updated] = await executor.update(admins).set({ derniereConnexion: sql`now()` }).where(eq(admins.id, row.id)).returning();
  await recordRightPassword({ key, account: row, client, success: true, executor });
  const tokens = await startSession({ admin: { id: row.id, role: row.typeUtilisateur }, client, executor });
  await logActivity({
    actor: actorOf(updated),
    action: 'auth.login',
    entityType: 'admin',
    entityId: row.id,
    title: ACCOUNT_ACTIVITY_TITLES.login,
    subtitle: updated.email,
    details: { sessionId: tokens.sessionId, ip: client.ip, ...(secondFactor ? { secondFactor } : {}) },
    executor,
  });
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: toAdminDto(updated) };
}
