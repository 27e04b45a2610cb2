// The rules every password someone sets must meet, through both ways of setting one (PUT /auth/change-password
// and POST /auth/reset-password), how it is kept, and the notice its owner gets: docs/product.md, Passwords.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins } from '@/server/db/schema';
import { issueOneTimeToken } from '@/server/services/accounts/one-time-tokens';
import { useTestBackend } from '@test/harness';
import { parseMail } from '@test/mail';

const t = useTestBackend({ env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_NEW_PASSWORD: '1000/60' } });

const PASSWORD = 'MotDePasse-Solide-1';

async function storedHash(id: string): Promise<string | null> {
  const [row] = await t().db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, id));
  return row.passwordHash;
}

function changePassword(token: string, newPassword: string) {
  return t().call('PUT', '/auth/change-password', {
    token,
    json: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
  });
}

describe('a password someone sets', () => {
  it('may be a long passphrase of spaces, accents and emoji, and only exactly it signs in', async () => {
    const admin = await t().createAdmin();
    // 64 characters, 66 UTF-16 units: the emoji count once each.
    const passphrase = 'Thiéboudienne du dimanche 🐟🍚 chez Mame Diarra, à Dakar : 42 fois';
    expect([...passphrase]).toHaveLength(64);
    const firstCharacters = (n: number) => [...passphrase].slice(0, n).join('');
    const { status } = await changePassword(admin.token, passphrase);
    expect(status).toBe(200);

    await t().signIn(admin.email, passphrase);
    // Nothing is cut or folded: neither a prefix, nor the text with a space doubled or added.
    for (const near of [firstCharacters(63), firstCharacters(32), passphrase.replace('du dimanche', 'du  dimanche'), `${passphrase} `]) {
      const refused = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: near } });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Identifiants invalides');
    }
  });

  it('is refused over 128 characters, by a change or a reset, and the old password stays', async () => {
    const admin = await t().createAdmin();
    const before = await storedHash(admin.id);
    const longest = 'é'.repeat(128);
    const tooLong = `${longest}x`;

    const change = await changePassword(admin.token, tooLong);
    expect(change.status).toBe(400);
    expect(change.body).toMatchObject({
      message: 'Le nouveau mot de passe ne peut pas dépasser 128 caractères.',
      data: { errors: { newPassword: 'Le nouveau mot de passe ne peut pas dépasser 128 caractères.' } },
    });

    const token = await issueOneTimeToken({ adminId: admin.id, purpose: 'reset' });
    const reset = await t().call('POST', '/auth/reset-password', { json: { token, newPassword: tooLong } });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe('Le mot de passe ne peut pas dépasser 128 caractères');
    expect(await storedHash(admin.id)).toBe(before);
    await t().signIn(admin.email, PASSWORD);

    // 128 characters are accepted, and the link was not spent by the refusal.
    const accepted = await t().call('POST', '/auth/reset-password', { json: { token, newPassword: longest } });
    expect(accepted.status).toBe(200);
    await t().signIn(admin.email, longest);
  });

  it('is kept as a salted argon2id hash (19 MiB, 2 passes), never as itself', async () => {
    const first = await t().createAdmin();
    const second = await t().createAdmin();
    expect((await changePassword(first.token, 'Baobab-de-Ngor-2024')).status).toBe(200);
    expect((await changePassword(second.token, 'Baobab-de-Ngor-2024')).status).toBe(200);

    const [one, two] = [await storedHash(first.id), await storedHash(second.id)];
    expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(two).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The same password under two random salts: two different hashes.
    expect(one).not.toBe(two);
    expect(one).not.toContain('Baobab');
  });
});

