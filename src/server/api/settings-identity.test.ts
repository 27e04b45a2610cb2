// The shop's identity in /parametres (docs/product.md, "Shop settings"): its name and its Facebook, Instagram and
// TikTok links, each refused in French with nothing stored; a link left empty is none; the e-mails sign with the name.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '@/server/db/schema';
import { invitationMail } from '@/server/mail/templates';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { SETTINGS_MESSAGES as M, socialLinks } from '@/shared/settings/schemas';
import type { ShopSettings } from '@/shared/settings/answers';

const t = useTestBackend();
let superAdmin: TestAdmin;

beforeAll(async () => {
  superAdmin = await t().createAdmin({ role: 'SUPER_ADMIN' });
});

const read = async () => (await t().call('GET', '/parametres', { token: superAdmin.token })).body.data as ShopSettings;
const save = (json: unknown) => t().call('PUT', '/parametres', { token: superAdmin.token, json });
const storedRow = async () => (await t().db.select().from(shopSettings).where(eq(shopSettings.id, 1)))[0];

describe("the shop's identity", () => {
  it("starts as 'Boutique' without any link", async () => {
    expect(await read()).toMatchObject({ nomBoutique: 'Boutique', lienFacebook: null, lienInstagram: null, lienTiktok: null });
  });

  it('saves the name, trimmed, and the links; a link sent blank is none and is not shown', async () => {
    const answer = await save({
      nomBoutique: '  Baobab Santé  ',
      lienFacebook: 'https://www.facebook.com/baobabsante',
      lienInstagram: ' https://instagram.com/baobab.sante ',
      lienTiktok: '',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(M.saved);
    expect(answer.body.data).toMatchObject({
      nomBoutique: 'Baobab Santé',
      lienFacebook: 'https://www.facebook.com/baobabsante',
      lienInstagram: 'https://instagram.com/baobab.sante',
      lienTiktok: null,
    });
    expect((await storedRow()).valeurs).toMatchObject({ nomBoutique: 'Baobab Santé', lienTiktok: null });
    expect(socialLinks(await read())).toEqual([
      { label: 'Facebook', href: 'https://www.facebook.com/baobabsante' },
      { label: 'Instagram', href: 'https://instagram.com/baobab.sante' },
    ]);
    // The e-mails sign with the name saved (subject, text and signature).
    const mail = invitationMail('awa@exemple.sn', 'https://boutique.sn/lien', 'Awa Diop');
    expect(mail.subject).toMatch(/^Baobab Santé – /);
    expect(mail.text).toContain("— L'équipe Baobab Santé");
    expect(mail.text).toContain("l'équipe d'administration de Baobab Santé");
  });

  it('refuses a wrong name or link with its French message under data.errors, and stores nothing', async () => {
    const before = await storedRow();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ nomBoutique: '' }, 'nomBoutique', M.shopNameRequired],
      [{ nomBoutique: '   ' }, 'nomBoutique', M.shopNameRequired],
      [{ nomBoutique: null }, 'nomBoutique', M.shopNameRequired],
      [{ nomBoutique: 'B' }, 'nomBoutique', M.shopNameLength],
      [{ nomBoutique: 'B'.repeat(61) }, 'nomBoutique', M.shopNameLength],
      [{ nomBoutique: 'Baobab\nSanté' }, 'nomBoutique', M.shopNameOneLine],
      [{ lienFacebook: 'http://www.facebook.com/baobab' }, 'lienFacebook', M.socialLinkInvalid('facebook')],
      [{ lienFacebook: 'https://www.facebook.com/' }, 'lienFacebook', M.socialLinkInvalid('facebook')],
      [{ lienFacebook: 'https://facebook.com.evil.example/baobab' }, 'lienFacebook', M.socialLinkInvalid('facebook')],
      [{ lienFacebook: 'https://notfacebook.com/baobab' }, 'lienFacebook', M.socialLinkInvalid('facebook')],
      [{ lienFacebook: 'facebook.com/baobab' }, 'lienFacebook', M.socialLinkInvalid('facebook')],
      [{ lienInstagram: 'https://www.facebook.com/baobab' }, 'lienInstagram', M.socialLinkInvalid('instagram')],
      [{ lienInstagram: 'javascript:alert(1)//instagram.com/x' }, 'lienInstagram', M.socialLinkInvalid('instagram')],
      [{ lienTiktok: 'https://user:pass@www.tiktok.com/@baobab' }, 'lienTiktok', M.socialLinkInvalid('tiktok')],
      [{ lienTiktok: `https://www.tiktok.com/@${'a'.repeat(300)}` }, 'lienTiktok', M.socialLinkInvalid('tiktok')],
    ];
    for (const [json, field, message] of refusals) {
      const answer = await save(json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body, JSON.stringify(json)).toMatchObject({ code: 'validation_failed', data: { errors: { [field]: message } } });
    }
    expect((await storedRow()).valeurs).toEqual(before.valeurs);
    expect(M.shopNameLength).toBe('Le nom de la boutique doit compter de 2 à 60 caractères.');
    expect(M.socialLinkInvalid('tiktok')).toBe("Lien TikTok invalide\u00a0: l'adresse https:// de votre page sur tiktok.com, par exemple https://www.tiktok.com/maboutique.");
  });

  it('takes a TikTok account on its subdomain-free address and clears a link sent null', async () => {
    const answer = await save({ lienTiktok: 'https://www.tiktok.com/@baobab.sante', lienInstagram: null });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ lienTiktok: 'https://www.tiktok.com/@baobab.sante', lienInstagram: null, nomBoutique: 'Baobab Santé' });
  });
});
