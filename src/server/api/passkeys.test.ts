// Passkeys beside the authenticator app (docs/decisions/025-second-factor.md, "Passkeys"; docs/api.md): added with
// the password again while the app is on, listed, removed; at sign-in, a passkey's signed answer opens the session
// instead of a code. A refused answer locks like a wrong password (decision 010); each challenge answers once. The
// browser's side is a software authenticator (tests/support/passkey.ts) for PUBLIC_URL http://boutique.test.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityLog, admins, passkeys, sessions } from '@/server/db/schema';
import { waiter } from '@/server/services/accounts/sign-in-attempts';
import type { TestAdmin } from '@test/harness';
import { useTestBackend } from '@test/harness';
import { SoftPasskey } from '@test/passkey';
import { enrolTotp } from '@test/totp';
import { ACCOUNT_GUARD, LOGIN_LOCK } from '@/shared/constants';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { PASSKEY_MESSAGES as P } from '@/shared/auth/passkeys';
import { BACK_OFFICE_CLIENT, REFRESH_COOKIE, SESSION_CLIENT_HEADER } from '@/shared/auth/session-cookie';
import { TWO_FACTOR_MESSAGES as T } from '@/shared/auth/two-factor';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60', TRUST_PROXY: 'true' } });
const RP = { rpId: 'boutique.test', origin: 'http://boutique.test' };

