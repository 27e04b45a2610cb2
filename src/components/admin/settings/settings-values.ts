// What /admin/parametres's fields hold, and what they send (docs/back-office-kit.md, "Forms"): phones as a country
// code and a number, amounts as typed; checked on submit with the API's own schema, fetched then, so that the
// screen's first load does without zod.
import type { FieldOf, FormErrors } from '@/lib/api/field-errors';
import { DEFAULT_COUNTRY_CODE } from '@/shared/constants';
import { splitPhone } from '@/shared/phone';
import type { OpeningDay, ShopSettings } from '@/shared/settings/answers';

export interface PhoneValue {
  countryCode: string;
  number: string;
}

export interface SettingsFormValues {
  numeroWhatsapp: PhoneValue;
  emailContact: string;
  telephoneContact: PhoneValue;
  horaires: OpeningDay[];
  messageHorsHoraires: string;
  annonce: { texte: string; lien: string; debut: string; fin: string };
  numeroWave: PhoneValue;
  numeroOrangeMoney: PhoneValue;
  livraisonOfferteDes: string;
  commandeMinimum: string;
  seuilStockBas: string;
  doubleAuthentificationObligatoire: boolean;
  nomBoutique: string;
  lienFacebook: string;
  lienInstagram: string;
  lienTiktok: string;
}

const phoneValue = (stored: string | null): PhoneValue => (stored ? splitPhone(stored) : { countryCode: DEFAULT_COUNTRY_CODE, number: '' });
const amountText = (value: number | null) => (value === null ? '' : String(value));

export function settingsFormValues(settings: ShopSettings): SettingsFormValues {
  return {
    numeroWhatsapp: phoneValue(settings.numeroWhatsapp),
    emailContact: settings.emailContact,
    telephoneContact: phoneValue(settings.telephoneContact),
    horaires: settings.horaires.map((day) => ({ ...day })),
    messageHorsHoraires: settings.messageHorsHoraires,
    annonce: {
      texte: settings.annonce.texte ?? '',
      lien: settings.annonce.lien ?? '',
      debut: settings.annonce.debut ?? '',
      fin: settings.annonce.fin ?? '',
    },
    numeroWave: phoneValue(settings.numeroWave),
    numeroOrangeMoney: phoneValue(settings.numeroOrangeMoney),
    livraisonOfferteDes: amountText(settings.livraisonOfferteDes),
    commandeMinimum: amountText(settings.commandeMinimum),
    seuilStockBas: String(settings.seuilStockBas),
    doubleAuthentificationObligatoire: settings.doubleAuthentificationObligatoire,
    nomBoutique: settings.nomBoutique,
    lienFacebook: settings.lienFacebook ?? '',
    lienInstagram: settings.lienInstagram ?? '',
    lienTiktok: settings.lienTiktok ?? '',
  };
}

/** A number typed whole ('+33 6…' or '00…') keeps its own code; else the chosen code comes first. Blank: none. */
export function phoneText({ countryCode, number }: PhoneValue): string {
  const typed = number.trim();
  if (!typed) return '';
  return typed.startsWith('+') || typed.startsWith('00') ? typed : `${countryCode}${typed}`;
}

/** Digits (spaces aside) as a number; blank as none; anything else as typed, for the schema to refuse in words. */
export function amountValue(text: string, blank: null | string): number | string | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!compact) return blank;
  return /^-?\d+$/.test(compact) ? Number(compact) : compact;
}

/** The body of PUT /parametres: every field. */
export function settingsPayload(values: SettingsFormValues): Record<string, unknown> {
  return {
    numeroWhatsapp: phoneText(values.numeroWhatsapp),
    emailContact: values.emailContact,
    telephoneContact: phoneText(values.telephoneContact) || null,
    horaires: values.horaires,
    messageHorsHoraires: values.messageHorsHoraires,
    annonce: {
      texte: values.annonce.texte || null,
      lien: values.annonce.lien || null,
      debut: values.annonce.debut || null,
      fin: values.annonce.fin || null,
    },
    numeroWave: phoneText(values.numeroWave) || null,
    numeroOrangeMoney: phoneText(values.numeroOrangeMoney) || null,
    livraisonOfferteDes: amountValue(values.livraisonOfferteDes, null),
    commandeMinimum: amountValue(values.commandeMinimum, null),
    // Required: left blank, the schema says how to fill it.
    seuilStockBas: amountValue(values.seuilStockBas, ''),
    doubleAuthentificationObligatoire: values.doubleAuthentificationObligatoire,
    nomBoutique: values.nomBoutique,
    lienFacebook: values.lienFacebook.trim() || null,
    lienInstagram: values.lienInstagram.trim() || null,
    lienTiktok: values.lienTiktok.trim() || null,
  };
}

/** The form's fields in screen order (the focus goes to the first with a message); a day's hours are `horaires.N`. */
export const SETTINGS_FIELDS = [
  'nomBoutique',
  'lienFacebook',
  'lienInstagram',
  'lienTiktok',
  'numeroWhatsapp',
  'emailContact',
  'telephoneContact',
  'horaires',
  ...[0, 1, 2, 3, 4, 5, 6].map((day) => `horaires.${day}`),
  'messageHorsHoraires',
  'annonce.texte',
  'annonce.lien',
  'annonce.debut',
  'annonce.fin',
  'numeroWave',
  'numeroOrangeMoney',
  'livraisonOfferteDes',
  'commandeMinimum',
  'seuilStockBas',
  'doubleAuthentificationObligatoire',
] as const;
export type SettingsField = string;

/** The API's and the schema's names: 'horaires.2.fermeture' is the day's row. */
export const settingsFieldOf: FieldOf<SettingsField> = (name) => {
  const day = /^horaires\.(\d)(\.|$)/.exec(name)?.[1];
  if (day !== undefined) return `horaires.${day}`;
  return (SETTINGS_FIELDS as readonly string[]).includes(name) ? name : null;
};

export type SettingsErrors = FormErrors<SettingsField>;
