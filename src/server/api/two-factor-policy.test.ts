// A second factor required for every administrator (docs/decisions/025-second-factor.md, "Required for everyone"):
// a shop setting only a super administrator with a factor of their own turns on; then an account without one gets,
// for its right password, a challenge of kind 'setup' and no token, sets the authenticator app up with it, and the
// app's first code opens the session and returns the ten recovery codes. Wrong codes count as wrong passwords.
import { and, count, desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityLog, admins, recoveryCodes, sessions, shopSettings } from '@/server/db/schema';
import { waiter } from '@/server/services/accounts/sign-in-attempts';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { parseMail } from '@test/mail';
import { codeFor, codeOfKey, enrolTotp, policyOwner, stepAt } from '@test/totp';
import { ACCOUNT_GUARD, LOGIN_LOCK } from '@/shared/constants';
import { API_MESSAGES as A } from '@/shared/messages';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { SETTINGS_MESSAGES as S } from '@/shared/settings/schemas';
import { BACK_OFFICE_CLIENT, REFRESH_COOKIE, SESSION_CLIENT_HEADER } from '@/shared/auth/session-cookie';
import { TWO_FACTOR_MESSAGES as T } from '@/shared/auth/two-factor';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60', TRUST_PROXY: 'true' } });

let ipCount = 0;
/** An address of its own for each test, so that one test's failures never lock another's. */
const freshIp = () => `198.51.100.${++ipCount}`;

beforeEach(() => {
  // The slow-down after five failures would wait seconds: it is observed, not waited.
  vi.spyOn(waiter, 'wait').mockResolvedValue();
});
afterEach(async () => {
  vi.restoreAllMocks();
  // Each test starts with the policy off.
  await t().call('PUT', '/parametres', { token: (await owner()).token, json: { doubleAuthentificationObligatoire: false } });
});

/** A super administrator with the authenticator app on, who may turn the policy on. */
const owner = policyOwner(t, () => ({ 'x-forwarded-for': freshIp() }));

const setPolicy = async (on: boolean, token?: string) =>
  t().call('PUT', '/parametres', { token: token ?? (await owner()).token, json: { doubleAuthentificationObligatoire: on } });

const login = (admin: TestAdmin, ip: string, headers: Record<string, string> = {}) =>
  t().call('POST', '/auth/login', { json: { identifier: admin.email, password: admin.password }, headers: { 'x-forwarded-for': ip, ...headers } });

const setup = (ip: string, challenge: string) => t().call('POST', '/auth/login/second-factor/setup', { json: { challenge }, headers: { 'x-forwarded-for': ip } });

