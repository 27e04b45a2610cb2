// The sign-in lock (docs/decisions/010-sign-in-lockout.md): one identifier from one address is refused after five
// wrong passwords in a row; the same identifier from elsewhere is slowed down, never refused; unknown
// identifiers go through exactly the same steps. Addresses are told apart through X-Forwarded-For, believed
// here as behind a reverse proxy.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { activityLog, sessions, signInAttempts } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { issueOneTimeToken } from '@/server/services/accounts/one-time-tokens';
import { waiter } from '@/server/services/accounts/sign-in-attempts';
import { type CallResult, useTestBackend } from '@test/harness';
import { LOGIN_LOCK } from '@/shared/constants';
import { AUTH_MESSAGES } from '@/shared/auth/messages';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_NEW_PASSWORD: '1000/60', TRUST_PROXY: 'true' } });

const PASSWORD = 'MotDePasse-Solide-1';
const LOCKED = 'Trop de tentatives. Votre compte est temporairement verrouillé, réessayez dans 15 minutes.';

/**
 * The slow-down waits on a clock the test moves: its real timer runs, faked (the lock's quarter of an hour is
 * still read on the real date). The spy only tells when a wait has begun; it lets the wait run.
 */
let waits: MockInstance<(ms: number) => Promise<void>>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  waits = vi.spyOn(waiter, 'wait');
});
afterEach(() => {
  waits.mockRestore();
  vi.useRealTimers();
});

/** One turn of the event loop: the request's database and password work go on, the clock does not move. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Real time, which the faked clock does not see (the real timer, kept before any test fakes it). */
const realSetTimeout = globalThis.setTimeout;
const realPause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

interface TimedAnswer extends CallResult {
  /** How far the clock had to move before the answer came: the slow-down's wait. */
  waitedMs: number;
}

/**
 * Signs in with the clock standing still. When the slow-down starts waiting, the clock moves a millisecond at a
 * time until the wait is over; the answer must come only then.
 */
function signInFrom(ip: string, identifier: string, password: string): Promise<TimedAnswer> {
  return timed(() =>
    t().call('POST', '/auth/login', { json: { identifier, password }, headers: { 'x-forwarded-for': ip, 'user-agent': 'Test' } }),
  );
}

/** Any request that checks a password, timed as above. */
async function timed(send: () => Promise<CallResult>): Promise<TimedAnswer> {
  const asked = waits.mock.calls.length;
  let answer: CallResult | undefined;
  const pending = send()
    .then((result) => {
      answer = result;
      return result;
    });
  while (!answer && waits.mock.calls.length === asked) await turn();
  if (answer) return { ...answer, waitedMs: 0 };

  let over = false;
  void (waits.mock.results[asked].value as Promise<void>).then(() => {
    over = true;
  });
  // The clock stands still: the answer does not come, however long the rest of the work would take.
  await realPause(100);
  expect(answer, 'answered before the slow-down was over').toBeUndefined();
  let waitedMs = 0;
  while (!over && waitedMs <= LOGIN_LOCK.slowDownMaxMs) {
    vi.advanceTimersByTime(1);
    waitedMs += 1;
    await turn();
  }
  expect(over, `still waiting after ${waitedMs} ms`).toBe(true);
  expect(answer, 'answered before the slow-down was over').toBeUndefined();
  return { ...(await pending), waitedMs };
}

async function failFiveTimes(ip: string, identifier: string) {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const { status, body } = await signInFrom(ip, identifier, `devinette-${attempt}`);
    expect(status, `attempt ${attempt}`).toBe(401);
    expect(body.message).toBe('Identifiants invalides');
  }
}

