// The sign-in lock (docs/decisions/010-sign-in-lockout.md). Every password check is recorded; five wrong ones in
// a row for one identifier from one client address refuse that address, for that identifier only, for a while;
// other addresses are slowed down instead, never refused, so that nobody can lock the owner out of her account.
// The identifier is what is counted, whether or not an account holds it: known and unknown identifiers go
// through the same checks and get the same answers.
import 'server-only';
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import { runInBackground } from '@/server/background';
import { clientNetwork } from '@/server/client-network';
import { type Executor, getDb } from '@/server/db/client';
import { signInAttempts } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ACCOUNT_REFUSALS } from './refusals';
import { LIMITS, LOGIN_LOCK } from '@/shared/constants';
import { ACCOUNT_ACTIVITY_TITLES } from '@/shared/auth/messages';
import { normalisePhone } from '@/shared/phone';
import { logActivity } from '../activity/log-activity';

const LOCK_MS = LOGIN_LOCK.lockMinutes * 60_000;

/**
 * Where a password was typed from: the lock's second half. The lock and the history count `ip` by its network
 * (an IPv6 client by its /64, src/server/client-network.ts): rotating addresses within one's own /64 is no
 * fresh start.
 */
export interface AttemptClient {
  ip: string;
  userAgent?: string | null;
  /**
   * The session a signed-in caller types its password again through: wrong ones are counted on it too, from
   * whatever address, and end it at a few (docs/decisions/027-counters-per-account.md).
   */
  sessionId?: string;
}

/** The account an identifier named when the password was checked, if any. */
export interface AttemptAccount {
  id: string;
  email: string;
}

/** The identifier as the lock counts it: the e-mail lower-cased, the phone with its prefix, else the text typed. */
export function identifierKey(identifier: string): string {
  const trimmed = identifier.trim();
  const key = trimmed.includes('@') ? trimmed.toLowerCase() : (normalisePhone(trimmed) ?? trimmed.toLowerCase());
  return key.slice(0, LIMITS.emailMax);
}

/** 429 with Retry-After while this address is refused for this identifier. */
export async function assertNotLocked({ key, ip: address }: { key: string; ip: string }): Promise<void> {
  const ip = clientNetwork(address);
  const since = new Date(Date.now() - LOCK_MS);
  const [row] = await getDb()
    .select({ until: sql<Date | string | null>`max(${signInAttempts.lockedUntil})` })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.identifierKey, key),
        eq(signInAttempts.ip, ip),
        gt(signInAttempts.createdAt, since),
        gt(signInAttempts.lockedUntil, new Date()),
      ),
    );
  if (!row?.until) return;
  const seconds = Math.max(1, Math.ceil((new Date(row.until).getTime() - Date.now()) / 1000));
  throw refused(ACCOUNT_REFUSALS.accountLocked, { retryAfterSeconds: seconds });
}

/** The wait before answering for an identifier that had `failures` wrong passwords lately, from any address. */
export function slowDownMs(failures: number): number {
  if (failures < LOGIN_LOCK.slowDownFrom) return 0;
  return Math.min(LOGIN_LOCK.slowDownMaxMs, LOGIN_LOCK.slowDownStepMs * (failures - LOGIN_LOCK.slowDownFrom + 1));
}

/** Counting stops where the wait stops growing. */
const SLOW_DOWN_COUNT_CAP = LOGIN_LOCK.slowDownFrom + Math.ceil(LOGIN_LOCK.slowDownMaxMs / LOGIN_LOCK.slowDownStepMs);

/** Waits (without work: a timer) in proportion to the identifier's recent failures from every address. */
export async function slowDown(key: string): Promise<void> {
  const since = new Date(Date.now() - LOCK_MS);
  const recent = getDb()
    .select({ one: sql`1` })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.identifierKey, key), eq(signInAttempts.success, false), gt(signInAttempts.createdAt, since)))
    .limit(SLOW_DOWN_COUNT_CAP)
    .as('recent');
  const [row] = await getDb().select({ failures: count() }).from(recent);
  const ms = slowDownMs(row?.failures ?? 0);
  if (ms > 0) await waiter.wait(ms);
}

