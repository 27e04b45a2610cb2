// Links sent by e-mail or SMS: GET /auth/verify/{token}, POST /auth/resend-verification,
// POST /auth/request-password-reset, POST /auth/reset-password. With no SMTP_URL nor SMS_API_URL
// everything lands in the outbox, read here as a recipient would.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, admins, oneTimeTokens } from '@/server/db/schema';
import { useTestBackend } from '@test/harness';
import { parseMail, tokenOf } from '@test/mail';

const t = useTestBackend({
  env: {
    RATE_LIMIT_LOGIN: '1000/60',
    RATE_LIMIT_PASSWORD_RESET: '1000/60',
    RATE_LIMIT_VERIFICATION: '1000/60',
    RATE_LIMIT_NEW_PASSWORD: '1000/60',
  },
});

const PASSWORD = 'MotDePasse-Solide-1';
const VERIFICATION_SENT = 'Si un compte non vérifié correspond à cette adresse, un lien de vérification vient de lui être envoyé.';
const RESET_SENT = 'Si cette adresse email est associée à un compte, un email de réinitialisation vient de lui être envoyé.';

/** E-mails that reached the outbox since `seen` were counted. */
async function newMails(seen: number) {
  const all = await t().outbox('mail');
  return Promise.all(all.slice(seen).map((item) => parseMail(item.content)));
}

async function tokenRow(token: string) {
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await t().db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hash));
  return row;
}

async function activity(adminId: string, action: string) {
  return t()
    .db.select()
    .from(activityLog)
    .where(and(eq(activityLog.entityId, adminId), eq(activityLog.action, action)));
}

