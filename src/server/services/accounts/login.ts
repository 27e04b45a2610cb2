// Sign-in by e-mail or phone (docs/api.md): an unknown account and a wrong password get the same answer after
// the same work; the account's state is told only to someone who knows its password.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { DomainError } from '@/server/services/errors';
import { LOGIN_LOCK } from '@/shared/constants';
import { ACTIVITY_TITLES, API_MESSAGES } from '@/shared/messages';
import type { Admin } from '@/shared/types';
import { logActivity } from '../activity/log-activity';
import { findAdminByIdentifier } from './find-admin';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { type ClientInfo, startSession } from './sessions';
import { actorOf, toAdminDto } from './to-admin-dto';

export interface LoginInput {
  identifier: string;
  password: string;
  client: ClientInfo;
}

export interface LoginResult {
  accessToken: string;
  refreshToken: string;
  user: Admin;
}

const invalidCredentials = () => new DomainError('unauthenticated', API_MESSAGES.invalidCredentials);

function lockedError(lockedUntil: Date): DomainError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
  return new DomainError('rate_limited', API_MESSAGES.tooManyAttempts, { retryAfterSeconds: seconds });
}

export async function login(input: LoginInput): Promise<LoginResult> {
  const db = getDb();
  const row = await findAdminByIdentifier(input.identifier);
  if (!row) {
    await verifyPassword(await decoyPasswordHash(), input.password);
    throw invalidCredentials();
  }
  if (row.lockedUntil && row.lockedUntil.getTime() > Date.now()) throw lockedError(row.lockedUntil);

  let passwordOk = false;
  if (row.passwordHash) passwordOk = await verifyPassword(row.passwordHash, input.password);
  // An invited administrator has no password yet: still spend the same time before refusing.
  else await verifyPassword(await decoyPasswordHash(), input.password);
  if (!passwordOk) {
    await recordFailure(row.id, row.email);
    throw invalidCredentials();
  }

  if (row.compteVerrouille || !row.isActive) throw new DomainError('forbidden', API_MESSAGES.accountBlocked);
  if (!row.emailVerifie) throw new DomainError('forbidden', API_MESSAGES.accountNotVerified);

  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(admins)
      .set({ failedLogins: 0, lockedUntil: null, derniereConnexion: sql`now()` })
      .where(eq(admins.id, row.id))
      .returning();
    const tokens = await startSession({ id: row.id, role: row.typeUtilisateur }, input.client, tx);
    await logActivity(
      {
        actor: actorOf(updated),
        action: 'auth.login',
        entityType: 'admin',
        entityId: row.id,
        title: ACTIVITY_TITLES.login,
        subtitle: updated.email,
        details: { sessionId: tokens.sessionId, ip: input.client.ip ?? null },
      },
      tx,
    );
    return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: toAdminDto(updated) };
  });
}

/** Counts a failure in the database (so that every instance agrees); the fifth in a row locks the account. */
async function recordFailure(adminId: string, email: string): Promise<void> {
  const reachesLimit = sql`${admins.failedLogins} + 1 >= ${LOGIN_LOCK.maxFailures}`;
  const [updated] = await getDb()
    .update(admins)
    .set({
      failedLogins: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${admins.failedLogins} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reachesLimit} THEN now() + make_interval(mins => ${LOGIN_LOCK.lockMinutes}) ELSE ${admins.lockedUntil} END`,
    })
    .where(eq(admins.id, adminId))
    .returning({ lockedUntil: admins.lockedUntil });
  if (updated?.lockedUntil && updated.lockedUntil.getTime() > Date.now()) {
    // Nobody known did this: whoever typed the passwords is the suspect, not the account's owner.
    await logActivity({
      actor: null,
      action: 'auth.locked',
      entityType: 'admin',
      entityId: adminId,
      title: ACTIVITY_TITLES.loginLocked,
      subtitle: email,
    });
  }
}
