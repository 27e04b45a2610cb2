// Money and date formatting for French-speaking Senegal. Intl does the work; these only fix the options once.

// Built on first use, not when the module loads: every storefront page loads this module for its cart badge,
// and building these (French locale data, the Dakar time zone) was the costliest module start-up of a page's
// first load, for pages that format nothing in the browser (bench/lighthouse/README.md, "Reading the results").
let moneyFormatter: Intl.NumberFormat | undefined;
let dateFormatter: Intl.DateTimeFormat | undefined;
let dateTimeShortFormatter: Intl.DateTimeFormat | undefined;

const money = () => (moneyFormatter ??= new Intl.NumberFormat('fr-SN', { maximumFractionDigits: 0, minimumFractionDigits: 0 }));
const date = () =>
  (dateFormatter ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Dakar' }));
const dateTimeShort = () =>
  (dateTimeShortFormatter ??= new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Dakar',
  }));

/** Normalises the narrow/non-breaking spaces Intl puts between digit groups into one plain-looking no-break space. */
function tidySpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, '\u00a0');
}

/**
 * French typography for a text made elsewhere (zod's French messages): the space before '?', '!', ':' and ';'
 * made a no-break space, so that the sign never starts a line alone. The shop's own texts are written so
 * (src/source-rules.test.ts).
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ (?=[?!:;](?:\s|$))/g, '\u00a0');
}

/** `12 500` — French grouping, no decimals. */
export function formatNumber(value: number): string {
  return tidySpaces(money().format(Math.round(value)));
}

/** `12 500 FCFA` */
export function formatPrice(value: number): string {
  return `${tidySpaces(money().format(Math.round(value)))}\u00a0FCFA`;
}

/** `21 novembre 2026` */
export function formatDate(value: Date | string | number): string {
  return date().format(new Date(value));
}

/** `21 nov. 2026, 14:05` — day, short month, year, hour, minute (docs/product.md, Profile). */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeShort().format(new Date(value));
}

/** Formats a cart badge count: 99+ above 99. */
export function formatBadgeCount(count: number, cap = 99): string {
  return count > cap ? `${cap}+` : String(count);
}
