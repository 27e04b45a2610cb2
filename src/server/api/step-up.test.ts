// The password asked again before inviting, blocking or unblocking an administrator (docs/decisions/026-step-up.md;
// docs/api.md, "Step-up"): POST /auth/step-up, and the 403 `step_up_required` of the guarded calls without a live
// step-up token of the caller's own session. Addresses are told apart through X-Forwarded-For.
import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityLog, admins, sessions, shopSettings, signInAttempts } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { waiter } from '@/server/services/accounts/sign-in-attempts';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { enrolTotp } from '@test/totp';
import { LOGIN_LOCK } from '@/shared/constants';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import type { ShopSettings } from '@/shared/settings/answers';
import { STEP_UP, STEP_UP_MESSAGES } from '@/shared/auth/step-up';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60', TRUST_PROXY: 'true' } });

let ipCount = 0;
/** An address of its own for each test, so that one test's wrong passwords never lock another's. */
const freshIp = () => `198.51.100.${++ipCount}`;

const REFUSED = { success: false, status: 403, code: 'step_up_required', message: 'Confirmez votre mot de passe pour continuer.', data: null };

beforeEach(() => {
  // The slow-down after five failures would wait seconds: it is observed, not waited.
  vi.spyOn(waiter, 'wait').mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function stepUp(admin: Pick<TestAdmin, 'token' | 'password'>, ip = freshIp(), password = admin.password) {
  return t().call('POST', '/auth/step-up', { token: admin.token, json: { currentPassword: password }, headers: { 'x-forwarded-for': ip } });
}

const withStepUp = (token: string) => ({ [STEP_UP.header]: token });

/** A super administrator whose sign-in is past STEP_UP.minutes: a fresh one counts as a step-up. */
const SIGNED_IN_EARLIER = { role: 'SUPER_ADMIN', signedInMinutesAgo: STEP_UP.minutes + 1 } as const;

/** Every session of the account signed in STEP_UP.minutes and a minute ago, as if its password was typed then. */
async function signedInEarlier(adminId: string) {
  await t()
    .db.update(sessions)
    .set({ createdAt: new Date(Date.now() - (STEP_UP.minutes + 1) * 60_000) })
    .where(eq(sessions.adminId, adminId));
}

async function invite(boss: Pick<TestAdmin, 'token'>, email: string, headers: Record<string, string> = {}) {
  return t().call('POST', '/auth/admin', { token: boss.token, headers, json: { email } });
}

async function toggle(boss: Pick<TestAdmin, 'token'>, id: string, action: 'block' | 'unblock', headers: Record<string, string> = {}) {
  return t().call('PUT', `/auth/admin/${id}/toggle-status`, { token: boss.token, headers, json: { action } });
}

async function storedByEmail(email: string) {
  return t().db.select().from(admins).where(eq(admins.email, email));
}

async function locked(id: string) {
  const [row] = await t().db.select({ locked: admins.compteVerrouille }).from(admins).where(eq(admins.id, id));
  return row.locked;
}

describe('POST /auth/step-up', () => {
  it('answers a token of five minutes for the right password', async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const { status, body } = await stepUp(boss);
    expect(status).toBe(200);
    expect(body.message).toBe('Mot de passe confirmé');
    expect(body.data.expiresIn).toBe(300);
    expect(body.data.stepUpToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a wrong password on the field, and counts it towards the sign-in lock', async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const ip = freshIp();
    // The last from another session: five wrong ones end the session they are typed through (decision 027).
    const second = { ...boss, token: (await t().signIn(boss.email, boss.password)).accessToken };
    for (let i = 0; i < LOGIN_LOCK.maxFailures; i++) {
      const { status, body } = await stepUp(i < LOGIN_LOCK.maxFailures - 1 ? boss : second, ip, `devinette-${i}`);
      expect(status).toBe(400);
      expect(body.code).toBe('current_password_wrong');
      expect(body.data.errors.currentPassword).toBe('Le mot de passe actuel est incorrect.');
    }
    const [wrong] = await t()
      .db.select({ n: count() })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.adminId, boss.id), eq(signInAttempts.success, false)));
    expect(wrong.n).toBe(LOGIN_LOCK.maxFailures);
    // Locked from this address, the right password included, and the sign-in too.
    const right = await stepUp(boss, ip);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    const signIn = await t().call('POST', '/auth/login', { json: { identifier: boss.email, password: boss.password }, headers: { 'x-forwarded-for': ip } });
    expect(signIn.status).toBe(429);
    // From elsewhere the account is slowed down, not refused.
    expect((await stepUp(boss, freshIp())).status).toBe(200);
    expect(waiter.wait).toHaveBeenCalled();
  });

  it('asks for a signed-in caller and a password', async () => {
    const anonymous = await t().call('POST', '/auth/step-up', { json: { currentPassword: 'x' } });
    expect(anonymous.status).toBe(401);
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const empty = await t().call('POST', '/auth/step-up', { token: boss.token, json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors.currentPassword).toBe('Veuillez saisir votre mot de passe actuel.');
  });
});

