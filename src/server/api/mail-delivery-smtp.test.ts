// With SMTP_URL set, through a real SMTP server on loopback (docs/product.md, "E-mail delivery"): the answers carry
// `envoiEmails: 'smtp'` and keep the specification's texts, the test e-mail arrives at the caller's address, and a
// mail server that refuses it or cannot be reached gets a French message that says what to check, never a 500.
import { afterAll, describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';
import { type TestInbox, startTestInbox } from '@test/mail';

// The shop's SMTP_URL names this port for the whole file; inboxes come and go on it.
let inbox: TestInbox = await startTestInbox({ refuse: (address) => address.startsWith('refusee') });
const port = Number(new URL(inbox.smtpUrl).port);
afterAll(() => inbox.close());

const t = useTestBackend({ env: { SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Boutique <contact@boutique.test>' } });

describe('with SMTP_URL, the answers say the e-mails were sent', () => {
  it("inviting keeps the specification's text and says 'smtp'; the profile says 'smtp'", async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const invite = await t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'ibrahima.fall@boutique.test' } });
    expect(invite.status).toBe(201);
    expect(invite.body.message).toBe("Invitation envoyée avec succès. L'administrateur doit vérifier son email puis créer son mot de passe.");
    expect(invite.body.data.envoiEmails).toBe('smtp');
    expect((await inbox.mailTo('ibrahima.fall@boutique.test')).subject).toBe('Boutique – Invitation à administrer la boutique');

    const again = await t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'ibrahima.fall@boutique.test' } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Invitation renvoyée avec succès');
    expect(again.body.data.envoiEmails).toBe('smtp');

    const profile = await t().call('GET', '/auth/profile', { token: boss.token });
    expect(profile.body.data.envoiEmails).toBe('smtp');
    expect(await t().outbox('mail')).toEqual([]);
  });

  it("a new address keeps the specification's text", async () => {
    const admin = await t().createAdmin();
    const saved = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      json: { nom: 'Diouf', prenom: 'Khady', email: 'khady.nouvelle@boutique.test', currentPassword: admin.password },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(
      "Profil mis à jour avec succès. Un lien de confirmation a été envoyé à votre nouvelle adresse email : elle remplacera l'actuelle dès que vous l'aurez ouvert.",
    );
    expect(saved.body.data.envoiEmails).toBe('smtp');
  });

  it("'Envoyer un e-mail de test' reaches the caller's address and says so", async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN', email: 'proprietaire@boutique.test' });
    const test = await t().call('POST', '/parametres/email-test', { token: boss.token });
    expect(test.status).toBe(200);
    expect(test.body.data).toEqual({ envoiEmails: 'smtp', destinataire: 'proprietaire@boutique.test' });
    expect(test.body.message).toBe(
      "E-mail de test envoyé à proprietaire@boutique.test. Vérifiez qu'il est bien arrivé (et, sinon, le dossier des indésirables).",
    );
    const mail = await inbox.mailTo('proprietaire@boutique.test');
    expect(mail.subject).toBe('Boutique – E-mail de test');
    expect(mail.from).toContain('contact@boutique.test');
    expect(mail.links).toContain('http://boutique.test/admin/parametres');
  });

  it('a mail server that refuses the message: a French 502 that says what to check', async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN', email: 'refusee@boutique.test' });
    const test = await t().call('POST', '/parametres/email-test', { token: boss.token });
    expect(test.status).toBe(502);
    expect(test.body).toEqual({
      success: false,
      status: 502,
      code: 'mail_refused',
      message:
        "Le serveur d'e-mail a refusé l'e-mail de test. Vérifiez SMTP_URL (identifiant et mot de passe) et l'adresse d'expédition MAIL_FROM, puis réessayez.",
      data: null,
    });
  });

  it('a mail server out of reach: a French 503, not a 500', async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    await inbox.close();
    try {
      const test = await t().call('POST', '/parametres/email-test', { token: boss.token });
      expect(test.status).toBe(503);
      expect(test.body.code).toBe('mail_unavailable');
      expect(test.body.message).toBe(
        "Le serveur d'e-mail est injoignable\u00a0: l'e-mail de test n'a pas été envoyé. Vérifiez l'adresse et le port de SMTP_URL, puis réessayez.",
      );
    } finally {
      inbox = await startTestInbox({ port });
    }
  });
});
