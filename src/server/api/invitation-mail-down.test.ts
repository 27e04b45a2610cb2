// Inviting an administrator while the mail server is down, through real SMTP exchanges on loopback: a server
// that was stopped (nothing listens) and one that answers 421. The super administrator is told that nothing
// was sent and nothing recorded; no account, link or log entry is left behind, and a pending invitation
// keeps its working link.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLog, admins, oneTimeTokens } from '@/server/db/schema';
import { useTestBackend } from '@test/harness';
import { type TestInbox, linkOf, startTestInbox, tokenOf } from '@test/mail';

const UNAVAILABLE = "Le serveur d'email est injoignable : l'invitation n'a pas été envoyée et rien n'a été enregistré. Veuillez réessayer plus tard.";

// The shop's SMTP_URL names this port for the whole file; inboxes come and go on it.
let inbox: TestInbox = await startTestInbox();
const port = Number(new URL(inbox.smtpUrl).port);
afterAll(() => inbox.close());

const t = useTestBackend({ env: { SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Boutique <contact@boutique.test>' } });

/** What an invitation may leave behind: accounts, links and log entries. */
async function traces() {
  const [accounts, links, entries] = await Promise.all([
    t().db.select().from(admins),
    t().db.select().from(oneTimeTokens),
    t().db.select().from(activityLog),
  ]);
  return { accounts: accounts.length, links: links.length, entries: entries.length };
}

describe('inviting an administrator while the mail server is down', () => {
  it('with nothing listening: a French 503, nothing recorded; the same invitation works once the server is back', async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    await inbox.close();
    const before = await traces();

    const answer = await t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'fatou.ndiaye@boutique.test' } });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, status: 503, code: 'mail_unavailable', message: UNAVAILABLE, data: null });
    expect(await traces()).toEqual(before);
    const listed = await t().call('GET', '/auth/admin', { token: boss.token });
    expect(listed.body.data.map((admin: { email: string }) => admin.email)).not.toContain('fatou.ndiaye@boutique.test');

    inbox = await startTestInbox({ port });
    const again = await t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'fatou.ndiaye@boutique.test' } });
    expect(again.status).toBe(201);
    const mail = await inbox.mailTo('fatou.ndiaye@boutique.test');
    const verified = await t().call('GET', `/auth/verify/${tokenOf(linkOf(mail, '/admin/verify-account'))}`);
    expect(verified.status).toBe(200);
  });

  it('with a server answering 421: a French 503, and the pending invitation keeps its working link', async () => {
    const boss = await t().createAdmin({ role: 'SUPER_ADMIN' });
    const first = await t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'cheikh.ba@boutique.test' } });
    expect(first.status).toBe(201);
    const invitation = await inbox.mailTo('cheikh.ba@boutique.test');

    await inbox.close();
    inbox = await startTestInbox({ port, connectReply: 421 });
    const before = await traces();
    const resend = await t().call('POST', '/auth/admin', { token: boss.token, headers: await t().stepUp(boss), json: { email: 'cheikh.ba@boutique.test' } });
    expect(resend.status).toBe(503);
    expect(resend.body.message).toBe(UNAVAILABLE);
    expect(await traces()).toEqual(before);
    const [pending] = await t().db.select().from(admins).where(eq(admins.email, 'cheikh.ba@boutique.test'));
    expect(pending).toMatchObject({ emailVerifie: false, passwordHash: null });

    await inbox.close();
    inbox = await startTestInbox({ port });
    // The e-mail received before the outage still verifies the account, which then gets its password link.
    const verified = await t().call('GET', `/auth/verify/${tokenOf(linkOf(invitation, '/admin/verify-account'))}`);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Compte vérifié avec succès. Un email vous a été envoyé pour créer votre mot de passe.');
    expect(verified.body.data).toEqual({ outcome: 'password-link-sent' });
    const creation = await inbox.mailTo('cheikh.ba@boutique.test');
    expect(creation.subject).toBe('Boutique – Créez votre mot de passe');
  });
});
