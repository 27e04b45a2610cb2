import { describe, expect, it } from 'vitest';
import { axisAmount, chartHigh, dayLabel, dayTip, dayTitle, hasLabel, labelStep, ordersReceived } from './chart-data';

const NBSP = '\u00a0';

describe('the sales chart in French', () => {
  it("names the days as Dakar reads them, whatever the browser's time zone", () => {
    expect(dayLabel('2026-11-24')).toBe(`24${NBSP}nov.`);
    expect(dayLabel('2026-03-01')).toBe(`1${NBSP}mars`);
    expect(dayTitle('2026-11-24')).toBe('Mardi 24 novembre');
    expect(dayTitle('2027-01-01')).toBe('Vendredi 1 janvier');
  });

  it('writes the axis amounts short, and the tooltip in FCFA', () => {
    expect(axisAmount(0)).toBe('0');
    expect(axisAmount(5_000)).toBe(`5${NBSP}k`);
    expect(axisAmount(12_500)).toBe(`12,5${NBSP}k`);
    expect(axisAmount(1_200_000)).toBe(`1,2${NBSP}M`);
    expect(dayTip({ jour: '2026-11-24', total: 45_000, commandes: 3 })).toEqual({
      title: 'Mardi 24 novembre',
      amount: `45${NBSP}000${NBSP}FCFA`,
      orders: '3 commandes reçues',
    });
    expect(ordersReceived(1)).toBe('1 commande reçue');
    expect(ordersReceived(0)).toBe('Aucune commande reçue');
  });

  it('spaces the labels to the room there is, today always labelled', () => {
    // A phone: about 300 px for 30 days, 10 px a day.
    expect(labelStep(300, 30)).toBe(7);
    // A computer: about 1000 px, 33 px a day.
    expect(labelStep(1000, 30)).toBe(2);
    expect(labelStep(3000, 30)).toBe(1);
    expect(labelStep(0, 30)).toBe(15);
    const labelled = Array.from({ length: 30 }, (_, index) => index).filter((index) => hasLabel(index, 30, 7));
    expect(labelled).toEqual([1, 8, 15, 22, 29]);
  });

  it('keeps a scale when nothing was sold', () => {
    expect(chartHigh([{ jour: '2026-11-24', total: 0, commandes: 2 }])).toBe(10_000);
    expect(chartHigh([{ jour: '2026-11-24', total: 5_000, commandes: 1 }])).toBeUndefined();
  });
});