describe('inviting, blocking and unblocking ask for a step-up', () => {
  it('refuses an invitation without one: 403, nothing stored, nothing sent', async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    const sent = (await t().outbox('mail')).length;
    const { status, body } = await invite(boss, 'sans.confirmation@boutique.test');
    expect(status).toBe(403);
    expect(body).toEqual(REFUSED);
    expect(body.message).toBe(STEP_UP_MESSAGES.required);
    expect(await storedByEmail('sans.confirmation@boutique.test')).toEqual([]);
    expect((await t().outbox('mail')).length).toBe(sent);
    // Even an invalid body: the guard answers before it is read.
    expect((await invite(boss, 'pas-une-adresse')).body.code).toBe('step_up_required');
  });

  it('invites with one, and keeps it for several actions in a row', async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    const target = await t().createAdmin();
    const headers = withStepUp((await stepUp(boss)).body.data.stepUpToken);
    const invited = await invite(boss, 'avec.confirmation@boutique.test', headers);
    expect(invited.status).toBe(201);
    expect(await storedByEmail('avec.confirmation@boutique.test')).toHaveLength(1);
    expect((await toggle(boss, target.id, 'block', headers)).status).toBe(200);
    expect(await locked(target.id)).toBe(true);
    expect((await toggle(boss, target.id, 'unblock', headers)).status).toBe(200);
    expect(await locked(target.id)).toBe(false);
  });

  it('refuses to block or unblock without one, and nothing changes', async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    const target = await t().createAdmin();
    const block = await toggle(boss, target.id, 'block');
    expect(block.status).toBe(403);
    expect(block.body).toEqual(REFUSED);
    expect(await locked(target.id)).toBe(false);
    const blocked = await t().createAdmin({ locked: true });
    const unblock = await toggle(boss, blocked.id, 'unblock', withStepUp('nimporte.quoi.du-tout'));
    expect(unblock.body).toEqual(REFUSED);
    expect(await locked(blocked.id)).toBe(true);
    const entries = await t().db.select().from(activityLog).where(eq(activityLog.entityId, target.id));
    expect(entries.filter((entry) => entry.action === 'admin.block')).toEqual([]);
  });

  it("refuses another administrator's step-up, even of the same role", async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    const other = await t().createAdmin(SIGNED_IN_EARLIER);
    const target = await t().createAdmin();
    const theirs = withStepUp((await stepUp(other)).body.data.stepUpToken);
    expect((await toggle(boss, target.id, 'block', theirs)).body).toEqual(REFUSED);
    expect(await locked(target.id)).toBe(false);
  });

  it("refuses a step-up of another session of one's own, and one of a session signed out since", async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    const first = await t().signIn(boss.email, boss.password);
    await signedInEarlier(boss.id);
    const firstStepUp = withStepUp((await stepUp({ token: first.accessToken, password: boss.password })).body.data.stepUpToken);
    // Good for its own session…
    expect((await invite({ token: first.accessToken }, 'premiere.session@boutique.test', firstStepUp)).status).toBe(201);
    // …not for another one.
    expect((await invite(boss, 'autre.session@boutique.test', firstStepUp)).body).toEqual(REFUSED);
    // Signed out, then in again: the old step-up is worth nothing.
    expect((await t().call('POST', '/auth/logout', { json: { refreshToken: first.refreshToken } })).status).toBe(200);
    const again = await t().signIn(boss.email, boss.password);
    await signedInEarlier(boss.id);
    const answer = await invite({ token: again.accessToken }, 'apres.deconnexion@boutique.test', firstStepUp);
    expect(answer.body).toEqual(REFUSED);
    expect(await storedByEmail('apres.deconnexion@boutique.test')).toEqual([]);
  });

  it('refuses a step-up past its five minutes', async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    const target = await t().createAdmin();
    const headers = withStepUp((await stepUp(boss)).body.data.stepUpToken);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + STEP_UP.minutes * 60_000 + 1_000);
    // A fresh access token of the same session: only the step-up has expired.
    const token = await signAccessToken({ adminId: boss.id, sessionId: boss.sessionId, role: 'SUPER_ADMIN' });
    expect((await toggle({ token }, target.id, 'block', headers)).body).toEqual(REFUSED);
    expect(await locked(target.id)).toBe(false);
  });

  it('refuses an access token as a step-up, and a step-up as an access token', async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    expect((await invite(boss, 'jeton.acces@boutique.test', withStepUp(boss.token))).body).toEqual(REFUSED);
    const stepUpToken = (await stepUp(boss)).body.data.stepUpToken;
    const asBearer = await t().call('GET', '/auth/admin', { token: stepUpToken });
    expect(asBearer.status).toBe(401);
    expect(asBearer.body.code).toBe('token_invalid');
    const both = await invite({ token: stepUpToken }, 'jeton.etape@boutique.test', withStepUp(stepUpToken));
    expect(both.status).toBe(401);
    expect(await storedByEmail('jeton.etape@boutique.test')).toEqual([]);
  });

  it('leaves an ordinary administrator refused for the role, step-up or not', async () => {
    const clerk = await t().createAdmin();
    const headers = withStepUp((await stepUp(clerk)).body.data.stepUpToken);
    const { status, body } = await invite(clerk, 'par.un.commis@boutique.test', headers);
    expect(status).toBe(403);
    expect(body.code).toBe('forbidden');
  });
});

