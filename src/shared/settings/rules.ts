// The shop's settings without zod (docs/product.md, "Shop settings"; docs/decisions/021-shop-settings.md): their
// limits, French messages and defaults, and the rules the cart and the recorded orders share (opening hours, free
// delivery, minimum order). Their type is the API's answer, in ./answers.ts (imported here as a type only); the
// request schema is in ./schemas.ts, which re-exports all of this: a screen that needs only these keeps zod out of
// its first load.
import { LIMITS, PUBLIC_PAGE_TITLE, SHOP_NAME } from '../constants';
import { formatPrice } from '../format';
import { ORDER_LIMITS } from '../orders/limits';
import { normalisePhone } from '../phone';
import type { OpeningDay, ShopAnnouncement, ShopSettings } from './answers';

// ── Shape ─────────────────────────────────────────────────────────────────

/** Monday first, as a shop's week is read in Senegal. */
export const WEEK_DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const WEEK_DAY_LABELS: Record<WeekDay, string> = {
  lundi: 'Lundi',
  mardi: 'Mardi',
  mercredi: 'Mercredi',
  jeudi: 'Jeudi',
  vendredi: 'Vendredi',
  samedi: 'Samedi',
  dimanche: 'Dimanche',
};

export const SETTINGS_LIMITS = {
  hoursMessageMax: 300,
  announcementTextMax: 200,
  announcementLinkMax: 500,
  /** The free-delivery threshold and the minimum order, FCFA: an order's own maximum. */
  amountMax: ORDER_LIMITS.orderTotalMax,
  lowStockMax: 100_000,
  shopNameMin: 2,
  shopNameMax: 60,
  socialLinkMax: 300,
} as const;

// ── The shop's identity (docs/product.md, "Shop settings") ─────────────────

/** The name of a shop that has not given its own. */
export const DEFAULT_SHOP_NAME = SHOP_NAME;

/** The footer's networks: the setting that holds each link, its name and the domain its link must be on. */
export const SOCIAL_NETWORKS = {
  facebook: { key: 'lienFacebook', label: 'Facebook', domain: 'facebook.com' },
  instagram: { key: 'lienInstagram', label: 'Instagram', domain: 'instagram.com' },
  tiktok: { key: 'lienTiktok', label: 'TikTok', domain: 'tiktok.com' },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
export const SOCIAL_NETWORK_NAMES = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];

/** Without a line break, a tab or another control character. */
export function isOneLine(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) as number;
    if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) return false;
  }
  return true;
}

/** An https:// address of a page on the network's own domain (or a subdomain of it), not its home page alone. */
export function isSocialLink(network: SocialNetwork, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const { domain } = SOCIAL_NETWORKS[network];
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    !url.port &&
    (host === domain || host.endsWith(`.${domain}`)) &&
    url.pathname.replace(/\/+$/, '') !== ''
  );
}

/** The links the footer shows: those set, in the networks' order. */
export function socialLinks(settings: Pick<ShopSettings, 'lienFacebook' | 'lienInstagram' | 'lienTiktok'>): { label: string; href: string }[] {
  return SOCIAL_NETWORK_NAMES.flatMap((network) => {
    const { key, label } = SOCIAL_NETWORKS[network];
    const href = settings[key];
    return href ? [{ label, href }] : [];
  });
}

/**
 * The storefront's title beside a page's own: 'Boutique en Ligne' while the shop bears the default name, else
 * '{nom} — Boutique en Ligne'. The home page and the product pages keep the specification's titles.
 */
export function shopSiteTitle(nomBoutique: string): string {
  return nomBoutique === DEFAULT_SHOP_NAME ? PUBLIC_PAGE_TITLE : `${nomBoutique} — ${PUBLIC_PAGE_TITLE}`;
}

// ── Messages ──────────────────────────────────────────────────────────────

