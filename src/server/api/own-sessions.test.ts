// The signed-in administrator's own sessions and sign-ins: GET/DELETE /auth/sessions, GET /auth/sign-ins.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, refreshTokens, sessions, signInAttempts } from '@/server/db/schema';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60', TRUST_PROXY: 'true' } });

const PASSWORD = 'MotDePasse-Solide-1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DAY_MS = 24 * 3600_000;

async function signInWith(email: string, userAgent: string, ip: string, password = PASSWORD) {
  const { status, body } = await t().call('POST', '/auth/login', {
    json: { identifier: email, password },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
  });
  return { status, accessToken: body.data?.accessToken as string, refreshToken: body.data?.refreshToken as string };
}

async function sessionOf(refreshToken: string) {
  const hash = createHash('sha256').update(refreshToken).digest('hex');
  const [row] = await t().db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
  const [session] = await t().db.select().from(sessions).where(eq(sessions.id, row.sessionId));
  return session;
}

describe('GET /auth/sessions', () => {
  it("lists the caller's open sessions, most recently used first, named by browser and device", async () => {
    const admin = await t().createAdmin();
    const phone = await signInWith(admin.email, ANDROID, '196.207.1.10');
    const iphone = await signInWith(admin.email, IPHONE, '41.82.3.4');
    // One revoked and one past its 30 days: neither is listed.
    const ended = await signInWith(admin.email, ANDROID, '196.207.1.11');
    await t().call('POST', '/auth/logout', { json: { refreshToken: ended.refreshToken } });
    const old = await signInWith(admin.email, ANDROID, '196.207.1.12');
    await t()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(sessions.id, (await sessionOf(old.refreshToken)).id));
    // Another administrator's session is not theirs to see.
    const other = await t().createAdmin();
    await signInWith(other.email, IPHONE, '41.82.3.5');

    // The phone's session was used last.
    const phoneSession = await sessionOf(phone.refreshToken);
    await t().db.update(sessions).set({ lastUsedAt: new Date(Date.now() + 1000) }).where(eq(sessions.id, phoneSession.id));

    const { status, body } = await t().call('GET', '/auth/sessions', { token: iphone.accessToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Sessions récupérées avec succès' });
    const iphoneSession = await sessionOf(iphone.refreshToken);
    expect(body.data.map((s: { id: string }) => s.id)).toEqual([phoneSession.id, iphoneSession.id, admin.sessionId]);
    expect(body.data[0]).toEqual({
      id: phoneSession.id,
      appareil: 'Chrome sur Android',
      navigateur: 'Chrome 131',
      systeme: 'Android 14',
      ip: '196.207.1.10',
      createdAt: phoneSession.createdAt.toISOString(),
      lastUsedAt: expect.any(String),
      courante: false,
    });
    expect(body.data[1]).toMatchObject({ appareil: 'Safari sur iPhone', ip: '41.82.3.4', courante: true });
    expect(body.data[2]).toMatchObject({ appareil: 'Navigateur inconnu', navigateur: null, systeme: null, ip: null, courante: false });
  });

  it('needs a session', async () => {
    const { status, body } = await t().call('GET', '/auth/sessions');
    expect(status).toBe(401);
    expect(body.message).toBe('Authentification requise');
  });
});

describe('DELETE /auth/sessions/{id}', () => {
  it('ends that session at once: its access token gets 401 on its next call, its refresh token is refused', async () => {
    const admin = await t().createAdmin();
    const here = await signInWith(admin.email, IPHONE, '41.82.3.4');
    const lost = await signInWith(admin.email, ANDROID, '196.207.1.10');
    const lostSession = await sessionOf(lost.refreshToken);
    expect((await t().call('GET', '/auth/profile', { token: lost.accessToken })).status).toBe(200);

    const { status, body } = await t().call('DELETE', `/auth/sessions/${lostSession.id}`, { token: here.accessToken });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, status: 200, message: 'Session déconnectée', data: null });

    const next = await t().call('GET', '/auth/profile', { token: lost.accessToken });
    expect(next.status).toBe(401);
    expect(next.body.message).toBe('Token invalide');
    expect((await t().call('POST', '/auth/refresh', { json: { refreshToken: lost.refreshToken } })).status).toBe(401);
    expect((await sessionOf(lost.refreshToken)).revokedAt).not.toBeNull();
    const [activity] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.session_end'), eq(activityLog.entityId, lostSession.id)));
    expect(activity).toMatchObject({ title: 'Session déconnectée', actorId: admin.id });

    // Already ended, another administrator's, or unknown: 404; not an id: 400.
    const again = await t().call('DELETE', `/auth/sessions/${lostSession.id}`, { token: here.accessToken });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, status: 404, code: 'session_not_found', message: 'Session introuvable ou déjà terminée', data: null });
    const other = await t().createAdmin();
    const notTheirs = await t().call('DELETE', `/auth/sessions/${other.sessionId}`, { token: here.accessToken });
    expect(notTheirs.status).toBe(404);
    expect((await t().call('GET', '/auth/profile', { token: other.token })).status).toBe(200);
    const invalid = await t().call('DELETE', '/auth/sessions/pas-un-id', { token: here.accessToken });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Identifiant invalide');
  });
});

