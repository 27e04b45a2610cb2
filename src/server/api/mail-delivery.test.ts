// Without SMTP_URL the shop's e-mails are kept in DATA_DIR/outbox/ and reach no one (docs/product.md, "E-mail
// delivery"): the answers of the calls that send one say so (`envoiEmails: 'outbox'` and a French message that
// says the message was kept, not sent, and how to configure mail), GET /auth/profile tells the screens, and
// 'Envoyer un e-mail de test' is the super administrator's alone.
import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@test/harness';
import { parseMail } from '@test/mail';

const t = useTestBackend({ env: { RATE_LIMIT_ACCOUNT_MAIL: '3/3600' } });

const INVITED_KEPT =
  "Invitation enregistrée, mais l'e-mail n'a pas été envoyé\u00a0: l'envoi des e-mails n'est pas configuré\u00a0: le message a été conservé dans la boîte d'envoi du serveur (DATA_DIR/outbox) et n'a pas été envoyé. Pour envoyer les e-mails, renseignez SMTP_URL (voir le README) puis redémarrez la boutique.";

describe('without SMTP_URL, the answers say the e-mails were kept, not sent', () => {
  it('inviting, then inviting the pending address again: recorded, kept in the outbox, and said so', async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const invite = await t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'awa.ndiaye@boutique.test' } });
    expect(invite.status).toBe(201);
    expect(invite.body.message).toBe(INVITED_KEPT);
    expect(invite.body.message).not.toContain('envoyée avec succès');
    expect(invite.body.data).toMatchObject({ email: 'awa.ndiaye@boutique.test', emailVerifie: false, envoiEmails: 'outbox' });

    const kept = await t().outbox('mail');
    expect(kept).toHaveLength(1);
    expect((await parseMail(kept[0].content)).to).toBe('awa.ndiaye@boutique.test');

    const again = await t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'awa.ndiaye@boutique.test' } });
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/^Invitation renouvelée, mais l'e-mail n'a pas été envoyé\u00a0: .*renseignez SMTP_URL \(voir le README\)/);
    expect(again.body.data.envoiEmails).toBe('outbox');
    expect(await t().outbox('mail')).toHaveLength(2);
  });

  it('GET /auth/profile tells every administrator; a new address says its link was kept, not sent', async () => {
    const admin = await t().createAdmin();
    const profile = await t().call('GET', '/auth/profile', { token: admin.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.envoiEmails).toBe('outbox');

    const saved = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      json: { nom: 'Sarr', prenom: 'Modou', email: 'modou.nouveau@boutique.test', currentPassword: admin.password },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toMatch(
      /^Profil mis à jour\. Le lien de confirmation de votre nouvelle adresse n'a pas été envoyé\u00a0: .*conservé dans la boîte d'envoi du serveur/,
    );
    expect(saved.body.data).toMatchObject({ emailEnAttente: 'modou.nouveau@boutique.test', envoiEmails: 'outbox' });

    // A save that sends nothing keeps the specification's text.
    const plain = await t().call('PUT', '/auth/profile', { token: admin.token, json: { nom: 'Sarr', prenom: 'Modou Lamine' } });
    expect(plain.body.message).toBe('Profil mis à jour avec succès');
  });

  it("'Envoyer un e-mail de test': kept in the outbox and said so; a super administrator's only; counted per account", async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN', email: 'gerante@boutique.test' });
    const before = (await t().outbox('mail')).length;

    const test = await t().call('POST', '/parametres/email-test', { token: boss.token });
    expect(test.status).toBe(200);
    expect(test.body.data).toEqual({ envoiEmails: 'outbox', destinataire: 'gerante@boutique.test' });
    expect(test.body.message).toBe(
      "E-mail de test conservé dans la boîte d'envoi du serveur (DATA_DIR/outbox)\u00a0: il n'a pas été envoyé, car l'envoi des e-mails n'est pas configuré. Pour envoyer les e-mails, renseignez SMTP_URL (voir le README) puis redémarrez la boutique.",
    );
    const outbox = await t().outbox('mail');
    expect(outbox).toHaveLength(before + 1);
    const mail = await parseMail(outbox.at(-1)?.content ?? '');
    expect(mail.to).toBe('gerante@boutique.test');
    expect(mail.subject).toBe('Boutique – E-mail de test');
    expect(mail.text).toContain("l'envoi des e-mails de la boutique fonctionne");

    const admin = await t().createAdmin();
    const refused = await t().call('POST', '/parametres/email-test', { token: admin.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    const anonymous = await t().call('POST', '/parametres/email-test');
    expect(anonymous.status).toBe(401);
    expect((await t().outbox('mail')).length).toBe(before + 1);

    // Three an hour per account (RATE_LIMIT_ACCOUNT_MAIL): the fourth is refused, and sends nothing.
    await t().call('POST', '/parametres/email-test', { token: boss.token });
    await t().call('POST', '/parametres/email-test', { token: boss.token });
    const tooMany = await t().call('POST', '/parametres/email-test', { token: boss.token });
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.message).toBe('Trop de requêtes. Veuillez réessayer plus tard.');
    expect((await t().outbox('mail')).length).toBe(before + 3);
  });
});
