// The signed-in administrator's own account: GET/PUT /auth/profile, PUT /auth/change-password.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, admins } from '@/server/db/schema';
import { useTestBackend } from '@test/harness';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60' } });

const PASSWORD = 'MotDePasse-Solide-1';

async function stored(id: string) {
  const [row] = await t().db.select().from(admins).where(eq(admins.id, id));
  return row;
}

describe('GET /auth/profile', () => {
  it('returns the signed-in administrator with the fields docs/api.md lists', async () => {
    const admin = await t().createAdmin({ prenom: 'Moussa', nom: 'Sow', numero: '+221770000001' });
    const { status, body } = await t().call('GET', '/auth/profile', { token: admin.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, status: 200, message: 'Profil récupéré avec succès' });
    expect(body.data).toEqual({
      id: admin.id,
      email: admin.email,
      nom: 'Sow',
      prenom: 'Moussa',
      nomComplet: 'Moussa Sow',
      numero: '+221770000001',
      dateNaissance: null,
      typeUtilisateur: 'admin',
      isActive: true,
      compteVerrouille: false,
      emailVerifie: true,
      derniereConnexion: null,
      createdAt: expect.any(String),
      emailEnAttente: null,
      envoiEmails: 'outbox',
      doubleAuthentification: { totp: false, codesRestants: 0 },
    });
  });

  it('needs a session', async () => {
    const { status, body } = await t().call('GET', '/auth/profile');
    expect(status).toBe(401);
    expect(body.message).toBe('Authentification requise');
  });
});

