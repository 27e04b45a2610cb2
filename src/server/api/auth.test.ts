// Sign-in, refresh, logout: POST /auth/login, /auth/refresh, /auth/logout.
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { activityLog, admins, refreshTokens, sessions, signInAttempts } from '@/server/db/schema';
import * as passwords from '@/server/services/accounts/passwords';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60' } });

const PASSWORD = 'MotDePasse-Solide-1';

async function lastActivity(adminId: string) {
  const rows = await t().db.select().from(activityLog).where(eq(activityLog.entityId, adminId)).orderBy(desc(activityLog.id)).limit(1);
  return rows[0];
}

describe('POST /auth/login', () => {
  it('signs in by e-mail, whatever the case and spacing, and returns both tokens and the profile', async () => {
    const admin = await t().createAdmin({ email: 'awa.diop@boutique.test', prenom: 'Awa', nom: 'Diop' });
    const { status, body } = await t().call('POST', '/auth/login', {
      json: { identifier: '  Awa.Diop@Boutique.TEST ', password: PASSWORD },
      headers: { 'user-agent': 'Navigateur de test' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, status: 200, message: 'Connexion réussie' });
    expect(body.data.accessToken).toEqual(expect.any(String));
    expect(body.data.refreshToken).toEqual(expect.any(String));
    expect(body.data.user).toMatchObject({
      id: admin.id,
      email: 'awa.diop@boutique.test',
      nom: 'Diop',
      prenom: 'Awa',
      nomComplet: 'Awa Diop',
      typeUtilisateur: 'admin',
      isActive: true,
      compteVerrouille: false,
    });
    expect(Object.keys(body.data.user)).not.toContain('passwordHash');
    expect(Date.parse(body.data.user.derniereConnexion)).toBeGreaterThan(Date.now() - 60_000);

    const [stored] = await t().db.select().from(admins).where(eq(admins.id, admin.id));
    expect(stored.derniereConnexion?.toISOString()).toBe(body.data.user.derniereConnexion);

    // The refresh token is kept only as its SHA-256.
    const hash = createHash('sha256').update(body.data.refreshToken).digest('hex');
    const [token] = await t().db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    expect(token).toBeDefined();
    const [session] = await t().db.select().from(sessions).where(eq(sessions.id, token.sessionId));
    expect(session).toMatchObject({ adminId: admin.id, userAgent: 'Navigateur de test', revokedAt: null });
    expect(Buffer.from(body.data.refreshToken, 'base64url').length).toBeGreaterThanOrEqual(32);

    const profile = await t().call('GET', '/auth/profile', { token: body.data.accessToken });
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe('awa.diop@boutique.test');

    expect(await lastActivity(admin.id)).toMatchObject({ action: 'auth.login', title: 'Connexion', actorId: admin.id, actorName: 'Awa Diop' });
  });

  it('signs in by phone: the country code joined to the number, spaces, dots and dashes ignored', async () => {
    const admin = await t().createAdmin({ numero: '+221771234567' });
    for (const identifier of ['+221771234567', '+221 77 123 45 67', '+221-77.123.45.67', '00221771234567']) {
      const { status, body } = await t().call('POST', '/auth/login', { json: { identifier, password: PASSWORD } });
      expect(status, identifier).toBe(200);
      expect(body.data.user.id).toBe(admin.id);
    }
    const other = await t().call('POST', '/auth/login', { json: { identifier: '+221779999999', password: PASSWORD } });
    expect(other.status).toBe(401);
  });

  it('answers an unknown account, an account without password and a wrong password alike, after the same work', async () => {
    const admin = await t().createAdmin();
    const invited = await t().createAdmin();
    await t().db.update(admins).set({ passwordHash: null }).where(eq(admins.id, invited.id));
    const expected = { success: false, status: 401, code: 'invalid_credentials', message: 'Identifiants invalides', data: null };

    // The cost that could tell them apart is the password verification: each of the three does exactly one,
    // against a decoy hash when there is no hash of the account's own (bench/accounts/decoy-timing.ts times it).
    const verify = vi.spyOn(passwords, 'verifyPassword');
    try {
      for (const identifier of ['personne@boutique.test', invited.email, admin.email]) {
        verify.mockClear();
        const { status, body } = await t().call('POST', '/auth/login', { json: { identifier, password: 'pas-le-bon' } });
        expect(status, identifier).toBe(401);
        expect(body).toEqual(expected);
        expect(verify, identifier).toHaveBeenCalledTimes(1);
        expect(verify.mock.calls[0][0], identifier).toEqual(expect.stringMatching(/^\$argon2id\$/));
      }
    } finally {
      verify.mockRestore();
    }
  });

  it('tells an unverified or blocked account so, but only to someone who knows the password', async () => {
    const unverified = await t().createAdmin({ verified: false });
    const blocked = await t().createAdmin({ locked: true });

    const notVerified = await t().call('POST', '/auth/login', { json: { identifier: unverified.email, password: PASSWORD } });
    expect(notVerified.status).toBe(403);
    expect(notVerified.body).toMatchObject({ success: false, message: 'Compte non vérifié. Veuillez vérifier votre email.' });

    const isBlocked = await t().call('POST', '/auth/login', { json: { identifier: blocked.email, password: PASSWORD } });
    expect(isBlocked.status).toBe(403);
    expect(isBlocked.body).toMatchObject({ success: false, message: 'Compte bloqué. Contactez un super administrateur.' });

    for (const account of [unverified, blocked]) {
      const guess = await t().call('POST', '/auth/login', { json: { identifier: account.email, password: 'devinette' } });
      expect(guess.status).toBe(401);
      expect(guess.body.message).toBe('Identifiants invalides');
    }
  });

  it('refuses an invited administrator who has not created a password yet', async () => {
    const invited = await t().createAdmin();
    await t().db.update(admins).set({ passwordHash: null }).where(eq(admins.id, invited.id));
    const { status, body } = await t().call('POST', '/auth/login', { json: { identifier: invited.email, password: '' } });
    expect(status).toBe(400);
    expect(body.message).toBe('Veuillez remplir tous les champs');
    const attempt = await t().call('POST', '/auth/login', { json: { identifier: invited.email, password: 'nimportequoi' } });
    expect(attempt.status).toBe(401);
    expect(attempt.body.message).toBe('Identifiants invalides');
  });

  it('refuses this address for 15 minutes after five failures in a row (docs/decisions/010-sign-in-lockout.md)', async () => {
    const admin = await t().createAdmin();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { status } = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: `faux-${attempt}` } });
      expect(status).toBe(401);
    }
    const locked = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      success: false,
      message: 'Trop de tentatives. Votre compte est temporairement verrouillé, réessayez dans 15 minutes.',
    });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const attempts = await t().db.select().from(signInAttempts).where(eq(signInAttempts.adminId, admin.id));
    // The refused attempt is not recorded: only passwords that were checked are.
    expect(attempts).toHaveLength(5);
    expect(attempts.filter((a) => a.lockedUntil && a.lockedUntil.getTime() > Date.now() + 14 * 60_000)).toHaveLength(1);
    await t().settle();
    expect(await lastActivity(admin.id)).toMatchObject({
      action: 'auth.locked',
      title: 'Compte verrouillé temporairement après trop de tentatives',
      actorId: null,
    });

    // Fifteen minutes later the right password works again, and the count starts afresh.
    await t()
      .db.update(signInAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInAttempts.adminId, admin.id));
    const after = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: PASSWORD } });
    expect(after.status).toBe(200);
    const streak = await t().db.select().from(signInAttempts).where(and(eq(signInAttempts.adminId, admin.id), eq(signInAttempts.streak, true)));
    expect(streak).toEqual([]);
  });

  it('validates the payload with the login form messages', async () => {
    const missing = await t().call('POST', '/auth/login', { json: { identifier: 'a@b.sn' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: 'Veuillez remplir tous les champs', data: { errors: { password: 'Veuillez remplir tous les champs' } } });
    const bad = await t().call('POST', '/auth/login', { body: '{pas du json', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Le corps de la requête doit être un JSON valide');
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: a new pair of tokens, the old refresh token spent', async () => {
    const admin = await t().createAdmin();
    const first = await t().signIn(admin.email, PASSWORD);
    const { status, body } = await t().call('POST', '/auth/refresh', { json: { refreshToken: first.refreshToken } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Token rafraîchi avec succès' });
    expect(body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await t().call('GET', '/auth/profile', { token: body.data.accessToken })).status).toBe(200);

    const next = await t().call('POST', '/auth/refresh', { json: { refreshToken: body.data.refreshToken } });
    expect(next.status).toBe(200);
  });

  it('a reused rotated token revokes the whole session: every token of that family stops working', async () => {
    const admin = await t().createAdmin();
    const stolen = await t().signIn(admin.email, PASSWORD);
    const rotated = await t().call('POST', '/auth/refresh', { json: { refreshToken: stolen.refreshToken } });
    expect(rotated.status).toBe(200);

    const replay = await t().call('POST', '/auth/refresh', { json: { refreshToken: stolen.refreshToken } });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ success: false, message: 'Refresh token invalide ou expiré' });

    const legit = await t().call('POST', '/auth/refresh', { json: { refreshToken: rotated.body.data.refreshToken } });
    expect(legit.status).toBe(401);
    const access = await t().call('GET', '/auth/profile', { token: rotated.body.data.accessToken });
    expect(access.status).toBe(401);
    expect(access.body.message).toBe('Token invalide');

    const [activity] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.refresh_reuse'), eq(activityLog.actorId, admin.id)));
    expect(activity.title).toBe("Session révoquée : réutilisation d'un refresh token");

    // Other sessions of the same account are not touched.
    const elsewhere = await t().signIn(admin.email, PASSWORD);
    expect((await t().call('GET', '/auth/profile', { token: elsewhere.accessToken })).status).toBe(200);
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    const missing = await t().call('POST', '/auth/refresh', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Refresh token manquant');

    const unknown = await t().call('POST', '/auth/refresh', { json: { refreshToken: 'inventé' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Refresh token invalide ou expiré');

    const admin = await t().createAdmin();
    const tokens = await t().signIn(admin.email, PASSWORD);
    const hash = createHash('sha256').update(tokens.refreshToken).digest('hex');
    const [row] = await t().db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    // Refresh tokens live 30 days.
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    await t().db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.id, row.id));
    const expired = await t().call('POST', '/auth/refresh', { json: { refreshToken: tokens.refreshToken } });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Refresh token invalide ou expiré');
  });
});

describe('the lifetime of a session', () => {
  const DAY_MS = 24 * 3600_000;

  async function tokenRow(refreshToken: string) {
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    const [row] = await t().db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    return row;
  }

  /** Moves the session's sign-in back by `days`, as if it had happened then. */
  async function signedInDaysAgo(refreshToken: string, days: number) {
    const row = await tokenRow(refreshToken);
    await t()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(sessions.id, row.sessionId));
    return row.sessionId;
  }

  it('is 30 days from sign-in: refreshing never pushes it further', async () => {
    const admin = await t().createAdmin();
    const tokens = await t().signIn(admin.email, PASSWORD);
    const sessionId = await signedInDaysAgo(tokens.refreshToken, 29);
    const [session] = await t().db.select().from(sessions).where(eq(sessions.id, sessionId));

    const refreshed = await t().call('POST', '/auth/refresh', { json: { refreshToken: tokens.refreshToken } });
    expect(refreshed.status).toBe(200);
    const rotated = await tokenRow(refreshed.body.data.refreshToken);
    // The new token ends with the session, a day from now, not 30 days after this refresh.
    expect(rotated.expiresAt.getTime()).toBe(session.createdAt.getTime() + 30 * DAY_MS);
    expect(rotated.expiresAt.getTime()).toBeLessThan(Date.now() + 2 * DAY_MS);
  });

  it('ends after 30 days: an older session is refused like an expired token, whatever its token says', async () => {
    const admin = await t().createAdmin();
    const tokens = await t().signIn(admin.email, PASSWORD);
    await signedInDaysAgo(tokens.refreshToken, 31);
    // Tokens issued before sessions had an end carry 30 days from their own issue.
    expect((await tokenRow(tokens.refreshToken)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);

    const refused = await t().call('POST', '/auth/refresh', { json: { refreshToken: tokens.refreshToken } });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ success: false, status: 401, code: 'refresh_token_invalid', message: 'Refresh token invalide ou expiré', data: null });

    // Its access token, fifteen minutes old at most, ends with it.
    const access = await t().call('GET', '/auth/profile', { token: tokens.accessToken });
    expect(access.status).toBe(401);
    expect(access.body).toEqual({ success: false, status: 401, code: 'token_invalid', message: 'Token invalide', data: null });
  });
});

