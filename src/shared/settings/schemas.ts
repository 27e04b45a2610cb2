// The shop's settings' schema, shared by the back office's form and the API (docs/api.md, "Settings";
// docs/decisions/021-shop-settings.md), and, re-exported, the zod-free type, messages, defaults and rules of
// ./rules.ts. A screen that needs only those imports ./rules.ts (no zod in its first load).
import { z } from 'zod';
import { normaliseCustomerPhone } from '../orders/rules';
import { schemaHelpers } from '../schemas';
import { isOneLine, isShopPath, isSocialLink, isValidDay, SOCIAL_NETWORKS, type SocialNetwork, isValidTime, minutesOf, SETTINGS_LIMITS as L, SETTINGS_MESSAGES as M, WEEK_DAYS } from './rules';
import type { OpeningDay, ShopSettings } from './answers';
import { isValidEmail } from '../validators';

export * from './rules';

const { text, min, max, rule, ruleOn } = schemaHelpers;

/** What the document says of a phone: Senegal's numbers, with or without +221 (the rule also takes other countries'). */
const SENEGAL_PHONE = '^(?:\\+221)?[37]\\d{8}$';

/** A phone as the customers' phones are checked (src/shared/orders/rules.ts), stored as '+' and digits. */
const phone = (required: string) =>
  text(required)
    .trim()
    .apply(min, 1, required)
    .apply(rule, (v: string) => normaliseCustomerPhone(v) !== null, M.phoneInvalid, { pattern: SENEGAL_PHONE })
    .transform((v) => normaliseCustomerPhone(v) as string);

/** An optional phone: absent, null and blank all mean none. */
const optionalPhone = text()
  .trim()
  .apply(rule, (v: string) => v === '' || normaliseCustomerPhone(v) !== null, M.phoneInvalid, { pattern: `${SENEGAL_PHONE}|^$` })
  .nullable()
  .optional()
  .transform((v) => (v ? (normaliseCustomerPhone(v) as string) : null));

const email = text(M.emailRequired)
  .trim()
  .apply(min, 1, M.emailRequired)
  .apply(rule, isValidEmail, M.emailInvalid, { format: 'email' })
  .transform((v) => v.toLowerCase());

const time = text(M.timeInvalid).trim().apply(rule, isValidTime, M.timeInvalid, { pattern: '^(?:[01]\\d|2[0-3]):[0-5]\\d$' });

const openingDay = z
  .object({ ouvert: z.boolean({ error: M.hoursInvalid }), ouverture: time, fermeture: time })
  .apply(ruleOn, 'fermeture', (v: OpeningDay) => !v.ouvert || minutesOf(v.fermeture) > minutesOf(v.ouverture), M.closingBeforeOpening);

const hours = z
  .array(openingDay, { error: M.hoursInvalid })
  .apply(rule, (v: OpeningDay[]) => v.length === WEEK_DAYS.length, M.hoursInvalid, { minItems: WEEK_DAYS.length, maxItems: WEEK_DAYS.length });

