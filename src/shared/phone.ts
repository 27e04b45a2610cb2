// Phone numbers are stored and compared as `+` followed by digits (e.g. +221771234567), whatever the
// spacing people type: the login identifier and the stored profile number must meet in one form.
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from './constants';

/** Digits a full international number may hold: a country code of up to 3 digits and a number of up to 15. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 18;

/**
 * `+221 77 123.45-67` → `+221771234567`; `00221…` is read as `+221…`; a number typed without any prefix is
 * taken as a Senegalese one (the shop's default country code). Null when it cannot be a phone number.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s.\-()]/g, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else digits = `${DEFAULT_COUNTRY_CODE.slice(1)}${compact}`;
  if (!/^\d+$/.test(digits) || digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null;
  return `+${digits}`;
}

export interface PhoneParts {
  countryCode: string;
  number: string;
}

/** Longest first, so that '+2217…' is read as Senegal's +221 and not as a shorter code. */
const KNOWN_CODES = COUNTRY_CODES.map((entry) => entry.code as string).sort((a, b) => b.length - a.length);

/**
 * A stored phone ('+221771234567') split into the known country code and the number; an unknown or missing
 * code leaves the whole value as the number under the default code (+221).
 */
export function splitPhone(stored: string | null | undefined): PhoneParts {
  const value = (stored ?? '').trim();
  const code = KNOWN_CODES.find((candidate) => value.startsWith(candidate));
  if (code) return { countryCode: code, number: value.slice(code.length) };
  return { countryCode: DEFAULT_COUNTRY_CODE, number: value };
}

/** The digits after the country code: a known code's (longest first), else after the 1 to 3 digits a code may have. */
export function localDigits(full: string): string {
  return splitPhone(full).number.replace(/^\+\d{1,3}/, '');
}