describe('POST /auth/logout', () => {
  it('ends the session: its access and refresh tokens stop working, and it is logged', async () => {
    const admin = await t().createAdmin();
    const tokens = await t().signIn(admin.email, PASSWORD);
    const { status, body } = await t().call('POST', '/auth/logout', { json: { refreshToken: tokens.refreshToken } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, status: 200, message: 'Déconnexion réussie', data: null });

    expect((await t().call('GET', '/auth/profile', { token: tokens.accessToken })).status).toBe(401);
    expect((await t().call('POST', '/auth/refresh', { json: { refreshToken: tokens.refreshToken } })).status).toBe(401);
    const [activity] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.logout'), eq(activityLog.actorId, admin.id)));
    expect(activity.title).toBe('Déconnexion');

    // Logging out twice, or with a token the server never issued, still lets the client clear its state.
    expect((await t().call('POST', '/auth/logout', { json: { refreshToken: tokens.refreshToken } })).status).toBe(200);
    expect((await t().call('POST', '/auth/logout', { json: { refreshToken: 'inconnu' } })).status).toBe(200);
  });

  it('asks for the refresh token', async () => {
    const { status, body } = await t().call('POST', '/auth/logout', { json: {} });
    expect(status).toBe(400);
    expect(body.message).toBe('Refresh token manquant');
  });
});

