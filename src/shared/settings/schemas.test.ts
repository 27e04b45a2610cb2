// The shop's settings' schema and rules (docs/product.md, "Shop settings"): each field's French message, the hours
// read in Dakar time, the announcement's days, the storefront's words for the hours, and stored values read field
// by field.
import { describe, expect, it } from 'vitest';
import { activeAnnouncement, shopSiteTitle, closedNotice, defaultShopSettings, hoursLines, hoursSummary, isOpenAt, isValidDay, nextOpening, paymentInstructions, readStoredSettings, SETTINGS_MESSAGES as M, shopSettingsSchema, shopSettingsUpdateSchema } from './schemas';
import type { OpeningDay } from './answers';
import { fieldErrors } from '../schemas';

const defaults = defaultShopSettings({ whatsapp: '+221770000000', email: 'contact@boutique.sn' });
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = shopSettingsUpdateSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};
const week = (day: OpeningDay) => Array.from({ length: 7 }, () => ({ ...day }));

describe('shopSettingsSchema', () => {
  it('takes the defaults, and normalises phones and the e-mail', () => {
    expect(shopSettingsSchema.parse(defaults)).toEqual(defaults);
    const parsed = shopSettingsUpdateSchema.parse({ numeroWhatsapp: '77 123 45 67', emailContact: ' Contact@Boutique.SN ', numeroWave: '', telephoneContact: '+33 6 12 34 56 78' });
    expect(parsed).toMatchObject({ numeroWhatsapp: '+221771234567', emailContact: 'contact@boutique.sn', numeroWave: null, telephoneContact: '+33612345678' });
  });

  it('refuses each wrong field with its French message', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ numeroWhatsapp: ' ' }, 'numeroWhatsapp', M.whatsappRequired],
      [{ numeroWhatsapp: '+221 12' }, 'numeroWhatsapp', M.phoneInvalid],
      [{ numeroWave: '+221 99 123 45 67' }, 'numeroWave', M.phoneInvalid],
      [{ emailContact: 'boutique.sn' }, 'emailContact', M.emailInvalid],
      [{ emailContact: '' }, 'emailContact', M.emailRequired],
      [{ horaires: 'tous les jours' }, 'horaires', M.hoursInvalid],
      [{ horaires: week({ ouvert: true, ouverture: '8h', fermeture: '18:00' }) }, 'horaires.0.ouverture', M.timeInvalid],
      [{ horaires: week({ ouvert: true, ouverture: '18:00', fermeture: '18:00' }) }, 'horaires.0.fermeture', M.closingBeforeOpening],
      [{ messageHorsHoraires: '' }, 'messageHorsHoraires', M.hoursMessageRequired],
      [{ messageHorsHoraires: 'a'.repeat(301) }, 'messageHorsHoraires', M.hoursMessageMax],
      [{ annonce: { texte: 'a'.repeat(201) } }, 'annonce.texte', M.announcementTextMax],
      [{ annonce: { texte: 'Promo', lien: 'www.exemple.sn' } }, 'annonce.lien', M.announcementLinkInvalid],
      [{ annonce: { texte: 'Promo', lien: '//ailleurs.sn' } }, 'annonce.lien', M.announcementLinkInvalid],
      [{ annonce: { texte: 'Promo', lien: '/\\ailleurs.sn/x' } }, 'annonce.lien', M.announcementLinkInvalid],
      [{ annonce: { lien: 'https://exemple.sn' } }, 'annonce.texte', M.announcementTextRequired],
      [{ annonce: { texte: 'Promo', debut: '2026-13-01' } }, 'annonce.debut', M.dateInvalid],
      [{ annonce: { texte: 'Promo', fin: '2027-02-29' } }, 'annonce.fin', M.dateInvalid],
      [{ annonce: { texte: 'Promo', debut: '2026-12-02', fin: '2026-12-01' } }, 'annonce.fin', M.endBeforeStart],
      [{ livraisonOfferteDes: -500 }, 'livraisonOfferteDes', M.amountInvalid],
      [{ commandeMinimum: 10.5 }, 'commandeMinimum', M.amountInvalid],
      [{ commandeMinimum: 1_000_000_001 }, 'commandeMinimum', M.amountMax],
      [{ seuilStockBas: -1 }, 'seuilStockBas', M.lowStockInvalid],
      [{ seuilStockBas: 100_001 }, 'seuilStockBas', M.lowStockMax],
    ];
    for (const [input, field, message] of cases) expect(errorsOf(input)[field], JSON.stringify(input)).toBe(message);
  });

  it('takes a closed day whatever its times, 24:00 as midnight, a leap day, and an announcement of one day', () => {
    expect(errorsOf({ horaires: week({ ouvert: false, ouverture: '18:00', fermeture: '09:00' }) })).toEqual({});
    expect(errorsOf({ horaires: week({ ouvert: true, ouverture: '00:00', fermeture: '24:00' }) })).toEqual({});
    expect(isValidDay('2028-02-29')).toBe(true);
    expect(errorsOf({ annonce: { texte: 'Tabaski', lien: '/pro?categorie=x', debut: '2026-12-01', fin: '2026-12-01' } })).toEqual({});
    expect(errorsOf({ annonce: { texte: 'Promo', lien: '/produits/x' } })).toEqual({});
  });
});

