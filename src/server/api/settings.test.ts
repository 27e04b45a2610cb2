// /parametres: the shop's settings, read by every administrator, changed by a super administrator only; each field
// refused in French with nothing stored; a change recorded in the activity feed and dropped from the cache at once.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, shopSettings } from '@/server/db/schema';
import { collectCatalogueTags, newTagScope, onCatalogueInvalidated } from '@/server/services/catalog/read-cache';
import { readShopSettings } from '@/server/services/settings/cached-settings';
import { ensureShopSettings } from '@/server/services/settings/seed-settings';
import { type TestAdmin, useTestBackend } from '@test/harness';
import { API_MESSAGES } from '@/shared/messages';
import { SETTINGS_MESSAGES as M } from '@/shared/settings/schemas';
import type { ShopSettings } from '@/shared/settings/answers';

const t = useTestBackend();
let admin: TestAdmin;
let superAdmin: TestAdmin;

beforeAll(async () => {
  admin = await t().createAdmin({ role: 'admin' });
  superAdmin = await t().createAdmin({ role: 'SUPER_ADMIN' });
});

const read = async (token = admin.token) => (await t().call('GET', '/parametres', { token })).body.data as ShopSettings;
const save = (json: unknown, token = superAdmin.token) => t().call('PUT', '/parametres', { token, json });
const storedRow = async () => (await t().db.select().from(shopSettings).where(eq(shopSettings.id, 1)))[0];

describe('the settings a shop starts with', () => {
  it("come from WHATSAPP_NUMBER and SUPPORT_EMAIL, seeded once into the row, which wins from then on", async () => {
    const first = await read();
    expect(first).toMatchObject({ numeroWhatsapp: expect.stringMatching(/^\+\d+$/), livraisonOfferteDes: null, commandeMinimum: null, seuilStockBas: 5 });
    expect(first.horaires).toHaveLength(7);
    expect(await ensureShopSettings({ db: t().db })).toEqual({ seeded: true });
    expect((await storedRow()).valeurs).toMatchObject({ numeroWhatsapp: first.numeroWhatsapp, emailContact: first.emailContact });
    expect(await ensureShopSettings({ db: t().db })).toEqual({ seeded: false });
  });
});