describe('the lock per identifier and address', () => {
  it("refuses the stranger's address, while the owner signs in from hers, only slowed down", async () => {
    const owner = await t().createAdmin({ email: 'khady.ba@boutique.test' });
    await failFiveTimes('203.0.113.66', owner.email);

    const refused = await signInFrom('203.0.113.66', owner.email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, status: 429, code: 'account_locked', message: LOCKED, data: null });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    const ownerIn = await signInFrom('198.51.100.7', ' Khady.Ba@boutique.test ', PASSWORD);
    expect(ownerIn.status).toBe(200);
    expect(ownerIn.body.data.user.id).toBe(owner.id);
    // Five failures in the last quarter of an hour: the first step of the slow-down.
    expect(ownerIn.waitedMs).toBe(500);

    // The stranger's address is refused for this identifier only.
    const other = await t().createAdmin();
    expect((await signInFrom('203.0.113.66', other.email, PASSWORD)).status).toBe(200);
    expect((await signInFrom('203.0.113.66', owner.email, PASSWORD)).status).toBe(429);

    await t().settle();
    const [locked] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.locked'), eq(activityLog.entityId, owner.id)));
    expect(locked).toMatchObject({ actorId: null, subtitle: owner.email, details: { ip: '203.0.113.66' } });
  });

  it('treats an unknown identifier exactly like a known one, step by step', async () => {
    const known = await t().createAdmin();
    const answers = async (identifier: string) => {
      const seen = [];
      for (let attempt = 1; attempt <= 7; attempt += 1) {
        const { status, body, headers } = await signInFrom('203.0.113.80', identifier, 'devinette');
        seen.push({ status, body, retryAfter: headers.get('retry-after') !== null });
      }
      return seen;
    };
    const forKnown = await answers(known.email);
    const forUnknown = await answers('personne-ici@boutique.test');
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);

    const unknownRows = await t().db.select().from(signInAttempts).where(eq(signInAttempts.identifierKey, 'personne-ici@boutique.test'));
    expect(unknownRows).toHaveLength(5);
    expect(unknownRows.every((row) => row.adminId === null && !row.success && row.ip === '203.0.113.80')).toBe(true);
  });

  it('counts a phone number as one identifier however it is written', async () => {
    const owner = await t().createAdmin({ numero: '+221770004455' });
    for (const identifier of ['+221770004455', '+221 77 000 44 55', '00221770004455', '+221-77.000.44.55', '+221770004455']) {
      expect((await signInFrom('203.0.113.90', identifier, 'devinette')).status).toBe(401);
    }
    expect((await signInFrom('203.0.113.90', '+221 77 000 44 55', PASSWORD)).status).toBe(429);
    expect((await signInFrom('203.0.113.91', '+221 77 000 44 55', PASSWORD)).body.data.user.id).toBe(owner.id);
  });

  it('a success clears the streak of its own address only', async () => {
    const owner = await t().createAdmin();
    for (let i = 0; i < 4; i += 1) expect((await signInFrom('203.0.113.20', owner.email, 'devinette')).status).toBe(401);
    for (let i = 0; i < 4; i += 1) expect((await signInFrom('198.51.100.20', owner.email, 'mal-tapé')).status).toBe(401);
    expect((await signInFrom('198.51.100.20', owner.email, PASSWORD)).status).toBe(200);

    // The stranger's fifth failure still locks; the owner's address starts afresh.
    expect((await signInFrom('203.0.113.20', owner.email, 'devinette')).status).toBe(401);
    expect((await signInFrom('203.0.113.20', owner.email, PASSWORD)).status).toBe(429);
    for (let i = 0; i < 4; i += 1) expect((await signInFrom('198.51.100.20', owner.email, 'mal-tapé')).status).toBe(401);
    expect((await signInFrom('198.51.100.20', owner.email, PASSWORD)).status).toBe(200);
  });

  it('slows every address down more as failures pile up, up to four seconds', async () => {
    const owner = await t().createAdmin();
    // Four failures from each of four addresses: none is locked, sixteen failures in all.
    const waited: number[] = [];
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
      for (let i = 0; i < 4; i += 1) {
        const answer = await signInFrom(ip, owner.email, 'devinette');
        expect(answer.status).toBe(401);
        waited.push(answer.waitedMs);
      }
    }
    // No wait before five failures; then 500 ms, and 500 ms more for each further one, up to four seconds.
    expect(waited).toEqual([0, 0, 0, 0, 0, 500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4000, 4000, 4000]);
    const ownerIn = await signInFrom('192.0.2.99', owner.email, PASSWORD);
    expect(ownerIn.status).toBe(200);
    expect(ownerIn.waitedMs).toBe(4_000);
  });

  it('a password reset lifts the locks on the account', async () => {
    const owner = await t().createAdmin();
    await failFiveTimes('203.0.113.40', owner.email);
    expect((await signInFrom('203.0.113.40', owner.email, PASSWORD)).status).toBe(429);

    const token = await issueOneTimeToken({ adminId: owner.id, purpose: 'reset' });
    const reset = await t().call('POST', '/auth/reset-password', { json: { token, newPassword: 'Nouveau-Secret-9' } });
    expect(reset.status).toBe(200);
    expect((await signInFrom('203.0.113.40', owner.email, 'Nouveau-Secret-9')).status).toBe(200);
  });

  it("a super administrator's unblocking lifts them too", async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const owner = await t().createAdmin();
    await failFiveTimes('203.0.113.41', owner.email);
    const stepUp = await t().stepUp(boss);
    const block = await t().call('PUT', `/auth/admin/${owner.id}/toggle-status`, { token: boss.token, headers: stepUp, json: { action: 'block' } });
    expect(block.status).toBe(200);
    const unblock = await t().call('PUT', `/auth/admin/${owner.id}/toggle-status`, { token: boss.token, headers: stepUp, json: { action: 'unblock' } });
    expect(unblock.status).toBe(200);
    expect((await signInFrom('203.0.113.41', owner.email, PASSWORD)).status).toBe(200);
  });
});

