// The super administrator's calls: POST/GET /auth/admin, GET /auth/admin/{id}, PUT /auth/admin/{id}/toggle-status.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, admins, sessions } from '@/server/db/schema';
import { toggleAdminStatus } from '@/server/services/accounts/toggle-admin-status';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { parseMail, tokenOf } from '@test/mail';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60' } });

const PASSWORD = 'MotDePasse-Solide-1';

let boss: TestAdmin;
let clerk: TestAdmin;
/** The boss's step-up header (docs/decisions/026-step-up.md): inviting, blocking and unblocking ask for it. */
let bossStepUp: Record<string, string>;

beforeAll(async () => {
  boss = await t().createAdmin({ role: 'SUPER_ADMIN', prenom: 'Aminata', nom: 'Sall' });
  clerk = await t().createAdmin({ prenom: 'Cheikh', nom: 'Gueye' });
  bossStepUp = await t().stepUp(boss);
});

async function stored(id: string) {
  const [row] = await t().db.select().from(admins).where(eq(admins.id, id));
  return row;
}

describe('only a super administrator', () => {
  const calls = (id: string): [string, string, unknown][] => [
    ['POST', '/auth/admin', { email: 'nouveau@boutique.test' }],
    ['GET', '/auth/admin', undefined],
    ['GET', `/auth/admin/${id}`, undefined],
    ['PUT', `/auth/admin/${id}/toggle-status`, { action: 'block' }],
  ];

  it('anonymous callers get 401 on every call', async () => {
    for (const [method, path, json] of calls(clerk.id)) {
      const { status, body } = await t().call(method, path, { json });
      expect(status, `${method} ${path}`).toBe(401);
      expect(body).toEqual({ success: false, status: 401, code: 'unauthenticated', message: 'Authentification requise', data: null });
    }
  });

  it('an ordinary administrator gets 403 on every call, and nothing changes', async () => {
    for (const [method, path, json] of calls(boss.id)) {
      const { status, body } = await t().call(method, path, { token: clerk.token, json });
      expect(status, `${method} ${path}`).toBe(403);
      expect(body).toEqual({ success: false, status: 403, code: 'forbidden', message: 'Accès refusé', data: null });
    }
    expect(await stored(boss.id)).toMatchObject({ compteVerrouille: false });
    const invited = await t().db.select().from(admins).where(eq(admins.email, 'nouveau@boutique.test'));
    expect(invited).toHaveLength(0);
  });
});