const enable = (ip: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t().call('POST', '/auth/login/second-factor/enable', { json, headers: { 'x-forwarded-for': ip, ...headers } });

/** The code the setup e-mailed to the account's address last (docs/decisions/027-counters-per-account.md), from the outbox. */
async function emailCodeOf(email: string): Promise<string> {
  const mails = await Promise.all((await t().outbox('mail')).map((item) => parseMail(item.content)));
  const code = mails.filter((mail) => mail.to.includes(email)).map((mail) => /configuration.*\s: (\d{6})$/.exec(mail.subject)?.[1]).filter(Boolean).pop();
  if (!code) throw new Error(`no setup code e-mailed to ${email}`);
  return code;
}

async function sessionCount(adminId: string) {
  const [row] = await t().db.select({ n: count() }).from(sessions).where(eq(sessions.adminId, adminId));
  return row.n;
}

async function stored(adminId: string) {
  const [row] = await t().db.select({ secret: admins.totpSecret, enabledAt: admins.totpEnabledAt }).from(admins).where(eq(admins.id, adminId));
  return row;
}

describe('the policy off', () => {
  it('leaves the sign-in of an account without a second factor as it was', async () => {
    const admin = await t().createAdmin();
    const { status, body } = await login(admin, freshIp());
    expect(status).toBe(200);
    expect(body.message).toBe(AUTH_MESSAGES.loginSuccess);
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
    expect((await t().call('GET', '/parametres', { token: admin.token })).body.data.doubleAuthentificationObligatoire).toBe(false);
  });
});

describe('PUT /parametres doubleAuthentificationObligatoire', () => {
  it('is refused to an ordinary administrator (403), nothing stored', async () => {
    const admin = await t().createAdmin({ role: 'admin' });
    await enrolTotp(t(), admin, { 'x-forwarded-for': freshIp() });
    const refused = await setPolicy(true, admin.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(A.forbidden);
    expect((await t().call('GET', '/parametres', { token: admin.token })).body.data.doubleAuthentificationObligatoire).toBe(false);
  });

  it('is refused to a super administrator without a second factor of their own (400, in French), nothing stored', async () => {
    const bare = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const before = await t().db.select().from(shopSettings);
    const refused = await setPolicy(true, bare.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Activez d'abord la double authentification sur votre compte.");
    expect(refused.body.data.errors.doubleAuthentificationObligatoire).toBe(S.secondFactorPolicyOwnFirst);
    expect(await t().db.select().from(shopSettings)).toEqual(before);
    // With it on elsewhere, the same super administrator may still save the other settings, and turn it off.
    expect((await setPolicy(true)).status).toBe(200);
    expect((await t().call('PUT', '/parametres', { token: bare.token, json: { seuilStockBas: 7, doubleAuthentificationObligatoire: true } })).status).toBe(200);
    expect((await setPolicy(false, bare.token)).status).toBe(200);
  });

  it('refuses a value other than true or false in French', async () => {
    const refused = await setPolicy('oui' as unknown as boolean);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors.doubleAuthentificationObligatoire).toBe(S.secondFactorPolicyInvalid);
  });

  it('is saved by a super administrator with a factor, and the activity feed says it was turned on', async () => {
    const saved = await setPolicy(true);
    expect(saved.status).toBe(200);
    expect(saved.body.data.doubleAuthentificationObligatoire).toBe(true);
    const [entry] = await t().db.select().from(activityLog).where(eq(activityLog.action, 'settings.update')).orderBy(desc(activityLog.createdAt)).limit(1);
    expect(entry.subtitle).toBe('Double authentification obligatoire');
    expect(entry.details).toEqual({ champs: ['doubleAuthentificationObligatoire'], doubleAuthentificationObligatoire: true });
  });
});

describe('signing in with the policy on', () => {
  it('leaves an account with a second factor its usual code step', async () => {
    await setPolicy(true);
    const admin = await t().createAdmin();
    await enrolTotp(t(), admin, { 'x-forwarded-for': freshIp() });
    const { body } = await login(admin, freshIp());
    expect(body.message).toBe(T.codeAsked);
    expect(body.data.secondFactor).toBe('totp');
  });

  it('answers a setup challenge and no token to an account without one, and opens no session', async () => {
    await setPolicy(true);
    const admin = await t().createAdmin();
    const before = await sessionCount(admin.id);
    const { status, body, headers } = await login(admin, freshIp(), { [SESSION_CLIENT_HEADER]: BACK_OFFICE_CLIENT });
    expect(status).toBe(200);
    expect(body.message).toBe(T.setupAsked);
    expect(Object.keys(body.data).sort()).toEqual(['challenge', 'secondFactor']);
    expect(body.data.secondFactor).toBe('setup');
    expect(headers.get('set-cookie')).toBeNull();
    expect(await sessionCount(admin.id)).toBe(before);
    // The challenge is no access token, and is refused by the code step of an account with a factor.
    expect((await t().call('GET', '/auth/profile', { token: body.data.challenge })).status).toBe(401);
  });

  it('sets the app up with the challenge, and its first code opens the session with ten recovery codes', async () => {
    await setPolicy(true);
    const admin = await t().createAdmin();
    const ip = freshIp();
    const challenge = (await login(admin, ip)).body.data.challenge;
    // Another address cannot use it.
    expect((await setup(freshIp(), challenge)).body.code).toBe('sign_in_challenge_invalid');

    const started = await setup(ip, challenge);
    expect(started.status).toBe(200);
    expect(started.body.message).toBe(T.setupStarted);
    expect(started.body.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/Boutique:/);
    expect(started.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    // Stored as the account page's setup stores it: not on yet.
    expect((await stored(admin.id)).enabledAt).toBeNull();
    expect((await stored(admin.id)).secret).toBeTruthy();
    expect(await sessionCount(admin.id)).toBe(1);

    const headers = { [SESSION_CLIENT_HEADER]: BACK_OFFICE_CLIENT };
    const emailCode = await emailCodeOf(admin.email);
    const done = await enable(ip, { challenge, code: codeOfKey(started.body.data.secret), emailCode }, headers);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(T.enabled);
    expect(Object.keys(done.body.data).sort()).toEqual(['accessToken', 'recoveryCodes', 'user']);
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    expect(done.headers.get('set-cookie')).toContain(`${REFRESH_COOKIE.name}=`);
    expect(await sessionCount(admin.id)).toBe(2);
    const profile = await t().call('GET', '/auth/profile', { token: done.body.data.accessToken });
    expect(profile.body.data.doubleAuthentification).toEqual({ totp: true, codesRestants: 10 });
    const [codes] = await t().db.select({ n: count() }).from(recoveryCodes).where(eq(recoveryCodes.adminId, admin.id));
    expect(codes.n).toBe(10);
    const [logged] = await t()
      .db.select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.second_factor_enable'), eq(activityLog.entityId, admin.id)));
    expect(logged.n).toBe(1);

    // The challenge is spent; the next sign-in asks for a code of the app.
    const again = await enable(ip, { challenge, code: codeOfKey(started.body.data.secret), emailCode });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('sign_in_challenge_invalid');
    expect((await login(admin, ip)).body.data.secondFactor).toBe('totp');
  });

  it('counts a wrong code as a wrong password: five lock the address, with no session', async () => {
    await setPolicy(true);
    const admin = await t().createAdmin();
    const ip = freshIp();
    let challenge = '';
    let emailCode = '';
    for (let i = 0; i < LOGIN_LOCK.maxFailures; i++) {
      // A challenge takes three wrong codes, then the password is asked again (decision 027).
      if (i % ACCOUNT_GUARD.challengeWrongCodes === 0) {
        challenge = (await login(admin, ip)).body.data.challenge;
        expect((await setup(ip, challenge)).status).toBe(200);
        emailCode = await emailCodeOf(admin.email);
      }
      const right = await codeFor(t(), admin.id, stepAt());
      const { status, body } = await enable(ip, { challenge, code: right === '000000' ? '111111' : '000000', emailCode });
      expect(status).toBe(401);
      const last = i % ACCOUNT_GUARD.challengeWrongCodes === ACCOUNT_GUARD.challengeWrongCodes - 1;
      expect(body.code).toBe(last ? 'sign_in_challenge_invalid' : 'second_factor_code_wrong');
      expect(body.message).toBe(last ? T.tooManyWrongCodes : T.enableCodeWrong);
    }
    const locked = await enable(ip, { challenge, code: await codeFor(t(), admin.id, stepAt()), emailCode });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect((await login(admin, ip)).status).toBe(429);
    // From elsewhere, the account is slowed down, not refused.
    const elsewhere = await login(admin, freshIp());
    expect(elsewhere.body.data.secondFactor).toBe('setup');
    expect(waiter.wait).toHaveBeenCalled();
    expect(await sessionCount(admin.id)).toBe(1);
    expect((await stored(admin.id)).enabledAt).toBeNull();
  });

  it('asks for the setup before a code, and refuses a challenge of an account that has a factor', async () => {
    await setPolicy(true);
    const admin = await t().createAdmin();
    const ip = freshIp();
    const challenge = (await login(admin, ip)).body.data.challenge;
    const early = await enable(ip, { challenge, code: '123456', emailCode: '123456' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(T.setupRequired);
    // A 'setup' challenge does not answer the code step, and a 'totp' one does not start a setup.
    expect((await t().call('POST', '/auth/login/second-factor', { json: { challenge, code: '123456' }, headers: { 'x-forwarded-for': ip } })).status).toBe(401);
    const withFactor = await t().createAdmin();
    await enrolTotp(t(), withFactor, { 'x-forwarded-for': freshIp() });
    const totpChallenge = (await login(withFactor, ip)).body.data.challenge;
    const refused = await setup(ip, totpChallenge);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('sign_in_challenge_invalid');
  });

  it('refuses a body without a challenge or with a malformed code in French', async () => {
    const ip = freshIp();
    const none = await setup(ip, '');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(T.challengeRequired);
    const bad = await enable(ip, { challenge: 'x', code: '12ab56' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(T.codeFormat);
  });
});