describe('PUT /auth/profile', () => {
  it('lets an ordinary administrator change names, phone and birth date, and ask for a new e-mail; the phone is stored with its prefix', async () => {
    const admin = await t().createAdmin();
    const { status, body } = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      json: {
        nom: ' Ndiaye ',
        prenom: 'Fatou',
        nomComplet: 'Fatou Ndiaye',
        email: 'Fatou.Ndiaye@Boutique.test',
        numero: '+221 77 000 11 22',
        dateNaissance: '1990-05-17T00:00:00.000Z',
        currentPassword: PASSWORD,
      },
    });
    expect(status).toBe(200);
    // The new e-mail waits for the link (profile-contact.test.ts follows it), only kept here without SMTP_URL, which
    // the answer says (mail-delivery-smtp.test.ts: sent, with the specification's text).
    expect(body).toMatchObject({
      success: true,
      message: expect.stringMatching(/^Profil mis à jour\. Le lien de confirmation de votre nouvelle adresse n'a pas été envoyé/),
    });
    expect(body.data).toMatchObject({
      nom: 'Ndiaye',
      prenom: 'Fatou',
      nomComplet: 'Fatou Ndiaye',
      email: admin.email,
      emailEnAttente: 'fatou.ndiaye@boutique.test',
      numero: '+221770001122',
      dateNaissance: '1990-05-17',
    });
    expect(await stored(admin.id)).toMatchObject({
      email: admin.email,
      pendingEmail: 'fatou.ndiaye@boutique.test',
      numero: '+221770001122',
      dateNaissance: '1990-05-17',
    });

    // The new phone number signs in.
    await t().signIn('+221770001122', PASSWORD);

    const [activity] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'admin.profile_update'), eq(activityLog.actorId, admin.id)));
    expect(activity).toMatchObject({ title: "Changement d'adresse email demandé", actorName: 'Fatou Ndiaye' });

    // Leaving the birth date out keeps it; an empty phone clears it.
    const again = await t().call('PUT', '/auth/profile', { token: admin.token, json: { nom: 'Ndiaye', prenom: 'Fatou', numero: '', currentPassword: PASSWORD } });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ dateNaissance: '1990-05-17', numero: null });
  });

  it('changes only the fields of the profile: a role, a state, a password or an id sent along are ignored', async () => {
    const admin = await t().createAdmin({ verified: true });
    const before = await stored(admin.id);
    const { status, body } = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      json: {
        nom: 'Sow',
        prenom: 'Mariama',
        email: admin.email,
        typeUtilisateur: 'SUPER_ADMIN',
        role: 'SUPER_ADMIN',
        isActive: false,
        compteVerrouille: true,
        emailVerifie: false,
        passwordHash: 'remplacé',
        password: 'Autre-Mot-2026',
        id: '00000000-0000-4000-8000-000000000000',
        createdAt: '2000-01-01T00:00:00.000Z',
        derniereConnexion: '2000-01-01T00:00:00.000Z',
      },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: admin.id, nom: 'Sow', prenom: 'Mariama', typeUtilisateur: 'admin', isActive: true });
    const after = await stored(admin.id);
    expect(after).toMatchObject({ nom: 'Sow', prenom: 'Mariama' });
    expect({ ...after, nom: before.nom, prenom: before.prenom, updatedAt: before.updatedAt }).toEqual(before);
    // Still an ordinary administrator, signing in with the same password.
    expect((await t().call('GET', '/auth/admin', { token: admin.token })).status).toBe(403);
    await t().signIn(admin.email, PASSWORD);
  });

  it('validates with the profile form messages', async () => {
    const admin = await t().createAdmin();
    const before = await stored(admin.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nom: '', prenom: 'A' }, 'nom', 'Le nom et le prénom sont obligatoires.'],
      [{ nom: 'A' }, 'prenom', 'Le nom et le prénom sont obligatoires.'],
      [{ nom: 'A', prenom: 'B', email: '' }, 'email', "L'adresse email est obligatoire."],
      [{ nom: 'A', prenom: 'B', email: 'pas-une-adresse' }, 'email', 'Veuillez saisir une adresse email valide.'],
      [{ nom: 'A', prenom: 'B', numero: '+221 12 34' }, 'numero', 'Le numéro de téléphone doit contenir entre 8 et 15 chiffres.'],
      [{ nom: 'A', prenom: 'B', dateNaissance: '2001-02-31' }, 'dateNaissance', 'Veuillez saisir une date de naissance valide.'],
    ];
    for (const [json, field, message] of cases) {
      const { status, body } = await t().call('PUT', '/auth/profile', { token: admin.token, json });
      expect(status, field).toBe(400);
      expect(body.message).toBe(message);
      expect(body.data.errors[field]).toBe(message);
    }
    expect(await stored(admin.id)).toEqual(before);
  });

  it('refuses an e-mail or phone number that belongs to another account', async () => {
    const taken = await t().createAdmin({ numero: '+221770009999' });
    const admin = await t().createAdmin();
    const email = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      json: { nom: 'A', prenom: 'B', email: taken.email.toUpperCase(), currentPassword: PASSWORD },
    });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('Cette adresse email est déjà utilisée par un autre compte.');
    const phone = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      json: { nom: 'A', prenom: 'B', numero: '+221 77 000 99 99', currentPassword: PASSWORD },
    });
    expect(phone.status).toBe(409);
    expect(phone.body.message).toBe('Ce numéro de téléphone est déjà utilisé par un autre compte.');
    expect((await stored(admin.id)).email).toBe(admin.email);
  });

  it("refuses a super administrator's change of e-mail or phone, and accepts the rest", async () => {
    const superAdmin = await t().createAdmin({ role: 'SUPER_ADMIN', numero: '+221770000777' });
    const names = { nom: 'Fall', prenom: 'Ibrahima', nomComplet: 'Ibrahima Fall', dateNaissance: '1985-01-02' };

    const ok = await t().call('PUT', '/auth/profile', { token: superAdmin.token, json: names });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ nomComplet: 'Ibrahima Fall', email: superAdmin.email, numero: '+221770000777' });

    // Sending the stored values back unchanged is harmless.
    const same = await t().call('PUT', '/auth/profile', { token: superAdmin.token, json: { ...names, email: superAdmin.email, numero: '+221 77 000 07 77' } });
    expect(same.status).toBe(200);

    // Even with the password: the rule does not depend on who asks.
    for (const change of [{ email: 'autre@boutique.test', currentPassword: PASSWORD }, { numero: '+221770000778' }, { numero: null }]) {
      const { status, body } = await t().call('PUT', '/auth/profile', { token: superAdmin.token, json: { ...names, ...change } });
      expect(status).toBe(403);
      expect(body.message).toBe('Un super administrateur ne peut pas modifier son adresse email ni son numéro de téléphone.');
    }
    expect(await stored(superAdmin.id)).toMatchObject({ email: superAdmin.email, numero: '+221770000777' });
  });

  it('needs a session', async () => {
    const { status } = await t().call('PUT', '/auth/profile', { json: { nom: 'A', prenom: 'B' } });
    expect(status).toBe(401);
  });
});