export const SETTINGS_MESSAGES = {
  whatsappRequired: 'Indiquez le numéro WhatsApp qui reçoit les commandes.',
  phoneInvalid: `Numéro de téléphone invalide : ${LIMITS.phoneDigitsMin} à ${LIMITS.phoneDigitsMax} chiffres, indicatif compris (par exemple +221 77 123 45 67).`,
  emailRequired: "Indiquez l'adresse email de contact.",
  emailInvalid: 'Veuillez saisir une adresse email valide',
  hoursInvalid: 'Indiquez les horaires des sept jours de la semaine.',
  timeInvalid: 'Heure invalide : au format HH:MM, par exemple 09:00.',
  closingBeforeOpening: "L'heure de fermeture doit être après l'heure d'ouverture.",
  hoursMessageRequired: 'Indiquez le message affiché en dehors des horaires.',
  hoursMessageMax: `Le message hors horaires ne doit pas dépasser ${SETTINGS_LIMITS.hoursMessageMax} caractères.`,
  announcementTextMax: `L'annonce ne doit pas dépasser ${SETTINGS_LIMITS.announcementTextMax} caractères.`,
  announcementTextRequired: "Écrivez le texte de l'annonce, ou videz son lien et ses dates.",
  announcementLinkInvalid: 'Lien invalide : une adresse commençant par https:// ou une page de la boutique commençant par /.',
  dateInvalid: "Date invalide : choisissez un jour du calendrier (AAAA-MM-JJ).",
  endBeforeStart: 'La date de fin ne peut pas précéder la date de début.',
  amountInvalid: 'Montant invalide : un nombre entier de FCFA, positif ou nul.',
  amountMax: `Montant trop élevé : ${formatPrice(SETTINGS_LIMITS.amountMax)} au plus.`,
  lowStockInvalid: 'Seuil invalide : un nombre entier positif ou nul (0 désactive les alertes).',
  lowStockMax: `Seuil trop élevé : ${SETTINGS_LIMITS.lowStockMax.toLocaleString('fr-FR')} au plus.`,
  secondFactorPolicyInvalid: 'Indiquez si la double authentification est exigée : oui ou non.',
  /** A super administrator without a second factor would be locked out at their next sign-in. */
  secondFactorPolicyOwnFirst: "Activez d'abord la double authentification sur votre compte.",
  /** The server's refusal of a shopper's order below the minimum (the cart does not offer to send one). */
  closedTitle: 'Boutique fermée en ce moment',
  /** The footer's line under 'Tarifs de livraison'. */
  freeDeliveryFrom: (amount: number) => `Livraison offerte dès ${formatPrice(amount)} d'achats.`,
  orderBelowMinimum: (minimum: number) => `Commande minimum : ${formatPrice(minimum)}. Ajoutez des articles pour commander.`,
  shopNameRequired: 'Indiquez le nom de la boutique.',
  shopNameLength: `Le nom de la boutique doit compter de ${SETTINGS_LIMITS.shopNameMin} à ${SETTINGS_LIMITS.shopNameMax} caractères.`,
  shopNameOneLine: 'Le nom de la boutique tient sur une ligne, sans tabulation.',
  socialLinkInvalid: (network: SocialNetwork) =>
    `Lien ${SOCIAL_NETWORKS[network].label} invalide\u00a0: l'adresse https:// de votre page sur ${SOCIAL_NETWORKS[network].domain}, par exemple https://www.${SOCIAL_NETWORKS[network].domain}/maboutique.`,
  // The API's answers and the back office's screen
  loaded: 'Paramètres récupérés avec succès',
  saved: 'Paramètres enregistrés. La boutique les affiche dès maintenant.',
  activityTitle: 'Paramètres de la boutique modifiés',
} as const;