describe('GET /auth/admin and /auth/admin/{id}', () => {
  it('lists every administrator with the fields docs/api.md lists', async () => {
    const { status, body } = await t().call('GET', '/auth/admin', { token: boss.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Liste des administrateurs récupérée avec succès' });
    const ids = body.data.map((a: { id: string }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([boss.id, clerk.id]));
    const row = body.data.find((a: { id: string }) => a.id === clerk.id);
    expect(Object.keys(row).sort()).toEqual(
      [
        'compteVerrouille',
        'createdAt',
        'dateNaissance',
        'derniereConnexion',
        'email',
        'emailVerifie',
        'id',
        'isActive',
        'nom',
        'nomComplet',
        'numero',
        'prenom',
        'typeUtilisateur',
      ].sort(),
    );
    expect(row).toMatchObject({ nomComplet: 'Cheikh Gueye', typeUtilisateur: 'admin' });
  });

  it('reads one administrator, 404 when unknown, 400 for a malformed id', async () => {
    const one = await t().call('GET', `/auth/admin/${clerk.id}`, { token: boss.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ message: 'Administrateur récupéré avec succès', data: { id: clerk.id, email: clerk.email } });

    const missing = await t().call('GET', `/auth/admin/${randomUUID()}`, { token: boss.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, status: 404, code: 'admin_not_found', message: 'Administrateur introuvable', data: null });

    const malformed = await t().call('GET', '/auth/admin/pas-un-id', { token: boss.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Identifiant invalide');
  });
});

describe('POST /auth/admin (invitation)', () => {
  it('creates an unverified administrator without a password and e-mails the verification link', async () => {
    const seen = (await t().outbox('mail')).length;
    const { status, body } = await t().call('POST', '/auth/admin', { token: boss.token, headers: bossStepUp, json: { email: ' Khady.Ndiaye@Boutique.test ' } });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      status: 201,
      // No SMTP_URL here: the e-mail is kept in the outbox, and the answer says so (mail-delivery-smtp.test.ts: sent).
      message: expect.stringMatching(/^Invitation enregistrée, mais l'e-mail n'a pas été envoyé/),
      data: { email: 'khady.ndiaye@boutique.test', typeUtilisateur: 'admin', emailVerifie: false, envoiEmails: 'outbox' },
    });
    const row = await stored(body.data.id);
    expect(row).toMatchObject({ passwordHash: null, emailVerifie: false, invitedBy: boss.id, typeUtilisateur: 'admin' });

    const mails = (await t().outbox('mail')).slice(seen);
    expect(mails).toHaveLength(1);
    const mail = await parseMail(mails[0].content);
    expect(mail.to).toBe('khady.ndiaye@boutique.test');
    expect(mail.subject).toBe('Boutique – Invitation à administrer la boutique');
    expect(mail.text).toContain("Aminata Sall vous invite à rejoindre l'équipe d'administration de Boutique.");
    expect(mail.text).toContain('7 jours');
    expect(mail.links[0]).toMatch(/^http:\/\/boutique\.test\/admin\/verify-account\?token=/);

    const [activity] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'admin.invite'), eq(activityLog.entityId, row.id)));
    expect(activity).toMatchObject({ title: 'Administrateur invité', actorId: boss.id, subtitle: 'khady.ndiaye@boutique.test' });

    // Inviting again while the invitation is pending renews it; only the new link works.
    const again = await t().call('POST', '/auth/admin', { token: boss.token, headers: bossStepUp, json: { email: 'khady.ndiaye@boutique.test' } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: expect.stringMatching(/^Invitation renouvelée, mais l'e-mail n'a pas été envoyé/), data: { id: row.id } });
    const [first, second] = (await t().outbox('mail')).slice(seen);
    expect((await t().call('GET', `/auth/verify/${tokenOf((await parseMail(first.content)).links[0])}`)).status).toBe(400);
    expect((await t().call('GET', `/auth/verify/${tokenOf((await parseMail(second.content)).links[0])}`)).status).toBe(200);
  });

  it('refuses an address already used by an administrator', async () => {
    const { status, body } = await t().call('POST', '/auth/admin', { token: boss.token, headers: bossStepUp, json: { email: clerk.email.toUpperCase() } });
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, message: 'Un administrateur utilise déjà cette adresse email.' });
  });

  it('validates the address with the invitation form messages', async () => {
    const empty = await t().call('POST', '/auth/admin', { token: boss.token, headers: bossStepUp, json: { email: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Veuillez saisir une adresse email');
    const invalid = await t().call('POST', '/auth/admin', { token: boss.token, headers: bossStepUp, json: { email: 'khady@' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Veuillez saisir une adresse email valide');
  });
});

describe('PUT /auth/admin/{id}/toggle-status', () => {
  it("blocking ends the administrator's live sessions at once; unblocking lets them back in", async () => {
    const target = await t().createAdmin();
    const live = await t().signIn(target.email, PASSWORD);
    expect((await t().call('GET', '/auth/profile', { token: live.accessToken })).status).toBe(200);

    const blocked = await t().call('PUT', `/auth/admin/${target.id}/toggle-status`, { token: boss.token, headers: bossStepUp, json: { action: 'block' } });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ success: true, message: 'Administrateur bloqué avec succès', data: { id: target.id, compteVerrouille: true } });

    // The access token is still unexpired, yet it no longer opens anything; nor does the refresh token.
    const after = await t().call('GET', '/auth/profile', { token: live.accessToken });
    expect(after.status).toBe(401);
    expect((await t().call('GET', '/auth/profile', { token: target.token })).status).toBe(401);
    expect((await t().call('POST', '/auth/refresh', { json: { refreshToken: live.refreshToken } })).status).toBe(401);
    const liveSessions = await t().db.select().from(sessions).where(and(eq(sessions.adminId, target.id)));
    expect(liveSessions.every((s) => s.revokedAt !== null)).toBe(true);

    const login = await t().call('POST', '/auth/login', { json: { identifier: target.email, password: PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Compte bloqué. Contactez un super administrateur.');

    const twice = await t().call('PUT', `/auth/admin/${target.id}/toggle-status`, { token: boss.token, headers: bossStepUp, json: { action: 'block' } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Cet administrateur est déjà bloqué.');

    const unblocked = await t().call('PUT', `/auth/admin/${target.id}/toggle-status`, { token: boss.token, headers: bossStepUp, json: { action: 'unblock' } });
    expect(unblocked.status).toBe(200);
    expect(unblocked.body).toMatchObject({ message: 'Administrateur débloqué avec succès', data: { compteVerrouille: false, isActive: true } });
    await t().signIn(target.email, PASSWORD);

    const notBlocked = await t().call('PUT', `/auth/admin/${target.id}/toggle-status`, { token: boss.token, headers: bossStepUp, json: { action: 'unblock' } });
    expect(notBlocked.status).toBe(409);
    expect(notBlocked.body.message).toBe("Cet administrateur n'est pas bloqué.");

    const titles = (
      await t()
        .db.select()
        .from(activityLog)
        .where(and(eq(activityLog.entityId, target.id), eq(activityLog.actorId, boss.id)))
        .orderBy(asc(activityLog.id))
    ).map((row) => row.title);
    expect(titles).toEqual(['Compte bloqué', 'Compte débloqué']);
  });

  it('unblocking also reactivates an inactive account', async () => {
    const target = await t().createAdmin();
    await t().db.update(admins).set({ isActive: false }).where(eq(admins.id, target.id));
    const { status, body } = await t().call('PUT', `/auth/admin/${target.id}/toggle-status`, { token: boss.token, headers: bossStepUp, json: { action: 'unblock' } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ isActive: true, compteVerrouille: false });
  });

  it('nobody can block themselves', async () => {
    const { status, body } = await t().call('PUT', `/auth/admin/${boss.id}/toggle-status`, { token: boss.token, headers: bossStepUp, json: { action: 'block' } });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, message: 'Vous ne pouvez pas bloquer votre propre compte.' });
    expect((await stored(boss.id)).compteVerrouille).toBe(false);
  });

  it('another super administrator can be blocked, but never the last active one', async () => {
    const second = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const { status } = await t().call('PUT', `/auth/admin/${second.id}/toggle-status`, { token: boss.token, headers: bossStepUp, json: { action: 'block' } });
    expect(status).toBe(200);

    // Reached only through a race (two super administrators blocking each other): the service holds the line.
    await expect(toggleAdminStatus({ actor: { id: second.id, email: second.email, nomComplet: '' }, targetId: boss.id, action: 'block' })).rejects.toMatchObject({
      code: 'conflict',
      message: 'Impossible de bloquer le dernier super administrateur actif.',
    });
    expect((await stored(boss.id)).compteVerrouille).toBe(false);
  });

  it('answers 404 for an unknown administrator and 400 for a bad action', async () => {
    const missing = await t().call('PUT', `/auth/admin/${randomUUID()}/toggle-status`, { token: boss.token, headers: bossStepUp, json: { action: 'block' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Administrateur introuvable');

    const bad = await t().call('PUT', `/auth/admin/${clerk.id}/toggle-status`, { token: boss.token, headers: bossStepUp, json: { action: 'supprimer' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("L'action doit être 'block' ou 'unblock'");
  });
});