describe('hours, Dakar time', () => {
  const hours = [...week({ ouvert: true, ouverture: '09:00', fermeture: '18:00' }).slice(0, 6), { ouvert: false, ouverture: '09:00', fermeture: '18:00' }];
  // 2026-11-27 is a Friday; Dakar is UTC.
  const friday = (time: string) => new Date(`2026-11-27T${time}:00Z`);

  it('is open between the opening and the closing time, closed on a closed day', () => {
    expect(isOpenAt(hours, friday('08:59'))).toBe(false);
    expect(isOpenAt(hours, friday('09:00'))).toBe(true);
    expect(isOpenAt(hours, friday('17:59'))).toBe(true);
    expect(isOpenAt(hours, friday('18:00'))).toBe(false);
    expect(isOpenAt(hours, new Date('2026-11-29T12:00:00Z'))).toBe(false);
  });

  it('tells the next opening on the cart, ordering still allowed', () => {
    expect(nextOpening(hours, friday('07:00'))).toBe("aujourd'hui à 09:00");
    expect(nextOpening(hours, new Date('2026-11-26T20:00:00Z'))).toBe('demain à 09:00');
    expect(nextOpening(hours, new Date('2026-11-28T19:00:00Z'))).toBe('lundi à 09:00');
    expect(closedNotice({ horaires: hours, messageHorsHoraires: 'Fermé.' }, friday('12:00'))).toBeNull();
    expect(closedNotice({ horaires: hours, messageHorsHoraires: 'Fermé.' }, friday('19:00'))).toBe('Fermé. Réouverture demain à 09:00.');
    expect(closedNotice({ horaires: week({ ouvert: false, ouverture: '09:00', fermeture: '18:00' }), messageHorsHoraires: 'Fermé.' }, friday('19:00'))).toBe('Fermé.');
  });

  it('says the week in words', () => {
    expect(hoursSummary(defaults.horaires)).toBe('7j/7 de 8h à 18h');
    expect(hoursLines(hours)).toEqual(['Lundi – Samedi : 9h – 18h', 'Dimanche : fermé']);
    expect(hoursSummary(hours)).toBe('Lundi – Samedi : 9h – 18h ; Dimanche : fermé');
  });
});

describe('the announcement and the payment lines', () => {
  it('shows the announcement from its start day to its end day, both included', () => {
    const announcement = { texte: 'Promo', lien: null, debut: '2026-11-28', fin: '2026-11-29' };
    expect(activeAnnouncement(announcement, new Date('2026-11-27T23:59:00Z'))).toBeNull();
    expect(activeAnnouncement(announcement, new Date('2026-11-28T00:00:00Z'))).toEqual(announcement);
    expect(activeAnnouncement(announcement, new Date('2026-11-29T23:59:00Z'))).toEqual(announcement);
    expect(activeAnnouncement(announcement, new Date('2026-11-30T00:00:00Z'))).toBeNull();
    expect(activeAnnouncement({ ...announcement, texte: null, debut: null, fin: null })).toBeNull();
  });

  it('adds the Mobile Money numbers set, none otherwise', () => {
    expect(paymentInstructions(defaults)).toEqual([]);
    expect(paymentInstructions({ numeroWave: '+221761112233', numeroOrangeMoney: null })).toEqual(['Paiement Mobile Money possible :', 'Wave : +221761112233']);
  });
});

describe('stored settings', () => {
  it('reads each field that no longer parses as its default, and ignores unknown keys and non-objects', () => {
    const stored = { ...defaults, numeroWhatsapp: 'perdu', seuilStockBas: -3, commandeMinimum: 5000, ancien: true };
    const read = readStoredSettings(stored, defaults);
    expect(read).toEqual({ ...defaults, commandeMinimum: 5000 });
    expect(read).not.toHaveProperty('ancien');
    expect(readStoredSettings('cassé', defaults)).toEqual(defaults);
    expect(readStoredSettings(null, defaults)).toEqual(defaults);
  });
});

describe('shopSiteTitle', () => {
  it("keeps the specification's 'Boutique en Ligne' for the default name and puts the shop's own before it", () => {
    expect(shopSiteTitle('Boutique')).toBe('Boutique en Ligne');
    expect(shopSiteTitle('Baobab Santé')).toBe('Baobab Santé — Boutique en Ligne');
  });
});