describe('GET /parametres', () => {
  it('answers any administrator, and nobody without a session', async () => {
    const answer = await t().call('GET', '/parametres', { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(M.loaded);
    expect((await t().call('GET', '/parametres')).status).toBe(401);
  });
});

describe('PUT /parametres', () => {
  it('is refused to an ordinary administrator (403 Accès refusé) and to a caller without a session (401); nothing stored', async () => {
    const before = await storedRow();
    const forbidden = await save({ numeroWhatsapp: '+221 77 999 88 77' }, admin.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'forbidden', message: API_MESSAGES.forbidden });
    expect((await t().call('PUT', '/parametres', { json: { numeroWhatsapp: '+221779998877' } })).status).toBe(401);
    expect((await storedRow()).valeurs).toEqual(before.valeurs);
  });

  it('saves what a super administrator sends, normalised, keeps what is left out, and records the fields changed', async () => {
    const before = await read();
    const answer = await save({
      numeroWhatsapp: '77 123 45 67',
      annonce: { texte: 'Livraison gratuite ce week-end', lien: '/catalogue', debut: '2026-11-28', fin: '2026-11-29' },
      livraisonOfferteDes: 50_000,
      commandeMinimum: 5_000,
      numeroWave: '+221 76 111 22 33',
      inconnu: 'ignoré',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(M.saved);
    expect(answer.body.data).toMatchObject({
      numeroWhatsapp: '+221771234567',
      emailContact: before.emailContact,
      annonce: { texte: 'Livraison gratuite ce week-end', lien: '/catalogue', debut: '2026-11-28', fin: '2026-11-29' },
      livraisonOfferteDes: 50_000,
      commandeMinimum: 5_000,
      numeroWave: '+221761112233',
      numeroOrangeMoney: null,
    });
    expect(answer.body.data).not.toHaveProperty('inconnu');
    expect(await read()).toEqual(answer.body.data);
    const [entry] = await t().db.select().from(activityLog).where(eq(activityLog.action, 'settings.update')).orderBy(desc(activityLog.createdAt)).limit(1);
    expect(entry).toMatchObject({
      actorId: superAdmin.id,
      title: M.activityTitle,
      subtitle: 'Numéro WhatsApp, Annonce, Numéro Wave, Livraison offerte dès, Commande minimum',
    });
    expect((await storedRow()).updatedBy).toBe(superAdmin.id);
  });

  it('drops the settings from the cache once committed (tag `settings`), so the storefront shows the change at once', async () => {
    const scope = newTagScope();
    await collectCatalogueTags(scope, () => readShopSettings());
    expect([...scope.tags]).toEqual(['settings']);
    const seen: string[][] = [];
    const stop = onCatalogueInvalidated((tags) => seen.push([...tags]));
    try {
      await save({ numeroWhatsapp: '+221 78 000 11 22' });
    } finally {
      stop();
    }
    expect(seen).toEqual([['settings']]);
    expect((await readShopSettings()).numeroWhatsapp).toBe('+221780001122');
  });

  it('refuses each bad field with its French message under data.errors, and stores nothing', async () => {
    const before = await storedRow();
    const days = (await read()).horaires;
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ numeroWhatsapp: '' }, 'numeroWhatsapp', M.whatsappRequired],
      [{ numeroWhatsapp: '12' }, 'numeroWhatsapp', M.phoneInvalid],
      [{ numeroWhatsapp: 'pas un numéro' }, 'numeroWhatsapp', M.phoneInvalid],
      [{ telephoneContact: '+221 77 12' }, 'telephoneContact', M.phoneInvalid],
      [{ numeroOrangeMoney: 'abc' }, 'numeroOrangeMoney', M.phoneInvalid],
      [{ emailContact: 'contact@' }, 'emailContact', M.emailInvalid],
      [{ emailContact: '' }, 'emailContact', M.emailRequired],
      [{ horaires: days.slice(0, 6) }, 'horaires', M.hoursInvalid],
      [{ horaires: days.map((d, i) => (i === 2 ? { ouvert: true, ouverture: '18:00', fermeture: '09:00' } : d)) }, 'horaires.2.fermeture', M.closingBeforeOpening],
      [{ horaires: days.map((d, i) => (i === 0 ? { ouvert: true, ouverture: '25:00', fermeture: '26:00' } : d)) }, 'horaires.0.ouverture', M.timeInvalid],
      [{ messageHorsHoraires: ' ' }, 'messageHorsHoraires', M.hoursMessageRequired],
      [{ messageHorsHoraires: 'x'.repeat(301) }, 'messageHorsHoraires', M.hoursMessageMax],
      [{ annonce: { texte: 'Promo', debut: '2026-12-10', fin: '2026-12-01' } }, 'annonce.fin', M.endBeforeStart],
      [{ annonce: { texte: 'Promo', debut: '2026-02-30' } }, 'annonce.debut', M.dateInvalid],
      [{ annonce: { texte: 'Promo', fin: '30/12/2026' } }, 'annonce.fin', M.dateInvalid],
      [{ annonce: { texte: 'Promo', lien: 'javascript:alert(1)' } }, 'annonce.lien', M.announcementLinkInvalid],
      [{ annonce: { texte: 'x'.repeat(201) } }, 'annonce.texte', M.announcementTextMax],
      [{ annonce: { lien: '/catalogue' } }, 'annonce.texte', M.announcementTextRequired],
      [{ livraisonOfferteDes: -1 }, 'livraisonOfferteDes', M.amountInvalid],
      [{ livraisonOfferteDes: 1500.5 }, 'livraisonOfferteDes', M.amountInvalid],
      [{ commandeMinimum: '5000' }, 'commandeMinimum', M.amountInvalid],
      [{ commandeMinimum: 2_000_000_000 }, 'commandeMinimum', M.amountMax],
      [{ seuilStockBas: -2 }, 'seuilStockBas', M.lowStockInvalid],
      [{ seuilStockBas: null }, 'seuilStockBas', M.lowStockInvalid],
    ];
    for (const [json, field, message] of refusals) {
      const answer = await save(json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body, JSON.stringify(json)).toMatchObject({ code: 'validation_failed', data: { errors: { [field]: message } } });
    }
    expect((await storedRow()).valeurs).toEqual(before.valeurs);
    expect((await save('pas un objet')).status).toBe(400);
  });

  it("takes a page of the shop as the announcement's link, never an address the browser takes off-site", async () => {
    const before = await storedRow();
    // A browser reads a backslash in a path as '/': each of these goes to evil.example.
    for (const lien of ['/\\evil.example/x', '//evil.example', '/\\/evil.example']) {
      const answer = await save({ annonce: { texte: 'Promo', lien } });
      expect(answer.status, lien).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', message: M.announcementLinkInvalid, data: { errors: { 'annonce.lien': M.announcementLinkInvalid } } });
    }
    expect((await storedRow()).valeurs).toEqual(before.valeurs);
    const saved = await save({ annonce: { texte: 'Promo', lien: '/produits/x' } });
    expect(saved.status).toBe(200);
    expect((await read()).annonce.lien).toBe('/produits/x');
  });

  it('reads a stored value that no longer parses as its default, field by field, and ignores unknown keys', async () => {
    const good = await read();
    await t().db.update(shopSettings).set({ valeurs: { ...good, numeroWhatsapp: 'cassé', commandeMinimum: -5, vieux: 1 } }).where(eq(shopSettings.id, 1));
    await save({ seuilStockBas: 3 }); // drops the cache
    const now = await read();
    expect(now.numeroWhatsapp).toMatch(/^\+\d+$/);
    expect(now.commandeMinimum).toBeNull();
    expect(now.emailContact).toBe(good.emailContact);
    expect(now.seuilStockBas).toBe(3);
    expect(now).not.toHaveProperty('vieux');
  });
});