describe('DELETE /auth/sessions', () => {
  it('ends every other session of the caller and keeps this one', async () => {
    const admin = await t().createAdmin();
    const here = await signInWith(admin.email, IPHONE, '41.82.3.4');
    const elsewhere = await signInWith(admin.email, ANDROID, '196.207.1.10');
    const other = await t().createAdmin();

    const { status, body } = await t().call('DELETE', '/auth/sessions', { token: here.accessToken });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, status: 200, message: 'Autres sessions déconnectées', data: { count: 2 } });

    expect((await t().call('GET', '/auth/profile', { token: here.accessToken })).status).toBe(200);
    expect((await t().call('GET', '/auth/profile', { token: elsewhere.accessToken })).status).toBe(401);
    expect((await t().call('GET', '/auth/profile', { token: admin.token })).status).toBe(401);
    expect((await t().call('GET', '/auth/profile', { token: other.token })).status).toBe(200);
    const listed = await t().call('GET', '/auth/sessions', { token: here.accessToken });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0].courante).toBe(true);

    const none = await t().call('DELETE', '/auth/sessions', { token: here.accessToken });
    expect(none.body.data).toEqual({ count: 0 });
  });
});

describe("a session's last use", () => {
  it('moves on refresh, and on an authenticated call at most once a minute', async () => {
    const admin = await t().createAdmin();
    const tokens = await signInWith(admin.email, IPHONE, '41.82.3.4');
    const session = await sessionOf(tokens.refreshToken);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await t().db.update(sessions).set({ lastUsedAt: longAgo }).where(eq(sessions.id, session.id));

    expect((await t().call('GET', '/auth/profile', { token: tokens.accessToken })).status).toBe(200);
    const touched = (await sessionOf(tokens.refreshToken)).lastUsedAt;
    expect(touched.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Within the minute, calls do not write again.
    const recent = new Date(Date.now() - 30_000);
    await t().db.update(sessions).set({ lastUsedAt: recent }).where(eq(sessions.id, session.id));
    expect((await t().call('GET', '/auth/profile', { token: tokens.accessToken })).status).toBe(200);
    expect((await sessionOf(tokens.refreshToken)).lastUsedAt.getTime()).toBe(recent.getTime());

    await t().db.update(sessions).set({ lastUsedAt: longAgo }).where(eq(sessions.id, session.id));
    const refreshed = await t().call('POST', '/auth/refresh', { json: { refreshToken: tokens.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await sessionOf(refreshed.body.data.refreshToken)).lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('GET /auth/sign-ins', () => {
  it("returns the caller's last ten attempts, let in or refused, newest first", async () => {
    const admin = await t().createAdmin({ numero: '+221770001234' });
    const other = await t().createAdmin();
    await signInWith(other.email, ANDROID, '196.207.1.99', 'devinette');
    for (let i = 0; i < 4; i += 1) expect((await signInWith(admin.email, ANDROID, '196.207.1.10', 'devinette')).status).toBe(401);
    for (let i = 0; i < 6; i += 1) expect((await signInWith(admin.email, IPHONE, '41.82.3.4')).status).toBe(200);
    expect((await signInWith('+221 77 000 12 34', 'curl/8.5.0', '102.164.1.1', 'devinette')).status).toBe(401);
    const latest = await signInWith(admin.email, IPHONE, '41.82.3.4');

    const { status, body } = await t().call('GET', '/auth/sign-ins', { token: latest.accessToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Historique des connexions récupéré avec succès' });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({ id: expect.any(String), reussi: true, ip: '41.82.3.4', appareil: 'Safari sur iPhone', createdAt: expect.any(String) });
    expect(body.data[1]).toMatchObject({ reussi: false, ip: '102.164.1.1', appareil: 'Navigateur inconnu' });
    expect(body.data.slice(2, 8).every((a: { reussi: boolean }) => a.reussi)).toBe(true);
    expect(body.data.slice(8)).toEqual([
      expect.objectContaining({ reussi: false, appareil: 'Chrome sur Android', ip: '196.207.1.10' }),
      expect.objectContaining({ reussi: false, appareil: 'Chrome sur Android', ip: '196.207.1.10' }),
    ]);
    const times = body.data.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Twelve attempts are stored; the oldest two are not shown.
    const stored = await t().db.select().from(signInAttempts).where(eq(signInAttempts.adminId, admin.id));
    expect(stored).toHaveLength(12);
  });

  it('needs a session', async () => {
    expect((await t().call('GET', '/auth/sign-ins')).status).toBe(401);
  });
});
