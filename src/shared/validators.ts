// The e-mail, phone and whole-number rules on their own, without zod, so that a screen that checks only these (the sign-in)
// does not load the schema library; the schemas of each domain's folder are built on them.
import { LIMITS } from './constants';

/** Digits only, 8 to 15 of them. */
export function isValidPhoneDigits(value: string): boolean {
  const digits = value.replace(/[\s.-]/g, '');
  return /^\d+$/.test(digits) && digits.length >= LIMITS.phoneDigitsMin && digits.length <= LIMITS.phoneDigitsMax;
}

/** An atom of a local part (RFC 5322 atext): what a mail server takes without quoting. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A domain label: letters (internationalised names included), digits and inner hyphens, 63 at most. */
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/**
 * An address a mail server will take (RFC 5321): a plain local part of 64 octets at most, a domain of two
 * labels or more, 254 octets in all; no spaces, quotes or control characters. Anything looser passes the form
 * and fails later, when the mail server refuses the invitation.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  const at = email.lastIndexOf('@');
  if (at <= 0 || utf8Length(email) > LIMITS.emailMax) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  return (
    utf8Length(local) <= LIMITS.emailLocalPartMax &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label))
  );
}

/**
 * Parses a form value as an integer: digits only, perhaps after a minus sign (white space around them aside),
 * or a whole JSON number. Anything else (`12abc`, `5e-324`, `12,5`, `12 000`) gives 0, so that a price reads
 * as invalid rather than as the number a lenient parser would find at its start.
 */
export function parseIntegerOrZero(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (!/^-?\d+$/.test(text)) return 0;
  // A huge one stays huge, for the maximum's own message.
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : 0;
}
