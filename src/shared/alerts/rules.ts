// The product alerts (docs/product.md, "Drafts, thresholds and expiry dates"): their names and days, shared by the
// product list (`?alerte=`), the API, the dashboard's card and the daily e-mail (the SQL rules: services/alerts). Pure: no
// database, no clock of its own — `today` is a Dakar calendar day 'AAAA-MM-JJ' (Dakar is on UTC all year).

/** The alerts a product may be in, as the address `/admin/produits?alerte=…` and the API's `alerte` name them. */
export const ALERT_KINDS = ['stock-bas', 'rupture', 'peremption-proche', 'perime'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** 'Péremption proche': the expiry date is today or within this many days. */
export const EXPIRY_SOON_DAYS = 30;

/** The back office's words for each alert (filters, badges, the dashboard's card). */
export const ALERT_LABELS: Record<AlertKind, string> = {
  'stock-bas': 'Stock bas',
  rupture: 'En rupture',
  'peremption-proche': 'Péremption proche',
  perime: 'Périmé',
};

export function isAlertKind(value: unknown): value is AlertKind {
  return typeof value === 'string' && (ALERT_KINDS as readonly string[]).includes(value);
}

/** Today in Dakar, 'AAAA-MM-JJ': the UTC calendar day (no daylight saving in Senegal). */
export function dakarToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `day` plus `days` calendar days, 'AAAA-MM-JJ'. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'Périmé': its expiry date is before today. The product is still good on its expiry day. */
export function isExpired(product: { datePeremption: string | null }, today: string): boolean {
  return product.datePeremption !== null && product.datePeremption < today;
}