describe('the settings that move money or access, and the reset of a second factor, ask for a step-up', () => {
  const GUARDED_CHANGES: Partial<ShopSettings>[] = [
    { numeroWhatsapp: '+221770000011' },
    { numeroWave: '+221770000012' },
    { numeroOrangeMoney: '+221770000013' },
    { telephoneContact: '+221770000014' },
    { emailContact: 'detournement@exemple.test' },
    { doubleAuthentificationObligatoire: true },
  ];

  const settings = async () => (await t().db.select().from(shopSettings).where(eq(shopSettings.id, 1)))[0]?.valeurs as ShopSettings | undefined;
  const settingsEntries = async () => t().db.select().from(activityLog).where(eq(activityLog.action, 'settings.update'));
  const saveSettings = (admin: Pick<TestAdmin, 'token'>, json: Partial<ShopSettings>, headers: Record<string, string> = {}) =>
    t().call('PUT', '/parametres', { token: admin.token, headers, json });
  const reset = (admin: Pick<TestAdmin, 'token'>, id: string, headers: Record<string, string> = {}) =>
    t().call('POST', `/auth/admin/${id}/2fa/reset`, { token: admin.token, headers });

  async function hasSecondFactor(id: string) {
    const [row] = await t().db.select({ on: admins.totpEnabledAt }).from(admins).where(eq(admins.id, id));
    return row.on !== null;
  }

  it('refuses a change of the Wave number, or of any payment, contact or policy field, without one: 403, nothing stored or logged', async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    const before = await settings();
    const logged = (await settingsEntries()).length;
    for (const change of GUARDED_CHANGES) {
      const { status, body } = await saveSettings(boss, { ...change, annonce: { texte: 'Promo', lien: null, debut: null, fin: null } });
      expect(status, Object.keys(change)[0]).toBe(403);
      expect(body).toEqual(REFUSED);
    }
    expect(await settings()).toEqual(before);
    expect((await settingsEntries()).length).toBe(logged);
    expect((await t().call('GET', '/parametres', { token: boss.token })).body.data.numeroWave).toBeNull();
  });

  it('saves the Wave number with one', async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    const headers = withStepUp((await stepUp(boss)).body.data.stepUpToken);
    const { status, body } = await saveSettings(boss, { numeroWave: '77 123 45 67' }, headers);
    expect(status).toBe(200);
    expect(body.message).toBe('Paramètres enregistrés. La boutique les affiche dès maintenant.');
    expect((await settings())?.numeroWave).toBe('+221771234567');
  });

  it('saves the opening hours alone without one, and a guarded field sent with its stored value is no change', async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    const current = (await t().call('GET', '/parametres', { token: boss.token })).body.data as ShopSettings;
    const horaires = current.horaires.map((day, index) => (index === 6 ? { ouvert: false, ouverture: day.ouverture, fermeture: day.fermeture } : day));
    const { status } = await saveSettings(boss, {
      horaires,
      seuilStockBas: 7,
      numeroWhatsapp: current.numeroWhatsapp,
      emailContact: current.emailContact.toUpperCase(),
      numeroWave: current.numeroWave,
      doubleAuthentificationObligatoire: current.doubleAuthentificationObligatoire,
    });
    expect(status).toBe(200);
    expect((await settings())?.horaires[6].ouvert).toBe(false);
    expect((await settings())?.seuilStockBas).toBe(7);
    const [entry] = (await settingsEntries()).slice(-1);
    expect(entry.details).toMatchObject({ champs: ['horaires', 'seuilStockBas'] });
  });

  it("refuses the reset of another administrator's second factor without one, keeping the factor; with one it is removed", async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    const target = await t().createAdmin();
    await enrolTotp(t(), target, { 'x-forwarded-for': freshIp() });
    const refused = await reset(boss, target.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(REFUSED);
    expect(await hasSecondFactor(target.id)).toBe(true);
    const entries = await t().db.select().from(activityLog).where(eq(activityLog.entityId, target.id));
    expect(entries.filter((entry) => entry.action === 'admin.second_factor_reset')).toEqual([]);
    const done = await reset(boss, target.id, withStepUp((await stepUp(boss)).body.data.stepUpToken));
    expect(done.status).toBe(200);
    expect(await hasSecondFactor(target.id)).toBe(false);
  });

  it('counts a fresh sign-in as one for its first five minutes, for every guarded call; a refresh is no sign-in', async () => {
    const boss = await t().createAdmin(SIGNED_IN_EARLIER);
    const target = await t().createAdmin();
    await enrolTotp(t(), target, { 'x-forwarded-for': freshIp() });
    const signedIn = await t().signIn(boss.email, boss.password);
    const fresh = { token: signedIn.accessToken };
    expect((await saveSettings(fresh, { numeroWave: '+221770000021', numeroWhatsapp: '+221770000022' })).status).toBe(200);
    expect((await settings())?.numeroWave).toBe('+221770000021');
    expect((await reset(fresh, target.id)).status).toBe(200);
    expect(await hasSecondFactor(target.id)).toBe(false);
    expect((await invite(fresh, 'apres.connexion@boutique.test')).status).toBe(201);
    expect((await toggle(fresh, target.id, 'block')).status).toBe(200);
    expect((await toggle(fresh, target.id, 'unblock')).status).toBe(200);

    // Five minutes on, the same session asks again, and a refreshed access token does not start them anew.
    await signedInEarlier(boss.id);
    const refreshed = await t().call('POST', '/auth/refresh', { json: { refreshToken: signedIn.refreshToken } });
    expect(refreshed.status).toBe(200);
    for (const token of [signedIn.accessToken, refreshed.body.data.accessToken]) {
      expect((await saveSettings({ token }, { numeroWave: '+221770000023' })).body).toEqual(REFUSED);
      expect((await toggle({ token }, target.id, 'block')).body).toEqual(REFUSED);
    }
    expect((await settings())?.numeroWave).toBe('+221770000021');
    expect(await locked(target.id)).toBe(false);
  });
});

describe('the OpenAPI document', () => {
  it('names the header and the refusal on the guarded calls, and documents POST /auth/step-up', async () => {
    const document = await (await t().app.request('/api/v1/openapi.json')).json();
    for (const [path, method] of [
      ['/api/v1/auth/admin', 'post'],
      ['/api/v1/auth/admin/{id}/toggle-status', 'put'],
      ['/api/v1/auth/admin/{id}/2fa/reset', 'post'],
      ['/api/v1/parametres', 'put'],
    ] as const) {
      const operation = document.paths[path][method];
      // Not required: a session signed in less than five minutes ago does without.
      const header = operation.parameters.find((parameter: { in: string; name: string }) => parameter.in === 'header' && parameter.name === 'X-Boutique-Step-Up');
      expect(header.required ?? false).toBe(false);
      expect(header.description).toContain('Not needed in the first 5 minutes');
      expect(JSON.stringify(operation.responses['403'])).toContain('step_up_required');
      expect(JSON.stringify(operation.responses['403'])).toContain(STEP_UP_MESSAGES.required);
    }
    expect(document.paths['/api/v1/auth/step-up'].post.operationId).toBe('stepUp');
  });
});