/** The French names of the fields, for the activity feed's "which fields changed". */
export const SETTINGS_FIELD_LABELS: Record<keyof ShopSettings, string> = {
  numeroWhatsapp: 'Numéro WhatsApp',
  emailContact: 'Email de contact',
  telephoneContact: 'Téléphone de contact',
  horaires: "Horaires d'ouverture",
  messageHorsHoraires: 'Message hors horaires',
  annonce: 'Annonce',
  numeroWave: 'Numéro Wave',
  numeroOrangeMoney: 'Numéro Orange Money',
  livraisonOfferteDes: 'Livraison offerte dès',
  commandeMinimum: 'Commande minimum',
  seuilStockBas: 'Seuil de stock bas par défaut',
  doubleAuthentificationObligatoire: 'Double authentification obligatoire',
  nomBoutique: 'Nom de la boutique',
  lienFacebook: 'Page Facebook',
  lienInstagram: 'Compte Instagram',
  lienTiktok: 'Compte TikTok',
};

export const SETTINGS_KEYS = Object.keys(SETTINGS_FIELD_LABELS) as (keyof ShopSettings)[];

/**
 * The settings that move money or access: where the orders and the shoppers' payments go, the contacts they are
 * told to trust, and whether a second factor is required. Changing one asks for the password again, a step-up of
 * less than 5 minutes or a sign-in as recent (docs/decisions/026-step-up.md); the other settings do not. Any new
 * payment number, payment link or access setting is added here.
 */
export const SETTINGS_NEEDING_STEP_UP = [
  'numeroWhatsapp',
  'numeroWave',
  'numeroOrangeMoney',
  'telephoneContact',
  'emailContact',
  'doubleAuthentificationObligatoire',
] as const satisfies readonly (keyof ShopSettings)[];

// ── Defaults ──────────────────────────────────────────────────────────────

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const DEFAULT_HOURS_MESSAGE =
  'Nous sommes fermés en ce moment. Vous pouvez commander quand même : nous vous répondrons dès la réouverture.';

/** Until the owner sets hours, those the storefront has always announced: every day, 8h to 18h. */
export const DEFAULT_DAY: OpeningDay = { ouvert: true, ouverture: '08:00', fermeture: '18:00' };

/** The settings of a shop that never saved any: the environment's WhatsApp number and e-mail (README, Configuration). */
export function defaultShopSettings({ whatsapp, email }: { whatsapp: string; email: string }): ShopSettings {
  return {
    numeroWhatsapp: normalisePhone(whatsapp) ?? whatsapp,
    emailContact: email,
    telephoneContact: null,
    horaires: WEEK_DAYS.map(() => ({ ...DEFAULT_DAY })),
    messageHorsHoraires: DEFAULT_HOURS_MESSAGE,
    annonce: { texte: null, lien: null, debut: null, fin: null },
    numeroWave: null,
    numeroOrangeMoney: null,
    livraisonOfferteDes: null,
    commandeMinimum: null,
    seuilStockBas: DEFAULT_LOW_STOCK_THRESHOLD,
    doubleAuthentificationObligatoire: false,
    nomBoutique: DEFAULT_SHOP_NAME,
    lienFacebook: null,
    lienInstagram: null,
    lienTiktok: null,
  };
}

// ── Time and dates (Dakar is UTC all year, without daylight saving) ───────

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** 'HH:MM' from 00:00 to 24:00. */
export function isValidTime(value: string): boolean {
  return TIME.test(value);
}

/** Minutes since midnight. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'YYYY-MM-DD' naming a day that exists (no 30 February). */
export function isValidDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A page of the shop ('/catalogue?…'), the announcement's in-shop link: a path whose second character is neither
 * '/' nor a backslash (a browser reads '/\evil.example' as '//evil.example', another site), without blanks (the
 * browser drops tabs and line breaks, which would join those two characters).
 */
export function isShopPath(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\' && !/\s/.test(value);
}

/** Today in Dakar, 'YYYY-MM-DD'. */
export function dakarDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday, in Dakar. */
function dakarWeekDay(now: Date): number {
  return (now.getUTCDay() + 6) % 7;
}

/** Whether the shop is open at this moment, by its hours in Dakar time. */
export function isOpenAt(hours: readonly OpeningDay[], now: Date = new Date()): boolean {
  const day = hours[dakarWeekDay(now)];
  if (!day?.ouvert) return false;
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  return minute >= minutesOf(day.ouverture) && minute < minutesOf(day.fermeture);
}

