// Changing one's e-mail or phone (PUT /auth/profile): the password again, and a notice to the address the
// account had, read here from a real SMTP server on loopback as its owner would.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { admins, signInAttempts } from '@/server/db/schema';
import { useTestBackend } from '@test/harness';
import { parseMail, startTestInbox } from '@test/mail';

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

  it('after a new e-mail, tells the former address what changed, when, and how to take the account back', async () => {
    const admin = await t().createAdmin({ email: 'cheikh.gueye@boutique.test' });
    const { status, body } = await t().call('PUT', '/auth/profile', {
      token: admin.token,
      json: { nom: 'Gueye', prenom: 'Cheikh', email: 'Cheikh.Nouveau@Boutique.test', currentPassword: PASSWORD },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Profil mis à jour avec succès');
    expect(body.data.email).toBe('cheikh.nouveau@boutique.test');
    expect((await stored(admin.id)).email).toBe('cheikh.nouveau@boutique.test');

    const sent = await waitForDelivery(1);
    expect(sent.to).toEqual(['cheikh.gueye@boutique.test']);
    const mail = await parseMail(sent.raw);
    expect(mail.subject).toBe('Boutique – Votre adresse email a été modifiée');
    expect(mail.text).toContain('Adresse email : cheikh.gueye@boutique.test → cheikh.nouveau@boutique.test');
    expect(mail.text).toMatch(/ont été modifiées le \d{1,2} \S+ \d{4} à \d{2}:\d{2} \(heure de Dakar\)/);
    expect(mail.text).toContain("Si ce n'est pas vous, réinitialisez votre mot de passe sans attendre");
    expect(mail.links).toContain('http://boutique.test/admin/forget');
    expect(mail.html).toContain('Réinitialiser mon mot de passe');

    // The new address signs in.
    await t().signIn('cheikh.nouveau@boutique.test', PASSWORD);
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
    expect(mail.text).toContain('Numéro de téléphone : +221770003030');
    expect(mail.text).not.toContain('Adresse email :');
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