describe('passwords typed again by a signed-in administrator', () => {
  const changePassword = (token: string, ip: string, currentPassword: string) =>
    timed(() =>
      t().call('PUT', '/auth/change-password', {
        token,
        headers: { 'x-forwarded-for': ip },
        json: { currentPassword, newPassword: 'Nouveau-Secret-9', confirmPassword: 'Nouveau-Secret-9' },
      }),
    );

  /** Another session of the same account: five wrong passwords end a session (decision 027), not the lock's count. */
  async function anotherSession(admin: { id: string; role: 'admin' | 'SUPER_ADMIN' }): Promise<string> {
    const [session] = await t().db.insert(sessions).values({ adminId: admin.id }).returning({ id: sessions.id });
    return signAccessToken({ adminId: admin.id, sessionId: session.id, role: admin.role });
  }

  it('twelve wrong ones from one session: four answered on the field, the fifth ends it; the address stays locked, even for the right one; slowed down elsewhere', async () => {
    const admin = await t().createAdmin();
    const answers = [];
    for (let attempt = 1; attempt <= 12; attempt += 1) answers.push(await changePassword(admin.token, '203.0.113.70', `devinette-${attempt}`));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 401, 401, 401, 401, 401, 401, 401, 401]);
    expect(answers[4].body).toMatchObject({ code: 'token_invalid', message: AUTH_MESSAGES.sessionEndedWrongPasswords });
    // The fifth also completed the address's streak: from another session, the right password is refused there.
    const other = await anotherSession(admin);
    const locked = await changePassword(other, '203.0.113.70', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'account_locked', message: LOCKED });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // From elsewhere, the right password is taken, after the slow-down's first step.
    const elsewhere = await changePassword(other, '198.51.100.70', PASSWORD);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.waitedMs).toBe(500);
  });

  it('are counted by the /64 of an IPv6 client: rotating addresses inside it does not escape the lock', async () => {
    const admin = await t().createAdmin();
    const second = await anotherSession(admin);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await changePassword(attempt < 5 ? admin.token : second, `2001:db8:70:1::${attempt}`, 'devinette')).status).toBe(400);
    }
    expect((await changePassword(admin.token, '2001:db8:70:1:abcd::99', PASSWORD)).status).toBe(429);
    expect((await signInFrom('2001:db8:70:1::1234', admin.email, PASSWORD)).status).toBe(429);
    // Another /64 is another client: slowed down, not refused.
    expect((await signInFrom('2001:db8:70:2::1', admin.email, PASSWORD)).status).toBe(200);
    const rows = await t().db.select().from(signInAttempts).where(and(eq(signInAttempts.adminId, admin.id), eq(signInAttempts.success, false)));
    expect(new Set(rows.map((row) => row.ip))).toEqual(new Set(['2001:db8:70:1::/64']));
  });

  it('count as failures for the account and this address, and lock the same way; a session with fewer than five is not signed out', async () => {
    const admin = await t().createAdmin();
    const second = await anotherSession(admin);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await changePassword(attempt < 5 ? admin.token : second, '203.0.113.50', `devinette-${attempt}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.data.errors).toEqual({ currentPassword: 'Le mot de passe actuel est incorrect.' });
    }
    const refused = await changePassword(admin.token, '203.0.113.50', PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(LOCKED);
    // The profile's contact change and the sign-in from this address are refused as well.
    const profile = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      headers: { 'x-forwarded-for': '203.0.113.50' },
      json: { nom: 'A', prenom: 'B', email: 'nouvelle@boutique.test', currentPassword: PASSWORD },
    });
    expect(profile.status).toBe(429);
    expect((await signInFrom('203.0.113.50', admin.email, PASSWORD)).status).toBe(429);

    // The session is still valid, and from another address the right password is taken.
    expect((await t().call('GET', '/auth/profile', { token: admin.token })).status).toBe(200);
    const elsewhere = await changePassword(admin.token, '198.51.100.50', PASSWORD);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.waitedMs).toBe(500);

    const rows = await t().db.select().from(signInAttempts).where(eq(signInAttempts.adminId, admin.id));
    expect(rows.filter((row) => !row.success && row.identifierKey === admin.email.toLowerCase())).toHaveLength(5);
  });

  it('the right password ends the streak of its address', async () => {
    const admin = await t().createAdmin();
    for (let i = 0; i < 4; i += 1) expect((await changePassword(admin.token, '203.0.113.60', 'devinette')).status).toBe(400);
    const rightOne = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      headers: { 'x-forwarded-for': '203.0.113.60' },
      json: { nom: 'A', prenom: 'B', numero: '+221770006060', currentPassword: PASSWORD },
    });
    expect(rightOne.status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await changePassword(admin.token, '203.0.113.60', 'devinette')).status).toBe(400);
    expect((await changePassword(admin.token, '203.0.113.60', PASSWORD)).status).toBe(200);
  });
});
