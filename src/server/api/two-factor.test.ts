// The second factor of the sign-in (docs/decisions/025-second-factor.md; docs/api.md): an account with an
// authenticator app gets a challenge, never a session, for its password; the code (or a recovery code) opens the
// session. Wrong codes lock like wrong passwords (decision 010); a code's time step is accepted once. The clock
// the codes are read on is faked (Date only), close to the real one, so that the steps move when a test says.
import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityLog, admins, recoveryCodes, sessions, signInChallenges } from '@/server/db/schema';
import { waiter } from '@/server/services/accounts/sign-in-attempts';
import type { TestAdmin } from '@test/harness';
import { useTestBackend } from '@test/harness';
import { codeFor, enrolTotp, stepAt } from '@test/totp';
import { ACCOUNT_GUARD, LOGIN_LOCK } from '@/shared/constants';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { BACK_OFFICE_CLIENT, REFRESH_COOKIE, SESSION_CLIENT_HEADER } from '@/shared/auth/session-cookie';
import { TWO_FACTOR_MESSAGES as T } from '@/shared/auth/two-factor';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60', TRUST_PROXY: 'true' } });

const STEP_MS = 30_000;
let ipCount = 0;
/** An address of its own for each test, so that one test's failures never lock another's. */
const freshIp = () => `203.0.113.${++ipCount}`;

let now = 0;
/** Moves the faked clock by `ms`. */
const advance = (ms: number) => {
  now += ms;
  vi.setSystemTime(now);
};

