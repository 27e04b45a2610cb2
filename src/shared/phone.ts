// Phone numbers are stored and compared as `+` followed by digits (e.g. +221771234567), whatever the
// spacing people type: the login identifier and the stored profile number must meet in one form.
import { DEFAULT_COUNTRY_CODE } from './constants';

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
