// The whole invitation, through a real SMTP server on loopback: invite → read the e-mail → verify → read the
// second e-mail → create the password → sign in as the new administrator → refused the super administrator's calls.
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLog, admins, oneTimeTokens } from '@/server/db/schema';
import { useTestBackend } from '@test/harness';
import { parseMail, startTestInbox, tokenOf } from '@test/mail';

// A mailbox that does not exist, to see how the shop takes a refusal.
const inbox = await startTestInbox({ refuse: (address) => address.startsWith('inexistant') });
const waitForDelivery = inbox.delivery;
afterAll(() => inbox.close());

const t = useTestBackend({ env: { SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Boutique <contact@boutique.test>' } });

describe('invitation of an administrator', () => {
  it('goes from the e-mail to a signed-in administrator who cannot manage administrators', async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN', prenom: 'Aminata', nom: 'Sall' });

    const invite = await t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'ousmane.diallo@boutique.test' } });
    expect(invite.status).toBe(201);
    const newcomerId: string = invite.body.data.id;

    const first = await waitForDelivery(1);
    expect(first.to).toEqual(['ousmane.diallo@boutique.test']);
    expect(first.from).toBe('contact@boutique.test');
    const invitation = await parseMail(first.raw);
    expect(invitation.subject).toBe('Boutique – Invitation à administrer la boutique');
    expect(invitation.from).toContain('contact@boutique.test');
    expect(invitation.text).toContain('Aminata Sall vous invite');
    expect(invitation.html).toContain('Vérifier mon adresse email');
    const verifyLink = invitation.links.find((link) => link.startsWith('http://boutique.test/admin/verify-account?token='));
    expect(verifyLink).toBeDefined();

    // Not yet verified, no password: the newcomer cannot sign in.
    const early = await t().call('POST', '/auth/login', { json: { identifier: 'ousmane.diallo@boutique.test', password: 'x' } });
    expect(early.status).toBe(401);

    const verified = await t().call('GET', `/auth/verify/${tokenOf(verifyLink as string)}`);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Compte vérifié avec succès. Un email vous a été envoyé pour créer votre mot de passe.');
    expect(verified.body.data).toEqual({ outcome: 'password-link-sent' });

    const second = await waitForDelivery(2);
    expect(second.to).toEqual(['ousmane.diallo@boutique.test']);
    const creation = await parseMail(second.raw);
    expect(creation.subject).toBe('Boutique – Créez votre mot de passe');
    expect(creation.text).toContain('Votre adresse email est vérifiée');
    const passwordLink = creation.links.find((link) => link.startsWith('http://boutique.test/admin/reset-password?token='));
    expect(passwordLink).toBeDefined();
    const passwordToken = tokenOf(passwordLink as string);

    // The password-creation link is an invitation: valid seven days.
    const [tokenRow] = await t()
      .db.select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, createHash('sha256').update(passwordToken).digest('hex')));
    expect(tokenRow.purpose).toBe('invite');
    const days = (tokenRow.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const created = await t().call('POST', '/auth/reset-password', { json: { token: passwordToken, newPassword: 'Teranga-2026' } });
    expect(created.status).toBe(200);

    const login = await t().call('POST', '/auth/login', { json: { identifier: 'Ousmane.Diallo@boutique.test', password: 'Teranga-2026' } });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ id: newcomerId, typeUtilisateur: 'admin', emailVerifie: true });

    const forbidden = await t().call('GET', '/auth/admin', { token: login.body.data.accessToken });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Accès refusé');
    expect((await t().call('GET', '/auth/profile', { token: login.body.data.accessToken })).status).toBe(200);

    const titles = (await t().db.select().from(activityLog).where(eq(activityLog.entityId, newcomerId)).orderBy(asc(activityLog.id))).map((row) => row.title);
    expect(titles).toEqual(['Administrateur invité', 'Compte vérifié', 'Mot de passe créé', 'Connexion']);
  });

  it("escapes into the e-mail's HTML the inviter's name, whatever it holds, and keeps it as typed in the text", async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const prenom = '<img src=x onerror=alert(1)>';
    const nom = 'Sall</p><a href="https://evil.example">cliquez ici</a>';
    const named = await t().call('PUT', '/auth/profile', { token: boss.token, json: { prenom, nom } });
    expect(named.status).toBe(200);
    expect(named.body.data.nomComplet).toBe(`${prenom} ${nom}`);

    const seen = inbox.delivered.length;
    const invite = await t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'fatou.ndiaye@boutique.test' } });
    expect(invite.status).toBe(201);
    const mail = await inbox.mailTo('fatou.ndiaye@boutique.test', seen);
    expect(mail.text).toContain(`${prenom} ${nom} vous invite`);
    expect(mail.html).toContain(
      '<p>&lt;img src=x onerror=alert(1)&gt; Sall&lt;/p&gt;&lt;a href=&quot;https://evil.example&quot;&gt;cliquez ici&lt;/a&gt; vous invite',
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('evil.example"');
    // The only links of the e-mail are the shop's own.
    const hrefs = [...mail.html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^http:\/\/boutique\.test\/admin\/verify-account\?token=/);
  });

  it('says so when the mail server refuses the address, and records nothing', async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const refused = await t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'inexistant@boutique.test' } });
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({
      success: false,
      status: 502,
      code: 'mail_refused',
      message: "Le serveur d'email a refusé l'invitation : rien n'a été enregistré. Vérifiez l'adresse puis réessayez.",
      data: null,
    });
    expect(await t().db.select().from(admins).where(and(eq(admins.email, 'inexistant@boutique.test')))).toEqual([]);
  });
});