beforeEach(() => {
  // The start of a step, a little behind the real clock: codes of the step after are then within tolerance.
  now = (stepAt() - 1) * STEP_MS + 1_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  // The slow-down after five failures would wait seconds: it is observed, not waited.
  vi.spyOn(waiter, 'wait').mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function login(admin: TestAdmin, ip: string, password = admin.password) {
  return t().call('POST', '/auth/login', { json: { identifier: admin.email, password }, headers: { 'x-forwarded-for': ip } });
}

async function secondFactor(ip: string, json: Record<string, unknown>) {
  return t().call('POST', '/auth/login/second-factor', { json, headers: { 'x-forwarded-for': ip } });
}

async function sessionCount(adminId: string) {
  const [row] = await t().db.select({ n: count() }).from(sessions).where(eq(sessions.adminId, adminId));
  return row.n;
}

/** An administrator with the app on, enrolled at the current step. */
async function enrolled(role: 'admin' | 'SUPER_ADMIN' = 'admin') {
  const admin = await t().createAdmin({ role });
  const codes = await enrolTotp(t(), admin, { 'x-forwarded-for': freshIp() });
  return { admin, codes };
}

describe('POST /auth/login', () => {
  it('answers as before for an account without a second factor', async () => {
    const admin = await t().createAdmin();
    const { status, body } = await login(admin, freshIp());
    expect(status).toBe(200);
    expect(body.message).toBe(AUTH_MESSAGES.loginSuccess);
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
  });

  it('answers a challenge and no token, and opens no session, for an account with the app on', async () => {
    const { admin } = await enrolled();
    const before = await sessionCount(admin.id);
    const { status, body } = await login(admin, freshIp());
    expect(status).toBe(200);
    expect(body.message).toBe(T.codeAsked);
    expect(body.message).toBe("Saisissez le code de votre application d'authentification");
    expect(Object.keys(body.data).sort()).toEqual(['challenge', 'secondFactor']);
    expect(body.data.secondFactor).toBe('totp');
    expect(await sessionCount(admin.id)).toBe(before);
    // The challenge is no access token.
    const profile = await t().call('GET', '/auth/profile', { token: body.data.challenge });
    expect(profile.status).toBe(401);
  });

  it('still refuses a wrong password with the usual answer', async () => {
    const { admin } = await enrolled();
    const { status, body } = await login(admin, freshIp(), 'devinette');
    expect(status).toBe(401);
    expect(body.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});

describe('POST /auth/login/second-factor', () => {
  it('opens the session with the right code, as a sign-in does', async () => {
    const { admin } = await enrolled();
    const ip = freshIp();
    const challenge = (await login(admin, ip)).body.data.challenge;
    const { status, body } = await secondFactor(ip, { challenge, code: await codeFor(t(), admin.id, stepAt() + 1) });
    expect(status).toBe(200);
    expect(body.message).toBe(AUTH_MESSAGES.loginSuccess);
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
    const profile = await t().call('GET', '/auth/profile', { token: body.data.accessToken });
    expect(profile.status).toBe(200);
    expect(profile.body.data.doubleAuthentification).toEqual({ totp: true, codesRestants: 10 });
    // The challenge is spent.
    const again = await secondFactor(ip, { challenge, code: await codeFor(t(), admin.id, stepAt() + 1) });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('sign_in_challenge_invalid');
    expect(again.body.message).toBe(T.challengeInvalid);
  });

  it('gives the back office its refresh token in the cookie, as the sign-in does, and asks for the code first', async () => {
    const { admin } = await enrolled();
    const ip = freshIp();
    const headers = { 'x-forwarded-for': ip, [SESSION_CLIENT_HEADER]: BACK_OFFICE_CLIENT };
    const first = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: admin.password }, headers });
    expect(first.body.data.secondFactor).toBe('totp');
    expect(first.headers.get('set-cookie')).toBeNull();
    const { status, body, headers: answer } = await t().call('POST', '/auth/login/second-factor', {
      json: { challenge: first.body.data.challenge, code: await codeFor(t(), admin.id, stepAt() + 1) },
      headers,
    });
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'user']);
    expect(answer.get('set-cookie')).toContain(`${REFRESH_COOKIE.name}=`);
    expect(answer.get('set-cookie')).toMatch(/HttpOnly/i);
  });

  it('refuses a code of a time step already used, even on a new challenge', async () => {
    const { admin } = await enrolled();
    const ip = freshIp();
    const code = await codeFor(t(), admin.id, stepAt() + 1);
    const first = await secondFactor(ip, { challenge: (await login(admin, ip)).body.data.challenge, code });
    expect(first.status).toBe(200);
    const replay = await secondFactor(ip, { challenge: (await login(admin, ip)).body.data.challenge, code });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('second_factor_code_wrong');
    expect(replay.body.message).toBe(T.codeWrong);
    // The code of the step enrolment used is spent too.
    const enrolmentStep = await secondFactor(ip, {
      challenge: (await login(admin, ip)).body.data.challenge,
      code: await codeFor(t(), admin.id, stepAt()),
    });
    expect(enrolmentStep.status).toBe(401);
    // Half a minute later, the next code works.
    advance(STEP_MS);
    const next = await secondFactor(ip, { challenge: (await login(admin, ip)).body.data.challenge, code: await codeFor(t(), admin.id, stepAt() + 1) });
    expect(next.status).toBe(200);
  });

  it('lets only one of two simultaneous requests with the same challenge and code in', async () => {
    const { admin } = await enrolled();
    const ip = freshIp();
    const challenge = (await login(admin, ip)).body.data.challenge;
    const code = await codeFor(t(), admin.id, stepAt() + 1);
    const answers = await Promise.all([secondFactor(ip, { challenge, code }), secondFactor(ip, { challenge, code })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(await sessionCount(admin.id)).toBe(2);
  });

  it('refuses the code of an account blocked since its password was typed', async () => {
    const { admin } = await enrolled();
    const ip = freshIp();
    const challenge = (await login(admin, ip)).body.data.challenge;
    await t().db.update(admins).set({ compteVerrouille: true }).where(eq(admins.id, admin.id));
    const { status, body } = await secondFactor(ip, { challenge, code: await codeFor(t(), admin.id, stepAt() + 1) });
    expect(status).toBe(403);
    expect(body.message).toBe(AUTH_MESSAGES.accountBlocked);
    expect(await sessionCount(admin.id)).toBe(1);
  });

  it('refuses a code too far from the clock', async () => {
    const { admin } = await enrolled();
    const ip = freshIp();
    const challenge = (await login(admin, ip)).body.data.challenge;
    const late = await secondFactor(ip, { challenge, code: await codeFor(t(), admin.id, stepAt() + 3) });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('second_factor_code_wrong');
  });

  it('locks the address after five wrong codes, like wrong passwords, and slows the account down', async () => {
    const { admin } = await enrolled();
    const ip = freshIp();
    const right = await codeFor(t(), admin.id, stepAt() + 1);
    const wrong = right === '000000' ? '111111' : '000000';
    let challenge = '';
    for (let i = 0; i < LOGIN_LOCK.maxFailures; i++) {
      // A challenge takes three wrong codes, then the password is asked again (decision 027).
      const last = i % ACCOUNT_GUARD.challengeWrongCodes === ACCOUNT_GUARD.challengeWrongCodes - 1;
      if (i % ACCOUNT_GUARD.challengeWrongCodes === 0) challenge = (await login(admin, ip)).body.data.challenge;
      const { status, body } = await secondFactor(ip, { challenge, code: wrong });
      expect(status).toBe(401);
      expect(body.code).toBe(last ? 'sign_in_challenge_invalid' : 'second_factor_code_wrong');
    }
    const locked = await secondFactor(ip, { challenge, code: right });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('account_locked');
    expect(locked.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The password too is refused from this address for this account.
    expect((await login(admin, ip)).status).toBe(429);
    // From elsewhere, the account is slowed down, not refused.
    const elsewhere = freshIp();
    const other = await login(admin, elsewhere);
    expect(other.status).toBe(200);
    expect(waiter.wait).toHaveBeenCalled();
    expect(await sessionCount(admin.id)).toBe(1);
  });

  it('lets a recovery code in once, and says how many are left', async () => {
    const { admin, codes } = await enrolled();
    expect(codes).toHaveLength(10);
    expect(codes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const ip = freshIp();
    // Typed in lower case, without the dash: the same code.
    const typed = codes[3].replace('-', ' ').toLowerCase();
    const used = await secondFactor(ip, { challenge: (await login(admin, ip)).body.data.challenge, recoveryCode: typed });
    expect(used.status).toBe(200);
    const profile = await t().call('GET', '/auth/profile', { token: used.body.data.accessToken });
    expect(profile.body.data.doubleAuthentification).toEqual({ totp: true, codesRestants: 9 });
    const again = await secondFactor(ip, { challenge: (await login(admin, ip)).body.data.challenge, recoveryCode: codes[3] });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('second_factor_code_wrong');
    const [logged] = await t()
      .db.select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.recovery_code_used'), eq(activityLog.entityId, admin.id)));
    expect(logged.n).toBe(1);
  });

  it('refuses a challenge past its five minutes, or from another address', async () => {
    const { admin } = await enrolled();
    const ip = freshIp();
    const challenge = (await login(admin, ip)).body.data.challenge;
    const elsewhere = await secondFactor(freshIp(), { challenge, code: await codeFor(t(), admin.id, stepAt() + 1) });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.code).toBe('sign_in_challenge_invalid');
    advance(5 * 60_000 + 1_000);
    const late = await secondFactor(ip, { challenge, code: await codeFor(t(), admin.id) });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('sign_in_challenge_invalid');
    expect(late.body.message).toBe('Votre connexion a expiré. Saisissez de nouveau votre mot de passe.');
  });

  it('refuses a body with neither code, or both, in French, storing nothing', async () => {
    const ip = freshIp();
    const neither = await secondFactor(ip, { challenge: 'x' });
    expect(neither.status).toBe(400);
    expect(neither.body.data.errors.code).toBe(T.oneCodeOnly);
    const badCode = await secondFactor(ip, { challenge: 'x', code: '12ab56' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toBe(T.codeFormat);
  });
});

describe('setting up, turning off and renewing', () => {
  it('keeps the key out of every answer after enrolment, and stores the recovery codes hashed', async () => {
    const admin = await t().createAdmin();
    const setup = await t().call('POST', '/auth/2fa/totp/setup', { token: admin.token, json: { currentPassword: admin.password } });
    expect(setup.status).toBe(200);
    expect(setup.body.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/Boutique:/);
    expect(setup.body.data.otpauthUri).toContain(`issuer=Boutique`);
    expect(setup.body.data.otpauthUri).toContain(encodeURIComponent(admin.email));
    expect(setup.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    // Not on until a code is typed: the sign-in is unchanged meanwhile.
    expect(Object.keys((await login(admin, freshIp())).body.data)).toContain('accessToken');
    const wrong = await t().call('POST', '/auth/2fa/totp/enable', { token: admin.token, json: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('totp_code_wrong');
    expect(wrong.body.data.errors.code).toBe(T.enableCodeWrong);
    const enable = await t().call('POST', '/auth/2fa/totp/enable', { token: admin.token, json: { code: await codeFor(t(), admin.id) } });
    expect(enable.status).toBe(200);
    expect(enable.body.message).toBe(T.enabled);
    const [enabledEntry] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.second_factor_enable'), eq(activityLog.entityId, admin.id)));
    expect(enabledEntry.title).toBe('Double authentification activée');
    const profile = await t().call('GET', '/auth/profile', { token: admin.token });
    expect(JSON.stringify(profile.body)).not.toContain(setup.body.data.secret);
    const stored = await t().db.select({ hash: recoveryCodes.codeHash }).from(recoveryCodes).where(eq(recoveryCodes.adminId, admin.id));
    expect(stored).toHaveLength(10);
    // Each under a salt of its own.
    for (const { hash } of stored) expect(hash).toMatch(/^[0-9a-f]{8}:[0-9a-f]{64}$/);
    expect(new Set(stored.map(({ hash }) => hash.slice(0, 8))).size).toBeGreaterThan(1);
    for (const code of enable.body.data.recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    // A second setup is refused while it is on.
    const again = await t().call('POST', '/auth/2fa/totp/setup', { token: admin.token, json: { currentPassword: admin.password } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('second_factor_already_enabled');
  });

  it('needs the password again to turn it off, then signs in with the password alone', async () => {
    const { admin } = await enrolled();
    const refused = await t().call('POST', '/auth/2fa/totp/disable', {
      token: admin.token,
      headers: { 'x-forwarded-for': freshIp() },
      json: { currentPassword: 'devinette' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('current_password_wrong');
    expect(refused.body.data.errors.currentPassword).toBe(AUTH_MESSAGES.currentPasswordWrong);
    expect((await login(admin, freshIp())).body.data.secondFactor).toBe('totp');

    const before = (await t().outbox('mail')).length;
    const done = await t().call('POST', '/auth/2fa/totp/disable', { token: admin.token, json: { currentPassword: admin.password } });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(T.disabled);
    const signIn = await login(admin, freshIp());
    expect(Object.keys(signIn.body.data).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
    const [row] = await t().db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row.totpSecret).toBeNull();
    const [disabledEntry] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.second_factor_disable'), eq(activityLog.entityId, admin.id)));
    expect(disabledEntry.title).toBe('Double authentification désactivée');
    const mails = await t().outbox('mail');
    expect(mails.length).toBe(before + 1);
    // Found by its recipient: the outbox is sorted by the (faked) time, and another test's notice may sort later.
    const notice = mails.find((mail) => mail.content.includes(`To: ${admin.email}`))?.content ?? '';
    expect(notice).toMatch(/double authentification/i);
  });

  it('renews the recovery codes with the password: the old ones stop working', async () => {
    const { admin, codes } = await enrolled();
    const wrong = await t().call('POST', '/auth/2fa/recovery-codes', {
      token: admin.token,
      headers: { 'x-forwarded-for': freshIp() },
      json: { currentPassword: 'devinette' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('current_password_wrong');
    const renewed = await t().call('POST', '/auth/2fa/recovery-codes', { token: admin.token, json: { currentPassword: admin.password } });
    expect(renewed.status).toBe(200);
    const notices = (await t().outbox('mail')).filter((mail) => mail.content.includes(`To: ${admin.email}`)).map((mail) => mail.content);
    expect(notices.some((notice) => /codes de secours ont/.test(notice))).toBe(true);
    expect(renewed.body.message).toBe(T.recoveryCodesRenewed);
    const fresh: string[] = renewed.body.data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    const ip = freshIp();
    const old = await secondFactor(ip, { challenge: (await login(admin, ip)).body.data.challenge, recoveryCode: codes[0] });
    expect(old.status).toBe(401);
    const ok = await secondFactor(ip, { challenge: (await login(admin, ip)).body.data.challenge, recoveryCode: fresh[0] });
    expect(ok.status).toBe(200);
  });

  it('refuses renewing or turning off what is not on', async () => {
    const admin = await t().createAdmin();
    const renew = await t().call('POST', '/auth/2fa/recovery-codes', { token: admin.token, json: { currentPassword: admin.password } });
    expect(renew.status).toBe(409);
    expect(renew.body.code).toBe('second_factor_not_enabled');
    const enable = await t().call('POST', '/auth/2fa/totp/enable', { token: admin.token, json: { code: '123456' } });
    expect(enable.status).toBe(409);
    expect(enable.body.code).toBe('totp_setup_required');
  });
});

describe('POST /auth/admin/{id}/2fa/reset', () => {
  it("is refused to an administrator, and lets a super administrator remove another's, logged", async () => {
    const { admin: target } = await enrolled();
    const clerk = await t().createAdmin({ role: 'admin' });
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const refused = await t().call('POST', `/auth/admin/${target.id}/2fa/reset`, { token: clerk.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect((await login(target, freshIp())).body.data.secondFactor).toBe('totp');

    const done = await t().call('POST', `/auth/admin/${target.id}/2fa/reset`, { token: boss.token });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(T.resetDone);
    expect(Object.keys((await login(target, freshIp())).body.data)).toContain('accessToken');
    const [logged] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'admin.second_factor_reset'), eq(activityLog.entityId, target.id)));
    expect(logged.actorId).toBe(boss.id);
    // Pending challenges of the removed factor are gone.
    const [left] = await t().db.select({ n: count() }).from(signInChallenges).where(eq(signInChallenges.adminId, target.id));
    expect(left.n).toBe(0);

    const again = await t().call('POST', `/auth/admin/${target.id}/2fa/reset`, { token: boss.token });
    expect(again.status).toBe(409);
    const self = await t().call('POST', `/auth/admin/${boss.id}/2fa/reset`, { token: boss.token });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(T.cannotResetSelf);
  });
});