let ipCount = 0;
/** An address of its own for each test, so that one test's failures never lock another's. */
const freshIp = () => `198.51.100.${++ipCount}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

beforeEach(() => {
  // The slow-down after five failures would wait seconds: it is observed, not waited.
  vi.spyOn(waiter, 'wait').mockResolvedValue();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** An administrator with the app on. */
async function enrolled() {
  const admin = await t().createAdmin();
  await enrolTotp(t(), admin, from(freshIp()));
  return admin;
}

/** Adds a software passkey to the account through the API, as the account page does. */
async function addPasskey(admin: TestAdmin, passkey = new SoftPasskey(RP)) {
  const options = await t().call('POST', '/auth/2fa/passkeys/options', { token: admin.token, json: { currentPassword: admin.password } });
  expect(options.status).toBe(200);
  const added = await t().call('POST', '/auth/2fa/passkeys', {
    token: admin.token,
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' },
    json: { response: passkey.register(options.body.data) },
  });
  expect(added.status).toBe(201);
  return { passkey, summary: added.body.data };
}

async function passwordStep(admin: TestAdmin, ip: string) {
  const { body } = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: admin.password }, headers: from(ip) });
  return body.data as { secondFactor: string; challenge: string; passkey?: boolean };
}

async function passkeyOptions(ip: string, challenge: string) {
  return t().call('POST', '/auth/login/passkey/options', { json: { challenge }, headers: from(ip) });
}

async function passkeySignIn(ip: string, json: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t().call('POST', '/auth/login/passkey', { json, headers: { ...from(ip), ...headers } });
}

async function storedPasskeys(adminId: string) {
  return t().db.select().from(passkeys).where(eq(passkeys.adminId, adminId));
}

describe('adding a passkey', () => {
  it('is refused while the authenticator app is off', async () => {
    const admin = await t().createAdmin();
    const { status, body } = await t().call('POST', '/auth/2fa/passkeys/options', { token: admin.token, json: { currentPassword: admin.password } });
    expect(status).toBe(409);
    expect(body.code).toBe('totp_required');
    expect(body.message).toBe("Activez d'abord l'application d'authentification.");
  });

  it('asks for the password again, and counts a wrong one like a wrong sign-in', async () => {
    const admin = await enrolled();
    const { status, body } = await t().call('POST', '/auth/2fa/passkeys/options', {
      token: admin.token,
      headers: from(freshIp()),
      json: { currentPassword: 'devinette' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('current_password_wrong');
    expect(body.message).toBe(AUTH_MESSAGES.currentPasswordWrong);
    const [row] = await t().db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row.passkeyChallenge).toBeNull();
  });

  it('stores the passkey under a label of the device and the day, records it and tells the owner', async () => {
    const admin = await enrolled();
    const before = (await t().outbox('mail')).length;
    const { passkey, summary } = await addPasskey(admin);
    expect(summary.name).toMatch(/^Clé d'accès \(Android\) du \d{2}\/\d{2}\/\d{4}$/);
    expect(summary.lastUsedAt).toBeNull();
    const [row] = await storedPasskeys(admin.id);
    expect(row.credentialId).toBe(passkey.id);
    expect(row.counter).toBe(0);
    expect(row.transports).toBe('internal');
    const list = await t().call('GET', '/auth/2fa/passkeys', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([summary]);
    const [entry] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.passkey_add'), eq(activityLog.entityId, admin.id)));
    expect(entry.title).toBe("Clé d'accès ajoutée");
    const mails = await t().outbox('mail');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.content).toContain(admin.email);
  });

  it("refuses an answer for another origin, and an options' challenge answered twice", async () => {
    const admin = await enrolled();
    const passkey = new SoftPasskey(RP);
    const options = await t().call('POST', '/auth/2fa/passkeys/options', { token: admin.token, json: { currentPassword: admin.password } });
    const phished = await t().call('POST', '/auth/2fa/passkeys', {
      token: admin.token,
      json: { response: passkey.register(options.body.data, { origin: 'https://boutique-test.example' }) },
    });
    expect(phished.status).toBe(400);
    expect(phished.body.code).toBe('passkey_registration_failed');
    expect(phished.body.message).toBe(P.registrationFailed);
    // The challenge went with the refused answer: the right one comes too late.
    const again = await t().call('POST', '/auth/2fa/passkeys', { token: admin.token, json: { response: passkey.register(options.body.data) } });
    expect(again.status).toBe(400);
    expect(await storedPasskeys(admin.id)).toHaveLength(0);
  });

  it('refuses a malformed answer with a French message, and stores nothing', async () => {
    const admin = await enrolled();
    const { status, body } = await t().call('POST', '/auth/2fa/passkeys', { token: admin.token, json: { response: { id: 'x' } } });
    expect(status).toBe(400);
    expect(body.message).toBe("La réponse de la clé d'accès est manquante. Réessayez.");
    expect(await storedPasskeys(admin.id)).toHaveLength(0);
  });

  it('removes one with the password again; another account cannot name it', async () => {
    const admin = await enrolled();
    const other = await enrolled();
    const { summary } = await addPasskey(admin);
    const foreign = await t().call('DELETE', `/auth/2fa/passkeys/${summary.id}`, { token: other.token, json: { currentPassword: other.password } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(P.notFound);
    const wrong = await t().call('DELETE', `/auth/2fa/passkeys/${summary.id}`, {
      token: admin.token,
      headers: from(freshIp()),
      json: { currentPassword: 'devinette' },
    });
    expect(wrong.status).toBe(400);
    expect(await storedPasskeys(admin.id)).toHaveLength(1);
    const removed = await t().call('DELETE', `/auth/2fa/passkeys/${summary.id}`, { token: admin.token, json: { currentPassword: admin.password } });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Clé d'accès supprimée");
    expect(await storedPasskeys(admin.id)).toHaveLength(0);
    // The sign-in no longer offers one.
    expect((await passwordStep(admin, freshIp())).passkey).toBeUndefined();
  });

  it('goes with the authenticator app, turned off by its owner or reset by a super administrator', async () => {
    const admin = await enrolled();
    await addPasskey(admin);
    const off = await t().call('POST', '/auth/2fa/totp/disable', { token: admin.token, json: { currentPassword: admin.password } });
    expect(off.status).toBe(200);
    expect(await storedPasskeys(admin.id)).toHaveLength(0);

    const other = await enrolled();
    await addPasskey(other);
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const reset = await t().call('POST', `/auth/admin/${other.id}/2fa/reset`, { token: boss.token });
    expect(reset.status).toBe(200);
    expect(await storedPasskeys(other.id)).toHaveLength(0);
  });
});

describe('signing in with a passkey', () => {
  it('offers it after the password, with the existing fields unchanged', async () => {
    const admin = await enrolled();
    expect(Object.keys(await passwordStep(admin, freshIp())).sort()).toEqual(['challenge', 'secondFactor']);
    await addPasskey(admin);
    const answer = await passwordStep(admin, freshIp());
    expect(answer).toEqual({ secondFactor: 'totp', challenge: expect.any(String), passkey: true });
  });

  it('opens the session, keeps the counter, and spends the challenge', async () => {
    const admin = await enrolled();
    const { passkey } = await addPasskey(admin);
    const ip = freshIp();
    const { challenge } = await passwordStep(admin, ip);
    const options = await passkeyOptions(ip, challenge);
    expect(options.status).toBe(200);
    expect(options.body.data.rpId).toBe('boutique.test');
    expect(options.body.data.allowCredentials).toEqual([expect.objectContaining({ id: passkey.id, type: 'public-key' })]);

    const headers = { [SESSION_CLIENT_HEADER]: BACK_OFFICE_CLIENT };
    const { status, body, headers: answer } = await passkeySignIn(ip, { challenge, response: passkey.authenticate(options.body.data) }, headers);
    expect(status).toBe(200);
    expect(body.message).toBe(AUTH_MESSAGES.loginSuccess);
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'user']);
    expect(answer.get('set-cookie')).toContain(`${REFRESH_COOKIE.name}=`);
    expect((await t().call('GET', '/auth/profile', { token: body.data.accessToken })).status).toBe(200);
    const [row] = await storedPasskeys(admin.id);
    expect(row.counter).toBe(1);
    expect(row.lastUsedAt).not.toBeNull();
    const [entry] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.login'), eq(activityLog.entityId, admin.id)));
    expect(entry.details).toMatchObject({ secondFactor: 'passkey' });

    // The same answer again, or new options on the spent challenge: sign in again.
    const replay = await passkeySignIn(ip, { challenge, response: passkey.authenticate(options.body.data) });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('sign_in_challenge_invalid');
    expect(replay.body.message).toBe(T.challengeInvalid);
    expect((await passkeyOptions(ip, challenge)).status).toBe(401);
  });

  it("refuses another account's passkey, a wrong signature and another origin, each as a wrong password", async () => {
    const admin = await enrolled();
    const other = await enrolled();
    const { passkey } = await addPasskey(admin);
    const { passkey: othersPasskey } = await addPasskey(other);
    const ip = freshIp();
    let challenge = '';
    const tries = [
      (options: { challenge: string }) => othersPasskey.authenticate(options),
      (options: { challenge: string }) => passkey.authenticate(options, { badSignature: true }),
      (options: { challenge: string }) => passkey.authenticate(options, { origin: 'https://boutique-test.example' }),
    ];
    for (const [i, attempt] of tries.entries()) {
      // A challenge takes three refused answers (decision 027): the last one on a new sign-in's.
      if (i % 2 === 0) ({ challenge } = await passwordStep(admin, ip));
      const options = (await passkeyOptions(ip, challenge)).body.data;
      const { status, body } = await passkeySignIn(ip, { challenge, response: attempt(options) });
      expect(status).toBe(401);
      expect(body.code).toBe('passkey_not_recognised');
      expect(body.message).toBe("La clé d'accès n'a pas été reconnue. Réessayez ou saisissez un code.");
    }
    // No session beyond the one the test signed in with.
    expect(await t().db.select().from(sessions).where(eq(sessions.adminId, admin.id))).toHaveLength(1);
    // The challenge is still good for the right passkey.
    const options = (await passkeyOptions(ip, challenge)).body.data;
    expect((await passkeySignIn(ip, { challenge, response: passkey.authenticate(options) })).status).toBe(200);
  });

  it('refuses an answer without options asked, and the same options answered twice', async () => {
    const admin = await enrolled();
    const { passkey } = await addPasskey(admin);
    const ip = freshIp();
    let { challenge } = await passwordStep(admin, ip);
    const unasked = await passkeySignIn(ip, { challenge, response: passkey.authenticate({ challenge: 'aW52ZW50ZQ' }) });
    expect(unasked.status).toBe(401);
    expect(unasked.body.code).toBe('passkey_not_recognised');
    // A new sign-in's challenge, which takes three refused answers (decision 027).
    ({ challenge } = await passwordStep(admin, ip));
    const options = (await passkeyOptions(ip, challenge)).body.data;
    const cancelled = await passkeySignIn(ip, { challenge, response: passkey.authenticate(options, { badSignature: true }) });
    expect(cancelled.status).toBe(401);
    // The options were spent by the refused answer: a right signature of them is refused too.
    const late = await passkeySignIn(ip, { challenge, response: passkey.authenticate(options) });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('passkey_not_recognised');
  });

  it('locks the address after five refused answers, like wrong passwords', async () => {
    const admin = await enrolled();
    const { passkey } = await addPasskey(admin);
    const ip = freshIp();
    let challenge = '';
    for (let i = 0; i < LOGIN_LOCK.maxFailures; i++) {
      // A challenge takes three refused answers, then the password is asked again (decision 027).
      if (i % ACCOUNT_GUARD.challengeWrongCodes === 0) ({ challenge } = await passwordStep(admin, ip));
      const options = (await passkeyOptions(ip, challenge)).body.data;
      const { status, body } = await passkeySignIn(ip, { challenge, response: passkey.authenticate(options, { badSignature: true }) });
      expect(status).toBe(401);
      if (i === ACCOUNT_GUARD.challengeWrongCodes - 1) expect(body.message).toBe(T.tooManyWrongCodes);
    }
    const locked = await passkeyOptions(ip, challenge);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('account_locked');
    const refused = await passkeySignIn(ip, { challenge, response: passkey.authenticate({ challenge: 'aW52ZW50ZQ' }) });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('tells an account without passkeys to type a code, and refuses an unknown challenge', async () => {
    const admin = await enrolled();
    const ip = freshIp();
    const { challenge } = await passwordStep(admin, ip);
    const none = await passkeyOptions(ip, challenge);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(P.noPasskey);
    const unknown = await passkeyOptions(ip, 'jeton-inconnu');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(T.challengeInvalid);
  });
});