describe('bearer tokens', () => {
  it('answers 401 without a token or with a malformed one', async () => {
    const none = await t().call('GET', '/auth/profile');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, status: 401, code: 'unauthenticated', message: 'Authentification requise', data: null });
    const forged = await t().call('GET', '/auth/profile', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature' });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('Token invalide');
  });

  it('are read from the Authorization header only: never from the address or a cookie', async () => {
    const admin = await t().createAdmin();
    const token = encodeURIComponent(admin.token);
    for (const path of [`/auth/profile?access_token=${token}`, `/auth/profile?token=${token}`, `/auth/profile?authorization=Bearer%20${token}`]) {
      const { status, body } = await t().call('GET', path);
      expect(status, path).toBe(401);
      expect(body.message).toBe('Authentification requise');
    }
    for (const cookie of [`accessToken=${admin.token}`, `token=${admin.token}`, `authorization=Bearer ${admin.token}`]) {
      const { status } = await t().call('GET', '/auth/profile', { headers: { cookie } });
      expect(status, cookie).toBe(401);
    }
    expect((await t().call('GET', '/auth/profile', { token: admin.token })).status).toBe(200);
  });

  it('are refused when signed with another key, with no signature, or when a refresh token is sent instead', async () => {
    const admin = await t().createAdmin();
    const claims = { sid: admin.sessionId, role: 'SUPER_ADMIN' };
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.id)
      .setIssuer('boutique')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('une-autre-cle-de-signature-de-32-octets-au-moins'));
    const unsigned = new UnsecuredJWT(claims).setSubject(admin.id).setIssuer('boutique').setIssuedAt().setExpirationTime('15m').encode();
    const { refreshToken } = await t().signIn(admin.email, PASSWORD);
    for (const token of [otherKey, unsigned, refreshToken]) {
      const { status, body } = await t().call('GET', '/auth/profile', { token });
      expect(status).toBe(401);
      expect(body.message).toBe('Token invalide');
    }
    // Nor does a role written into a token open what the account may not do.
    expect((await t().call('GET', '/auth/admin', { token: otherKey })).status).toBe(401);
  });

  it("grant what the account's stored role allows, whatever role a validly signed token names", async () => {
    const admin = await t().createAdmin();
    const claims = { sid: admin.sessionId, role: 'SUPER_ADMIN' };
    const key = new TextEncoder().encode(t().config.jwtSecret ?? '');
    const promoted = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(admin.id).setIssuer('boutique').setIssuedAt().setExpirationTime('15m').sign(key);
    expect((await t().call('GET', '/auth/profile', { token: promoted })).status).toBe(200);
    const { status, body } = await t().call('GET', '/auth/admin', { token: promoted });
    expect(status).toBe(403);
    expect(body.message).toBe('Accès refusé');
  });

  it('each sign-in starts a session of its own, with tokens of its own', async () => {
    const admin = await t().createAdmin();
    const first = await t().signIn(admin.email, PASSWORD);
    const second = await t().signIn(admin.email, PASSWORD);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const sessionOf = async (refreshToken: string) => {
      const hash = createHash('sha256').update(refreshToken).digest('hex');
      const [row] = await t().db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
      return row.sessionId;
    };
    expect(await sessionOf(second.refreshToken)).not.toBe(await sessionOf(first.refreshToken));
  });
});
