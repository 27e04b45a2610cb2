// The alerts' summary (docs/product.md, "Alerts"): the limits and French texts of GET /dashboard/alertes and of an
// administrator's daily e-mail choice (GET and PUT /auth/profile/alertes), whose shapes and types are in
// ./answers.ts. The rules themselves are in ./rules.ts. Zod-free, so that the dashboard's and the account screen's
// first loads may read it.
import { formatNumber } from '@/shared/format';
import { type AlertKind, EXPIRY_SOON_DAYS } from './rules';

export const ALERT_SUMMARY_LIMITS = {
  /** Products named under each kind, on the dashboard and in the e-mail; the count covers them all. */
  examplesPerKind: 5,
  /** The hour of the daily e-mail, Dakar time (UTC all year). */
  hourMin: 0,
  hourMax: 23,
  /** How often the running server looks for e-mails due. */
  checkEveryMs: 5 * 60_000,
} as const;

/** The dashboard's and the e-mail's heading of each kind. */
export const ALERT_SUMMARY_LABELS: Record<AlertKind, string> = {
  'stock-bas': 'Stock bas',
  rupture: 'Rupture de stock',
  'peremption-proche': `Péremption proche (${EXPIRY_SOON_DAYS} jours)`,
  perime: 'Périmés',
};

export const ALERT_SUMMARY_MESSAGES = {
  loaded: 'Alertes récupérées avec succès',
  choiceLoaded: 'Préférences des alertes récupérées avec succès',
  choiceSaved: 'Préférences des alertes enregistrées',
  hourInvalid: `L'heure doit être un nombre entier de ${ALERT_SUMMARY_LIMITS.hourMin} à ${ALERT_SUMMARY_LIMITS.hourMax}`,
  emailChoiceInvalid: "Le choix de l'email doit être vrai ou faux",
  activityTitle: 'Alertes par email modifiées',
} as const;

/** A low-stock product's stock, on the dashboard's card and in the e-mail: `3 en stock`. */
export function formatStockLeft(stock: number): string {
  return `${formatNumber(stock)} en stock`;
}

/** `08 h`: an hour of Dakar as the account screen and the e-mail write it. */
export function formatAlertHour(hour: number): string {
  return `${String(hour).padStart(2, '0')} h`;
}