describe('verification of an account', () => {
  it('e-mails a verification link to an unverified account; the link verifies it once', async () => {
    const admin = await t().createAdmin({ verified: false, email: 'moussa.ba@boutique.test' });
    const seen = (await t().outbox('mail')).length;

    const { status, body } = await t().call('POST', '/auth/resend-verification', { json: { email: 'Moussa.Ba@boutique.test' } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, status: 200, message: VERIFICATION_SENT, data: null });

    const mails = await newMails(seen);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe('moussa.ba@boutique.test');
    expect(mail.subject).toBe('Boutique – Vérifiez votre adresse email');
    expect(mail.text).toContain('Pour activer votre compte administrateur Boutique');
    expect(mail.text).toContain('48 heures');
    const link = mail.links.find((l) => l.startsWith('http://boutique.test/admin/verify-account?token='));
    expect(link).toBeDefined();
    expect(mail.html).toContain('lang="fr"');
    expect(mail.html).toContain(`href="${link}"`);

    const token = tokenOf(link as string);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await tokenRow(token);
    expect(row).toMatchObject({ adminId: admin.id, purpose: 'verify', usedAt: null });
    expect(row.tokenHash).not.toBe(token);
    const hours = (row.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(await activity(admin.id, 'auth.verification_sent')).toHaveLength(1);

    const before = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: PASSWORD } });
    expect(before.status).toBe(403);

    const verified = await t().call('GET', `/auth/verify/${token}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      success: true,
      status: 200,
      message: 'Compte vérifié avec succès. Vous pouvez maintenant vous connecter.',
      data: { outcome: 'verified' },
    });
    const [stored] = await t().db.select().from(admins).where(eq(admins.id, admin.id));
    expect(stored.emailVerifie).toBe(true);
    expect((await activity(admin.id, 'auth.verify'))[0].title).toBe('Compte vérifié');
    await t().signIn(admin.email, PASSWORD);
    // Already has a password: no second e-mail.
    expect(await newMails(seen + 1)).toHaveLength(0);

    const again = await t().call('GET', `/auth/verify/${token}`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: 'Lien de vérification invalide ou expiré' });
  });

  it('answers the same neutral success, and sends nothing, for an unknown or already verified address', async () => {
    const verified = await t().createAdmin();
    const seen = (await t().outbox('mail')).length;
    for (const email of ['inconnu@boutique.test', verified.email]) {
      const { status, body } = await t().call('POST', '/auth/resend-verification', { json: { email } });
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, status: 200, message: VERIFICATION_SENT, data: null });
    }
    expect(await newMails(seen)).toHaveLength(0);
  });

  it('sends the link by SMS when a phone number is given', async () => {
    const admin = await t().createAdmin({ verified: false, numero: '+221771112233' });
    const seenMail = (await t().outbox('mail')).length;
    const { status, body } = await t().call('POST', '/auth/resend-verification', { json: { email: '+221 77 111 22 33' } });
    expect(status).toBe(200);
    expect(body.message).toBe(VERIFICATION_SENT);

    const texts = await t().outbox('sms');
    expect(texts).toHaveLength(1);
    expect(texts[0].content).toMatch(/^To: \+221771112233\n/);
    expect(texts[0].content).toContain('Boutique : vérifiez votre compte administrateur');
    const link = texts[0].content.match(/http:\/\/boutique\.test\/admin\/verify-account\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    expect(await newMails(seenMail)).toHaveLength(0);
    expect((await activity(admin.id, 'auth.verification_sent'))[0].details).toEqual({ channel: 'sms' });

    expect((await t().call('GET', `/auth/verify/${tokenOf(link as string)}`)).status).toBe(200);
  });

  it('only the latest link works, and an expired one is refused', async () => {
    const admin = await t().createAdmin({ verified: false });
    const seen = (await t().outbox('mail')).length;
    await t().call('POST', '/auth/resend-verification', { json: { email: admin.email } });
    await t().settle();
    await t().call('POST', '/auth/resend-verification', { json: { email: admin.email } });
    const [first, second] = (await newMails(seen)).map((mail) => tokenOf(mail.links[0]));

    const stale = await t().call('GET', `/auth/verify/${first}`);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe('Lien de vérification invalide ou expiré');

    await t().db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.id, (await tokenRow(second)).id));
    const expired = await t().call('GET', `/auth/verify/${second}`);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Lien de vérification invalide ou expiré');

    expect((await t().call('GET', '/auth/verify/nimportequoi')).status).toBe(400);
  });

  it('validates the address with the form messages', async () => {
    const empty = await t().call('POST', '/auth/resend-verification', { json: { email: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Veuillez saisir votre adresse email');
    const invalid = await t().call('POST', '/auth/resend-verification', { json: { email: 'pas-une-adresse' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Veuillez saisir une adresse email valide');
  });
});

describe('password reset', () => {
  it('e-mails a one-hour link; the new password works and every session ends', async () => {
    const admin = await t().createAdmin();
    const session = await t().signIn(admin.email, PASSWORD);
    const seen = (await t().outbox('mail')).length;

    const { status, body } = await t().call('POST', '/auth/request-password-reset', { json: { email: admin.email.toUpperCase() } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, status: 200, message: RESET_SENT, data: null });

    const [mail] = await newMails(seen);
    expect(mail.to).toBe(admin.email);
    expect(mail.subject).toBe('Boutique – Réinitialisation de votre mot de passe');
    expect(mail.text).toContain('1 heure');
    const link = mail.links.find((l) => l.startsWith('http://boutique.test/admin/reset-password?token='));
    expect(link).toBeDefined();
    const token = tokenOf(link as string);
    const row = await tokenRow(token);
    expect(row.purpose).toBe('reset');
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect((await activity(admin.id, 'auth.reset_requested'))[0].title).toBe('Réinitialisation du mot de passe demandée');

    const reset = await t().call('POST', '/auth/reset-password', { json: { token, newPassword: 'secret6' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      success: true,
      status: 200,
      message: 'Mot de passe enregistré avec succès. Vous pouvez maintenant vous connecter.',
      data: null,
    });
    expect((await t().call('GET', '/auth/profile', { token: session.accessToken })).status).toBe(401);
    expect((await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: PASSWORD } })).status).toBe(401);
    await t().signIn(admin.email, 'secret6');
    expect((await activity(admin.id, 'auth.password_reset'))[0].title).toBe('Mot de passe réinitialisé');

    const reuse = await t().call('POST', '/auth/reset-password', { json: { token, newPassword: 'encore-un' } });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ success: false, message: 'Lien de réinitialisation invalide ou expiré' });
  });

  it('answers the same neutral success, and sends nothing, for an unknown, unverified or blocked address', async () => {
    const unverified = await t().createAdmin({ verified: false });
    const blocked = await t().createAdmin({ locked: true });
    const seen = (await t().outbox('mail')).length;
    for (const email of ['inconnu@boutique.test', unverified.email, blocked.email]) {
      const { status, body } = await t().call('POST', '/auth/request-password-reset', { json: { email } });
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, status: 200, message: RESET_SENT, data: null });
    }
    expect(await newMails(seen)).toHaveLength(0);
  });

  it('refuses an expired or unknown link, and a verification link', async () => {
    const admin = await t().createAdmin({ verified: false });
    const seen = (await t().outbox('mail')).length;
    await t().call('POST', '/auth/resend-verification', { json: { email: admin.email } });
    const [mail] = await newMails(seen);
    const verifyToken = tokenOf(mail.links[0]);
    const wrongPurpose = await t().call('POST', '/auth/reset-password', { json: { token: verifyToken, newPassword: 'secret6' } });
    expect(wrongPurpose.status).toBe(400);
    expect(wrongPurpose.body.message).toBe('Lien de réinitialisation invalide ou expiré');

    const verified = await t().createAdmin();
    const seen2 = (await t().outbox('mail')).length;
    await t().call('POST', '/auth/request-password-reset', { json: { email: verified.email } });
    const token = tokenOf((await newMails(seen2))[0].links[0]);
    await t().db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.id, (await tokenRow(token)).id));
    const expired = await t().call('POST', '/auth/reset-password', { json: { token, newPassword: 'secret6' } });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Lien de réinitialisation invalide ou expiré');
    await t().signIn(verified.email, PASSWORD);
  });

  it('validates with the reset form messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ newPassword: 'secret6' }, 'Token de réinitialisation manquant'],
      [{ token: 'abc' }, 'Veuillez remplir tous les champs'],
      [{ token: 'abc', newPassword: 'court' }, 'Le mot de passe doit contenir au moins 6 caractères'],
    ];
    for (const [json, message] of cases) {
      const { status, body } = await t().call('POST', '/auth/reset-password', { json });
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
    const empty = await t().call('POST', '/auth/request-password-reset', { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Veuillez saisir votre adresse email');
    const invalid = await t().call('POST', '/auth/request-password-reset', { json: { email: 'a@b' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Veuillez saisir une adresse email valide');
  });
});
