// The words and numbers of the dashboard's sales chart (docs/product.md §3): each day of the last 30 named in
// French (Dakar time is UTC all year), which days carry a label at a given width, the amounts of the vertical
// axis, and what the tooltip says. Pure, and tested.
import { formatPrice } from '@/shared/format';
import type { OrderDay } from '@/shared/orders/answers';

let shortDay: Intl.DateTimeFormat | undefined;
let longDay: Intl.DateTimeFormat | undefined;
let compact: Intl.NumberFormat | undefined;

/** A day `YYYY-MM-DD` as a date at midnight in Dakar (UTC, no summer time). */
const dayDate = (jour: string) => new Date(`${jour}T00:00:00Z`);

const tidy = (text: string) => text.replace(/[\u202f\u00a0]/g, '\u00a0');

/** '24 nov.': the axis's label, on one line. */
export function dayLabel(jour: string): string {
  shortDay ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return shortDay.format(dayDate(jour)).replace(/\s/g, '\u00a0');
}

/** 'Mardi 24 novembre': the tooltip's title. */
export function dayTitle(jour: string): string {
  longDay ??= new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const text = tidy(longDay.format(dayDate(jour)));
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

/** The vertical axis's amounts, short: '0', '5 k', '50 k', '1,2 M' (FCFA is said once, in the chart's title). */
export function axisAmount(value: number): string {
  compact ??= new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });
  return tidy(compact.format(value));
}

/** How many days apart the labels stand, so that each has about `minLabelPx` of room at this plot width. */
const LABEL_STEPS = [1, 2, 3, 5, 7, 10, 15] as const;

export function labelStep(plotWidthPx: number, days: number, minLabelPx = 52): number {
  if (days <= 0 || plotWidthPx <= 0) return LABEL_STEPS[LABEL_STEPS.length - 1];
  const slot = plotWidthPx / days;
  return LABEL_STEPS.find((step) => step * slot >= minLabelPx) ?? LABEL_STEPS[LABEL_STEPS.length - 1];
}

/** Whether day `index` of `days` carries a label: counted back from today, which always has one. */
export function hasLabel(index: number, days: number, step: number): boolean {
  return (days - 1 - index) % step === 0;
}

/** '3 commandes reçues', '1 commande reçue', 'Aucune commande reçue'. */
export function ordersReceived(count: number): string {
  if (count === 0) return 'Aucune commande reçue';
  return `${count} commande${count > 1 ? 's' : ''} reçue${count > 1 ? 's' : ''}`;
}

export interface DayTip {
  title: string;
  amount: string;
  orders: string;
}

/** What the tooltip of a day says: the day, its sales in FCFA, the orders received that day. */
export function dayTip(day: OrderDay): DayTip {
  return { title: dayTitle(day.jour), amount: formatPrice(day.total), orders: ordersReceived(day.commandes) };
}

/** The highest value the vertical axis reaches: the best day, or a round 10 000 FCFA when nothing was sold. */
export function chartHigh(days: readonly OrderDay[]): number | undefined {
  return days.some((day) => day.total > 0) ? undefined : 10_000;
}
