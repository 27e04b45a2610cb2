// Sign-in by e-mail or phone (docs/api.md): an unknown account and a wrong password get the same answer after
// the same work; the account's state is told only to someone who knows its password. The lock applies to one
// identifier from one address (docs/decisions/010-sign-in-lockout.md), checked before anything else.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { DomainError } from '@/server/services/errors';
import { ACTIVITY_TITLES, API_MESSAGES } from '@/shared/messages';
import type { Admin } from '@/shared/types';
import { logActivity } from '../activity/log-activity';
import { findAdminByIdentifier } from './find-admin';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { type AttemptClient, assertNotLocked, identifierKey, recordRightPassword, recordWrongPassword, slowDown } from './sign-in-attempts';
import { actorOf, toAdminDto } from './to-admin-dto';

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

const invalidCredentials = () => new DomainError('invalid_credentials', API_MESSAGES.invalidCredentials);

export async function login(input: LoginInput): Promise<LoginResult> {
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
      ? new DomainError('account_blocked', API_MESSAGES.accountBlocked)
      : new DomainError('account_unverified', API_MESSAGES.accountNotVerified);
  }

  return getDb().transaction(async (tx) => {
    const [updated] = await tx.update(admins).set({ derniereConnexion: sql`now()` }).where(eq(admins.id, row.id)).returning();
    await recordRightPassword({ key, account: row, client: input.client, success: true, executor: tx });
    const tokens = await startSession({ admin: { id: row.id, role: row.typeUtilisateur }, client: input.client, executor: tx });
    await logActivity({
      actor: actorOf(updated),
      action: 'auth.login',
      entityType: 'admin',
      entityId: row.id,
      title: ACTIVITY_TITLES.login,
      subtitle: updated.email,
      details: { sessionId: tokens.sessionId, ip: input.client.ip },
      executor: tx,
    });
    return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: toAdminDto(updated) };
  });
}