describe('an earlier password', () => {
  it('may be chosen again: a change only refuses the current one, and a reset nothing', async () => {
    const admin = await t().createAdmin();
    const other = 'Pointe-des-Almadies-3';
    const change = (currentPassword: string, newPassword: string) =>
      t().call('PUT', '/auth/change-password', { token: admin.token, json: { currentPassword, newPassword, confirmPassword: newPassword } });

    expect((await change(PASSWORD, other)).status).toBe(200);
    // Back to the first, then to the second again: no history is kept to refuse them.
    expect((await change(other, PASSWORD)).status).toBe(200);
    expect((await change(PASSWORD, other)).status).toBe(200);
    const same = await change(other, other);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe("Le nouveau mot de passe doit être différent de l'ancien.");

    const token = await issueOneTimeToken({ adminId: admin.id, purpose: 'reset' });
    expect((await t().call('POST', '/auth/reset-password', { json: { token, newPassword: PASSWORD } })).status).toBe(200);
    await t().signIn(admin.email, PASSWORD);
  });

  it('never expires: a password set three years ago still signs in, with nothing asked to change', async () => {
    const admin = await t().createAdmin();
    const threeYearsAgo = new Date(Date.now() - 3 * 365 * 86_400_000);
    await t()
      .db.update(admins)
      .set({ createdAt: threeYearsAgo, updatedAt: threeYearsAgo, derniereConnexion: threeYearsAgo })
      .where(eq(admins.id, admin.id));

    const login = await t().call('POST', '/auth/login', { json: { identifier: admin.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.message).toBe('Connexion réussie');
    // The answer docs/api.md lists, nothing more (no flag asking for a new password).
    expect(Object.keys(login.body.data).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
    const profile = await t().call('GET', '/auth/profile', { token: login.body.data.accessToken });
    expect(profile.status).toBe(200);
    expect(await storedHash(admin.id)).toMatch(/^\$argon2id\$/);
  });
});

/** E-mails that reached the outbox after the first `seen`. */
async function mailsSince(seen: number) {
  const all = await t().outbox('mail');
  return Promise.all(all.slice(seen).map((item) => parseMail(item.content)));
}

describe('a changed or reset password', () => {
  it("is told to the account's address, with the way to take the account back and without the password", async () => {
    const admin = await t().createAdmin();
    let seen = (await t().outbox('mail')).length;
    expect((await changePassword(admin.token, 'Lac-Rose-Niaga-9')).status).toBe(200);
    const [changed, ...others] = await mailsSince(seen);
    expect(others).toHaveLength(0);
    expect(changed.to).toBe(admin.email);
    expect(changed.subject).toBe('Boutique – Votre mot de passe a été modifié');
    expect(changed.text).toMatch(/a été modifié depuis la page de votre compte le \d{1,2} \S+ \d{4} à \d{2}:\d{2} \(heure de Dakar\)/);
    expect(changed.text).toContain('Vos autres sessions ont été fermées.');
    expect(changed.text).toContain("Si ce n'est pas vous, réinitialisez votre mot de passe sans attendre");
    expect(changed.links).toContain('http://boutique.test/admin/forget');
    expect(changed.text).not.toContain('Lac-Rose-Niaga-9');
    expect(changed.html).not.toContain('Lac-Rose-Niaga-9');

    seen += 1;
    const token = await issueOneTimeToken({ adminId: admin.id, purpose: 'reset' });
    expect((await t().call('POST', '/auth/reset-password', { json: { token, newPassword: 'Ile-de-Goree-7' } })).status).toBe(200);
    const [reset] = await mailsSince(seen);
    expect(reset.to).toBe(admin.email);
    expect(reset.subject).toBe('Boutique – Votre mot de passe a été modifié');
    expect(reset.text).toContain('a été réinitialisé par un lien envoyé à cette adresse');
    expect(reset.text).toContain('Toutes vos sessions ont été fermées.');
    expect(reset.text).not.toContain('Ile-de-Goree-7');
  });

  it('is not told when an invited administrator creates a first password, nor when the change is refused', async () => {
    const invited = await t().createAdmin({ verified: false });
    const admin = await t().createAdmin();
    const seen = (await t().outbox('mail')).length;

    const token = await issueOneTimeToken({ adminId: invited.id, purpose: 'invite' });
    expect((await t().call('POST', '/auth/reset-password', { json: { token, newPassword: 'Premier-mot-2026' } })).status).toBe(200);
    const wrong = await t().call('PUT', '/auth/change-password', {
      token: admin.token,
      json: { currentPassword: 'pas-le-bon', newPassword: 'Autre-Mot-2026', confirmPassword: 'Autre-Mot-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(await mailsSince(seen)).toEqual([]);
  });
});