describe('PUT /auth/change-password', () => {
  it('applies every rule docs/product.md lists with its message', async () => {
    const admin = await t().createAdmin();
    const cases: [Record<string, unknown>, string][] = [
      [{ newPassword: 'NouveauMotDePasse', confirmPassword: 'NouveauMotDePasse' }, 'Veuillez saisir votre mot de passe actuel.'],
      [{ currentPassword: PASSWORD, confirmPassword: '' }, 'Veuillez saisir un nouveau mot de passe.'],
      [{ currentPassword: PASSWORD, newPassword: 'court', confirmPassword: 'court' }, 'Le nouveau mot de passe doit contenir au moins 8 caractères.'],
      [{ currentPassword: PASSWORD, newPassword: 'NouveauMotDePasse', confirmPassword: 'Autre' }, 'Les mots de passe ne correspondent pas.'],
      [{ currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD }, "Le nouveau mot de passe doit être différent de l'ancien."],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await t().call('PUT', '/auth/change-password', { token: admin.token, json });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }

    // A wrong current password is a 400, so that the client does not sign the person out.
    const wrong = await t().call('PUT', '/auth/change-password', {
      token: admin.token,
      json: { currentPassword: 'pas-le-bon', newPassword: 'NouveauMotDePasse', confirmPassword: 'NouveauMotDePasse' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Le mot de passe actuel est incorrect.');
    await t().signIn(admin.email, PASSWORD);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const admin = await t().createAdmin();
    const here = await t().signIn(admin.email, PASSWORD);
    const elsewhere = await t().signIn(admin.email, PASSWORD);

    const { status, body } = await t().call('PUT', '/auth/change-password', {
      token: here.accessToken,
      json: { currentPassword: PASSWORD, newPassword: 'NouveauMotDePasse', confirmPassword: 'NouveauMotDePasse' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, status: 200, message: 'Mot de passe modifié avec succès', data: null });

    expect((await t().call('GET', '/auth/profile', { token: here.accessToken })).status).toBe(200);
    expect((await t().call('POST', '/auth/refresh', { json: { refreshToken: here.refreshToken } })).status).toBe(200);
    expect((await t().call('GET', '/auth/profile', { token: elsewhere.accessToken })).status).toBe(401);
    expect((await t().call('POST', '/auth/refresh', { json: { refreshToken: elsewhere.refreshToken } })).status).toBe(401);

    const old = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: PASSWORD } });
    expect(old.status).toBe(401);
    await t().signIn(admin.email, 'NouveauMotDePasse');

    const [activity] = await t()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'auth.password_change'), eq(activityLog.actorId, admin.id)));
    expect(activity.title).toBe('Mot de passe modifié');
  });

  it('needs a session', async () => {
    const { status } = await t().call('PUT', '/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'NouveauMotDePasse', confirmPassword: 'NouveauMotDePasse' },
    });
    expect(status).toBe(401);
  });
});