/** Absent, null and blank mean none. */
const optionalText = (most: number, message: string) =>
  text()
    .trim()
    .apply(max, most, message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** https:// (or http://) to another site, or a page of the shop ('/catalogue?…'). */
const isLink = (value: string) => {
  if (value.startsWith('/')) return isShopPath(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const day = text(M.dateInvalid)
  .trim()
  .apply(rule, (v: string) => v === '' || isValidDay(v), M.dateInvalid, { anyOf: [{ format: 'date' }, { const: '' }] })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

interface AnnouncementIn {
  texte: string | null;
  lien: string | null;
  debut: string | null;
  fin: string | null;
}

const announcement = z
  .object({
    texte: optionalText(L.announcementTextMax, M.announcementTextMax),
    lien: text()
      .trim()
      .apply(max, L.announcementLinkMax, M.announcementLinkInvalid)
      .apply(rule, (v: string) => v === '' || isLink(v), M.announcementLinkInvalid, {
        // A host name ending in a word (one ending in a number is read as an IPv4 address).
        pattern: '^(?:https?://[A-Za-z0-9-]+(?:\\.[A-Za-z][A-Za-z0-9-]*)+(?:/[A-Za-z0-9._~-]*)*)?$',
      })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    debut: day,
    fin: day,
  })
  .apply(ruleOn, 'fin', (v: AnnouncementIn) => !v.debut || !v.fin || v.fin >= v.debut, M.endBeforeStart)
  .apply(ruleOn, 'texte', (v: AnnouncementIn) => Boolean(v.texte) || !v.lien, M.announcementTextRequired);

/** Whole FCFA from 0 to an order's maximum; null (or absent): not set. */
const amount = z
  .number({ error: M.amountInvalid })
  .apply(rule, (v: number) => Number.isSafeInteger(v) && v >= 0, M.amountInvalid, { type: 'integer', minimum: 0 })
  .apply(rule, (v: number) => v <= L.amountMax, M.amountMax, { maximum: L.amountMax })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

const lowStock = z
  .number({ error: M.lowStockInvalid })
  .apply(rule, (v: number) => Number.isSafeInteger(v) && v >= 0, M.lowStockInvalid, { type: 'integer', minimum: 0 })
  .apply(rule, (v: number) => v <= L.lowStockMax, M.lowStockMax, { maximum: L.lowStockMax });

/** The shop's name: 2 to 60 characters once trimmed. */
const shopName = text(M.shopNameRequired)
  .trim()
  .apply(min, 1, M.shopNameRequired)
  // One line: it heads the e-mails' subject and the slip.
  // The pattern says it all for the document: once trimmed, at least two characters, none of them a line break.
  .apply(rule, isOneLine, M.shopNameOneLine, {
    pattern: '^\\s*[^\\s\\u0000-\\u001f\\u007f\\u2028\\u2029][^\\u0000-\\u001f\\u007f\\u2028\\u2029]*[^\\s\\u0000-\\u001f\\u007f\\u2028\\u2029]\\s*$',
  })
  .apply(rule, (v: string) => v.length === 0 || (v.length >= L.shopNameMin && v.length <= L.shopNameMax), M.shopNameLength, {
    minLength: L.shopNameMin,
    maxLength: L.shopNameMax,
  });

/** A network's link: absent, null and blank mean none (the footer leaves it out). */
const socialLink = (network: SocialNetwork) =>
  text()
    .trim()
    .apply(max, L.socialLinkMax, M.socialLinkInvalid(network))
    .apply(rule, (v: string) => v === '' || isSocialLink(network, v), M.socialLinkInvalid(network), {
      // A page of its own: the path starts with a name, not with a query, a fragment, a dot or another slash.
      pattern: `^(?:https://(?:[A-Za-z0-9-]+\\.)*${SOCIAL_NETWORKS[network].domain.replace('.', '\\.')}/[^\\s/?#.\\\\]\\S*)?$`,
    })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** The whole settings, as stored in `shop_settings.valeurs` and answered by GET /parametres. */
export const shopSettingsSchema = z.object({
  numeroWhatsapp: phone(M.whatsappRequired),
  emailContact: email,
  telephoneContact: optionalPhone,
  horaires: hours,
  messageHorsHoraires: text(M.hoursMessageRequired)
    .trim()
    .apply(min, 1, M.hoursMessageRequired)
    .apply(max, L.hoursMessageMax, M.hoursMessageMax),
  annonce: announcement,
  numeroWave: optionalPhone,
  numeroOrangeMoney: optionalPhone,
  livraisonOfferteDes: amount,
  commandeMinimum: amount,
  seuilStockBas: lowStock,
  doubleAuthentificationObligatoire: z.boolean({ error: M.secondFactorPolicyInvalid }),
  nomBoutique: shopName,
  lienFacebook: socialLink('facebook'),
  lienInstagram: socialLink('instagram'),
  lienTiktok: socialLink('tiktok'),
}) satisfies z.ZodType<ShopSettings, unknown>;

/** PUT /parametres: a field left out keeps its value; an unknown one is ignored. */
export const shopSettingsUpdateSchema = shopSettingsSchema.partial();
export type ShopSettingsUpdate = z.infer<typeof shopSettingsUpdateSchema>;

/**
 * Stored settings read field by field: a field missing, or that no longer parses (a rule tightened since), takes
 * its default; unknown keys are ignored. Never throws.
 */
export function readStoredSettings(stored: unknown, defaults: ShopSettings): ShopSettings {
  const values = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const result = { ...defaults } as Record<keyof ShopSettings, unknown>;
  for (const key of Object.keys(shopSettingsSchema.shape) as (keyof ShopSettings)[]) {
    if (!(key in values)) continue;
    const parsed = shopSettingsSchema.shape[key].safeParse(values[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as ShopSettings;
}