/** 'lundi à 09:00', 'aujourd'hui à 14:00', 'demain à 09:00': the next opening after `now`; null when never open. */
export function nextOpening(hours: readonly OpeningDay[], now: Date = new Date()): string | null {
  const today = dakarWeekDay(now);
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const index = (today + ahead) % 7;
    const day = hours[index];
    if (!day?.ouvert || minutesOf(day.ouverture) >= 24 * 60) continue;
    if (ahead === 0 && minutesOf(day.ouverture) <= minute) continue;
    const when = ahead === 0 ? "aujourd'hui" : ahead === 1 ? 'demain' : WEEK_DAYS[index];
    return `${when} à ${day.ouverture}`;
  }
  return null;
}

/** The cart's notice outside the hours ('Réouverture demain à 09:00.' added), or null when the shop is open. */
export function closedNotice(settings: Pick<ShopSettings, 'horaires' | 'messageHorsHoraires'>, now: Date = new Date()): string | null {
  if (isOpenAt(settings.horaires, now)) return null;
  const next = nextOpening(settings.horaires, now);
  return next ? `${settings.messageHorsHoraires} Réouverture ${next}.` : settings.messageHorsHoraires;
}

/** '08:00' → '8h', '08:30' → '8h30', '24:00' → 'minuit'. */
export function formatHour(time: string): string {
  if (time === '24:00') return 'minuit';
  const [hours, minutes] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

const dayHours = (day: OpeningDay) => (day.ouvert ? `${formatHour(day.ouverture)} – ${formatHour(day.fermeture)}` : 'fermé');

/** The week in lines, days with the same hours in a row together: 'Lundi – Vendredi : 8h – 18h', 'Dimanche : fermé'. */
export function hoursLines(hours: readonly OpeningDay[]): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let index = 1; index <= WEEK_DAYS.length; index += 1) {
    if (index < WEEK_DAYS.length && dayHours(hours[index]) === dayHours(hours[start])) continue;
    const first = WEEK_DAY_LABELS[WEEK_DAYS[start]];
    const days = index - 1 === start ? first : `${first} – ${WEEK_DAY_LABELS[WEEK_DAYS[index - 1]]}`;
    lines.push(`${days} : ${dayHours(hours[start])}`);
    start = index;
  }
  return lines;
}

/** The hours in a few words: '7j/7 de 8h à 18h' when every day is the same, else the lines joined. */
export function hoursSummary(hours: readonly OpeningDay[]): string {
  const [first] = hours;
  if (first?.ouvert && hours.every((day) => dayHours(day) === dayHours(first))) {
    return `7j/7 de ${formatHour(first.ouverture)} à ${formatHour(first.fermeture)}`;
  }
  return hoursLines(hours).join(' ; ');
}

/** The announcement to show today, or null. */
export function activeAnnouncement(announcement: ShopAnnouncement, now: Date = new Date()): ShopAnnouncement | null {
  if (!announcement.texte) return null;
  const today = dakarDay(now);
  if (announcement.debut && today < announcement.debut) return null;
  if (announcement.fin && today > announcement.fin) return null;
  return announcement;
}

// ── The cart's and the recorded orders' rules (docs/product.md, "Shop settings") ──

// The free-delivery threshold and the minimum order are applied by the orders' pricing, src/shared/orders/pricing.ts.

/** The order message's payment lines, when the shop has set a Wave or Orange Money number. */
export function paymentInstructions(settings: Pick<ShopSettings, 'numeroWave' | 'numeroOrangeMoney'>): string[] {
  const lines: string[] = [];
  if (settings.numeroWave) lines.push(`Wave : ${settings.numeroWave}`);
  if (settings.numeroOrangeMoney) lines.push(`Orange Money : ${settings.numeroOrangeMoney}`);
  return lines.length ? ['Paiement Mobile Money possible :', ...lines] : [];
}