/** The pause of the slow-down; an object so that tests can observe it instead of waiting. */
export const waiter = {
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/**
 * Records a wrong password. The fifth of a streak starts the lock (the streak ends there: after the lock, five
 * more are needed). One transaction per identifier and address at a time, so that two requests at once cannot
 * both count four. A lock on an account is logged after the answer, so that its timing tells nothing.
 */
export async function recordWrongPassword({
  key,
  account,
  client,
  secondStep = false,
}: {
  key: string;
  account: AttemptAccount | null;
  client: AttemptClient;
  /** A wrong answer at the sign-in's second step, which the account's own counter also reads (./second-step-guard.ts). */
  secondStep?: boolean;
}): Promise<void> {
  const ip = clientNetwork(client.ip);
  const locked = await getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}), hashtext(${ip}))`);
    const [attempt] = await tx
      .insert(signInAttempts)
      .values({ ...attemptValues(key, account, client), success: false, streak: true, secondStep })
      .returning({ id: signInAttempts.id });
    const [row] = await tx
      .select({ failures: count() })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.identifierKey, key), eq(signInAttempts.ip, ip), eq(signInAttempts.streak, true)));
    if ((row?.failures ?? 0) < LOGIN_LOCK.maxFailures) return false;
    await endStreak({ key, ip, executor: tx });
    await tx
      .update(signInAttempts)
      .set({ lockedUntil: sql`now() + make_interval(mins => ${LOGIN_LOCK.lockMinutes})` })
      .where(eq(signInAttempts.id, attempt.id));
    return true;
  });
  if (locked && account) {
    runInBackground('sign-in-lock-log', () =>
      // Nobody known did this: whoever typed the passwords is the suspect, not the account's owner.
      logActivity({
        actor: null,
        action: 'auth.locked',
        entityType: 'admin',
        entityId: account.id,
        title: ACCOUNT_ACTIVITY_TITLES.loginLocked,
        subtitle: account.email,
        details: { ip: client.ip },
      }),
    );
  }
}

/** Records a sign-in that was refused or let in with the right password; a success ends the address's streak. */
export async function recordRightPassword({
  key,
  account,
  client,
  success,
  executor = getDb(),
}: {
  key: string;
  account: AttemptAccount;
  client: AttemptClient;
  success: boolean;
  executor?: Executor;
}): Promise<void> {
  await executor.insert(signInAttempts).values({ ...attemptValues(key, account, client), success });
  if (success) await endStreak({ key, ip: client.ip, executor });
}

/** The right password typed again (a re-authentication): the streak ends, nothing is added to the history. */
export async function endStreak({ key, ip: address, executor = getDb() }: { key: string; ip: string; executor?: Executor }): Promise<void> {
  const ip = clientNetwork(address);
  await executor
    .update(signInAttempts)
    .set({ streak: false })
    .where(and(eq(signInAttempts.identifierKey, key), eq(signInAttempts.ip, ip), eq(signInAttempts.streak, true)));
}

/** Lifts every lock and streak on the account's identifiers (a password reset, an unblocking by a super administrator). */
export async function clearAccountLocks({ adminId, executor = getDb() }: { adminId: string; executor?: Executor }): Promise<void> {
  await executor
    .update(signInAttempts)
    .set({ streak: false, lockedUntil: null })
    .where(
      and(
        eq(signInAttempts.adminId, adminId),
        or(eq(signInAttempts.streak, true), gt(signInAttempts.lockedUntil, new Date())),
      ),
    );
}

function attemptValues(key: string, account: AttemptAccount | null, client: AttemptClient) {
  return {
    identifierKey: key,
    adminId: account?.id ?? null,
    ip: clientNetwork(client.ip),
    userAgent: client.userAgent?.slice(0, LIMITS.userAgentMax) ?? null,
  };
}
