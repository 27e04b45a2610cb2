// Changing one's e-mail or phone (PUT /auth/profile): the password again, and a notice to the address the
// account had, read here from a real SMTP server on loopback as its owner would.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { admins, signInAttempts } from '@/server/db/schema';
import { useTestBackend } from '@test/harness';
import { linkOf, parseMail, startTestInbox, tokenOf } from '@test/mail';

const inbox = await startTestInbox();
const { delivered, delivery: waitForDelivery } = inbox;
afterAll(() => inbox.close());

const t = useTestBackend({ env: { SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Boutique <contact@boutique.test>', RATE_LIMIT_LOGIN: '1000/60' } });

const PASSWORD = 'MotDePasse-Solide-1';

async function stored(id: string) {
  const [row] = await t().db.select().from(admins).where(eq(admins.id, id));
  return row;
}

describe('PUT /auth/profile, e-mail or phone changed', () => {
  it('asks for the current password, refuses a wrong one on the field (never 401) and counts it', async () => {
    const admin = await t().createAdmin({ email: 'binta.faye@boutique.test' });
    const change = { nom: 'Faye', prenom: 'Binta', email: 'binta.nouvelle@boutique.test' };

    const missing = await t().call('PUT', '/auth/profile', { token: admin.token, json: change });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      success: false,
      status: 400,
      code: 'validation_failed',
      message: 'Veuillez saisir votre mot de passe actuel.',
      data: { errors: { currentPassword: 'Veuillez saisir votre mot de passe actuel.' } },
    });

    const wrong = await t().call('PUT', '/auth/profile', { token: admin.token, json: { ...change, currentPassword: 'devinette' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      status: 400,
      code: 'current_password_wrong',
      message: 'Le mot de passe actuel est incorrect.',
      data: { errors: { currentPassword: 'Le mot de passe actuel est incorrect.' } },
    });
    expect((await stored(admin.id)).email).toBe('binta.faye@boutique.test');
    const failures = await t()
      .db.select()
      .from(signInAttempts)
      .where(and(eq(signInAttempts.adminId, admin.id), eq(signInAttempts.success, false)));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ identifierKey: 'binta.faye@boutique.test', streak: true });

    // Names alone need no password, and tell nobody.
    const names = await t().call('PUT', '/auth/profile', { token: admin.token, json: { nom: 'Faye', prenom: 'Binta Awa', email: admin.email } });
    expect(names.status).toBe(200);
    await t().settle();
    expect(delivered).toHaveLength(0);
  });

  it('a new e-mail counts only once the link sent to it is followed; the former address is told at once', async () => {
    const admin = await t().createAdmin({ email: 'cheikh.gueye@boutique.test' });
    const seen = delivered.length;
    const { status, body } = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      json: { nom: 'Gueye', prenom: 'Cheikh', email: 'Cheikh.Nouveau@Boutique.test', currentPassword: PASSWORD },
    });
    expect(status).toBe(200);
    expect(body.message).toBe(
      "Profil mis à jour avec succès. Un lien de confirmation a été envoyé à votre nouvelle adresse email : elle remplacera l'actuelle dès que vous l'aurez ouvert.",
    );
    expect(body.data).toMatchObject({ email: 'cheikh.gueye@boutique.test', emailEnAttente: 'cheikh.nouveau@boutique.test' });
    expect(await stored(admin.id)).toMatchObject({ email: 'cheikh.gueye@boutique.test', pendingEmail: 'cheikh.nouveau@boutique.test' });
    expect((await t().call('GET', '/auth/profile', { token: admin.token })).body.data.emailEnAttente).toBe('cheikh.nouveau@boutique.test');

    // The former address: told of the request, with the way to take the account back.
    const notice = await inbox.mailTo('cheikh.gueye@boutique.test', seen);
    expect(notice.subject).toBe('Boutique – Changement de votre adresse email demandé');
    expect(notice.text).toContain(
      'Adresse email : cheikh.gueye@boutique.test → cheikh.nouveau@boutique.test (dès que la nouvelle adresse sera confirmée)',
    );
    expect(notice.text).toMatch(/a été demandé le \d{1,2} \S+ \d{4} à \d{2}:\d{2} \(heure de Dakar\)/);
    expect(notice.text).toContain("Si ce n'est pas vous, réinitialisez votre mot de passe sans attendre");
    expect(notice.links).toContain('http://boutique.test/admin/forget');

    // Until the link is followed, the old address signs in and receives the reset link; the new one is unknown.
    await t().signIn('cheikh.gueye@boutique.test', PASSWORD);
    expect((await t().call('POST', '/auth/login', { json: { identifier: 'cheikh.nouveau@boutique.test', password: PASSWORD } })).status).toBe(401);

    const link = await inbox.mailTo('cheikh.nouveau@boutique.test', seen);
    expect(link.subject).toBe('Boutique – Confirmez votre nouvelle adresse email');
    const confirmLink = linkOf(link, '/admin/verify-account');
    const confirmed = await t().call('GET', `/auth/verify/${tokenOf(confirmLink)}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Nouvelle adresse email confirmée. Utilisez-la désormais pour vous connecter.');
    expect(confirmed.body.data).toEqual({ outcome: 'email-changed' });
    expect(await stored(admin.id)).toMatchObject({ email: 'cheikh.nouveau@boutique.test', pendingEmail: null });

    // The new address signs in; the old one no longer does; the link is spent.
    await t().signIn('cheikh.nouveau@boutique.test', PASSWORD);
    expect((await t().call('POST', '/auth/login', { json: { identifier: 'cheikh.gueye@boutique.test', password: PASSWORD } })).status).toBe(401);
    const again = await t().call('GET', `/auth/verify/${tokenOf(confirmLink)}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Lien de vérification invalide ou expiré');
  });

  it('refuses the link when another account took the address meanwhile, and keeps the old one', async () => {
    const admin = await t().createAdmin({ email: 'moussa.diallo@boutique.test' });
    const seen = delivered.length;
    const asked = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      json: { nom: 'Diallo', prenom: 'Moussa', email: 'disputee@boutique.test', currentPassword: PASSWORD },
    });
    expect(asked.status).toBe(200);
    const link = await inbox.mailTo('disputee@boutique.test', seen);
    await t().createAdmin({ email: 'disputee@boutique.test' });

    const refused = await t().call('GET', `/auth/verify/${tokenOf(linkOf(link, '/admin/verify-account'))}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'email_taken', message: 'Cette adresse email est déjà utilisée par un autre compte.' });
    expect((await stored(admin.id)).email).toBe('moussa.diallo@boutique.test');
    await t().signIn('moussa.diallo@boutique.test', PASSWORD);
  });

  it('the current address typed back withdraws the change: its link no longer works', async () => {
    const admin = await t().createAdmin({ email: 'awa.sy@boutique.test' });
    const seen = delivered.length;
    const change = { nom: 'Sy', prenom: 'Awa', currentPassword: PASSWORD };
    expect((await t().call('PUT', '/auth/profile', { token: admin.token, json: { ...change, email: 'awa.typo@boutique.test' } })).status).toBe(200);
    const link = await inbox.mailTo('awa.typo@boutique.test', seen);
    const back = await t().call('PUT', '/auth/profile', { token: admin.token, json: { ...change, email: 'awa.sy@boutique.test' } });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe('Profil mis à jour avec succès');
    expect(back.body.data.emailEnAttente).toBeNull();
    expect((await t().call('GET', `/auth/verify/${tokenOf(linkOf(link, '/admin/verify-account'))}`)).status).toBe(400);
    expect((await stored(admin.id)).email).toBe('awa.sy@boutique.test');
  });

  it('sends a link each time the waiting address is typed again, and none when the e-mail is left out', async () => {
    // The back office tells a link went out when the address waiting is the one just typed (src/lib/api/account.ts).
    const admin = await t().createAdmin({ email: 'ibou.fall@boutique.test' });
    const change = { nom: 'Fall', prenom: 'Ibou', currentPassword: PASSWORD };
    const pending =
      "Profil mis à jour avec succès. Un lien de confirmation a été envoyé à votre nouvelle adresse email : elle remplacera l'actuelle dès que vous l'aurez ouvert.";
    for (const email of ['ibou.neuf@boutique.test', 'Ibou.Neuf@boutique.test']) {
      const seen = delivered.length;
      const asked = await t().call('PUT', '/auth/profile', { token: admin.token, json: { ...change, email } });
      expect(asked.body).toMatchObject({ message: pending, data: { emailEnAttente: 'ibou.neuf@boutique.test' } });
      await inbox.mailTo('ibou.neuf@boutique.test', seen);
    }
    const names = await t().call('PUT', '/auth/profile', { token: admin.token, json: { nom: 'Fall', prenom: 'Ibrahima' } });
    expect(names.body).toMatchObject({ message: 'Profil mis à jour avec succès', data: { emailEnAttente: 'ibou.neuf@boutique.test' } });
  });

  it('after a new phone alone, tells the e-mail address', async () => {
    const admin = await t().createAdmin({ email: 'ndeye.sarr@boutique.test', numero: '+221770002020' });
    const before = delivered.length;
    const { status } = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      json: { nom: 'Sarr', prenom: 'Ndeye', numero: '+221 77 000 30 30', currentPassword: PASSWORD },
    });
    expect(status).toBe(200);
    expect((await stored(admin.id)).numero).toBe('+221770003030');

    const sent = await waitForDelivery(before + 1);
    expect(sent.to).toEqual(['ndeye.sarr@boutique.test']);
    const mail = await parseMail(sent.raw);
    expect(mail.subject).toBe('Boutique – Votre numéro de téléphone a été modifié');
    expect(mail.text).toContain('Numéro de téléphone : +221770003030');
    expect(mail.text).not.toContain('Adresse email :');
    expect(mail.links).toContain('http://boutique.test/admin/forget');
  });

  it("still refuses a super administrator's change, password or not", async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const before = delivered.length;
    const { status, body } = await t().call('PUT', '/auth/profile', {
      token: boss.token,
      json: { nom: 'Ka', prenom: 'Mame', email: 'ailleurs@boutique.test', currentPassword: PASSWORD },
    });
    expect(status).toBe(403);
    expect(body.message).toBe('Un super administrateur ne peut pas modifier son adresse email ni son numéro de téléphone.');
    expect((await stored(boss.id)).email).toBe(boss.email);
    await t().settle();
    expect(delivered).toHaveLength(before);
  });
});
