'use client';
// The dashboard's bar chart of the last 30 days (docs/product.md §3), drawn by Chartist, which this module alone
// imports: the dashboard fetches it once shown, and no other screen loads it. One bar a day, today last; a label
// every few days as the width allows; touching or pointing at a day shows its sales in FCFA and the orders received.
// Screen readers read the same figures from a table.
import { BarChart, type BarDrawEvent, type LabelDrawEvent } from 'chartist';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import type { OrderDay } from '@/shared/orders/answers';
import { axisAmount, chartHigh, dayLabel, dayTip, hasLabel, labelStep } from './chart-data';
import { ORDER_FIGURE_TEXTS as T } from './texts';

/** The vertical axis's room, in pixels, and the chart's padding (Chartist's own options). */
const AXIS_Y_OFFSET = 50;
const PADDING = { top: 12, right: 12, bottom: 0, left: 0 };
/** About half the tooltip's width: it stays whole inside the chart, near the chart's edges too. */
const TIP_HALF_WIDTH = 96;

interface BarSpot {
  /** The bar's middle and top, in the chart's pixels. */
  x: number;
  top: number;
  node: Element;
}

/** Chartist's look, in the shop's colours, for the light and the dark theme. */
const chartClass = cn(
  'h-56 w-full sm:h-64',
  '[&_.ct-grid]:stroke-gray-200 [&_.ct-grid]:[stroke-dasharray:3_3] dark:[&_.ct-grid]:stroke-gray-800',
  '[&_.ct-bar]:stroke-brand-600 [&_.ct-bar]:transition-[stroke] dark:[&_.ct-bar]:stroke-brand-500',
  '[&_.ct-bar[data-active]]:stroke-brand-800 dark:[&_.ct-bar[data-active]]:stroke-brand-100',
  '[&_.ct-label]:flex [&_.ct-label]:text-[11px] [&_.ct-label]:leading-none [&_.ct-label]:whitespace-nowrap [&_.ct-label]:text-gray-500 dark:[&_.ct-label]:text-gray-400',
  '[&_.ct-label.ct-horizontal]:justify-center [&_.ct-label.ct-horizontal]:items-start',
  '[&_.ct-label.ct-vertical]:justify-end [&_.ct-label.ct-vertical]:items-end [&_.ct-label.ct-vertical]:pr-1.5',
);

export default function SalesChart({ days }: { days: OrderDay[] }) {
  const holder = useRef<HTMLDivElement>(null);
  const spots = useRef<BarSpot[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const activeRef = useRef<number | null>(null);
  activeRef.current = active;

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    spots.current = [];
    const chart = new BarChart(
      element,
      { labels: days.map((day) => day.jour), series: [days.map((day) => day.total)] },
      {
        low: 0,
        high: chartHigh(days),
        chartPadding: PADDING,
        axisX: {
          showGrid: false,
          offset: 24,
          // Read at each drawing, so that a label stands every few days at the width the chart has now.
          labelInterpolationFnc: (value, index) => {
            const step = labelStep(element.clientWidth - AXIS_Y_OFFSET - PADDING.left - PADDING.right, days.length);
            return hasLabel(index, days.length, step) ? dayLabel(String(value)) : null;
          },
        },
        axisY: { offset: AXIS_Y_OFFSET, onlyInteger: true, scaleMinSpace: 36, labelInterpolationFnc: (value) => axisAmount(Number(value)) },
      },
    );
    chart.on('draw', (event: { type: string }) => {
      // Today's label ends under its bar, instead of running past the chart's right edge.
      if (event.type === 'label') {
        const label = event as LabelDrawEvent;
        if (label.axis.units.pos === 'x' && label.index === days.length - 1) {
          const span = label.element.getNode().firstElementChild;
          if (span instanceof HTMLElement) span.style.justifyContent = 'flex-end';
        }
        return;
      }
      if (event.type !== 'bar') return;
      const bar = event as BarDrawEvent;
      const day = days[bar.index];
      if (!day) return;
      const slot = bar.chartRect.width() / days.length;
      bar.element.attr({
        style: `stroke-width: ${Math.max(3, Math.min(28, Math.round(slot * 0.62)))}px`,
        'data-jour': day.jour,
        'data-total': String(day.total),
      });
      spots.current[bar.index] = { x: bar.x1, top: Math.min(bar.y1, bar.y2), node: bar.element.getNode() };
    });
    // A new drawing (a resize) draws new bars: the day shown keeps its mark.
    chart.on('created', () => {
      const shown = activeRef.current;
      if (shown !== null) spots.current[shown]?.node.setAttribute('data-active', '');
    });
    return () => {
      chart.detach();
    };
  }, [days]);

  const show = (index: number | null) => {
    for (const spot of spots.current) spot?.node.removeAttribute('data-active');
    if (index !== null) spots.current[index]?.node.setAttribute('data-active', '');
    setActive(index);
  };

  /** The day under the pointer: the bar whose middle is nearest. */
  const dayAt = (clientX: number): number | null => {
    const element = holder.current;
    if (!element || spots.current.length === 0) return null;
    const x = clientX - element.getBoundingClientRect().left;
    let nearest: number | null = null;
    spots.current.forEach((spot, index) => {
      if (spot && (nearest === null || Math.abs(spot.x - x) < Math.abs(spots.current[nearest].x - x))) nearest = index;
    });
    return nearest;
  };

  const spot = active === null ? undefined : spots.current[active];
  const tip = active === null ? null : dayTip(days[active]);
  const width = holder.current?.clientWidth ?? 0;
  const empty = days.every((day) => day.total === 0);

  return (
    <div className="relative">
      <div
        ref={holder}
        data-testid="sales-chart"
        aria-hidden
        className={cn(chartClass, 'touch-pan-y select-none')}
        onPointerMove={(event) => show(dayAt(event.clientX))}
        onPointerDown={(event) => show(dayAt(event.clientX))}
        onPointerLeave={(event) => event.pointerType === 'mouse' && show(null)}
      />
      {empty && (
        <p className="pointer-events-none absolute inset-x-0 top-1/3 text-center text-sm text-gray-500 dark:text-gray-400">{T.chartEmpty}</p>
      )}
      {tip && spot && (
        <div
          aria-hidden
          data-testid="sales-chart-tip"
          className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-gray-900 px-3 py-2 text-xs whitespace-nowrap text-white shadow-lg dark:bg-gray-100 dark:text-gray-900"
          style={{ left: Math.min(Math.max(spot.x, TIP_HALF_WIDTH), Math.max(TIP_HALF_WIDTH, width - TIP_HALF_WIDTH)), top: Math.max(spot.top - 8, 64) }}
        >
          <p className="font-semibold">{tip.title}</p>
          <p className="mt-0.5 text-sm font-bold tabular-nums">{tip.amount}</p>
          <p className="text-gray-300 dark:text-gray-600">{tip.orders}</p>
        </div>
      )}
      {/* A table is never narrower than its text: its box, not the table, is the one made invisible. */}
      <div className="sr-only">
        <table>
        <caption>{T.chartTableCaption(T.chartTitle)}</caption>
        <thead>
          <tr>
            <th scope="col">{T.chartDay}</th>
            <th scope="col">{T.chartAmount}</th>
            <th scope="col">{T.chartOrders}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const text = dayTip(day);
            return (
              <tr key={day.jour}>
                <th scope="row">{text.title}</th>
                <td>{text.amount}</td>
                <td>{day.commandes}</td>
              </tr>
            );
          })}
        </tbody>
        </table>
      </div>
    </div>
  );
}
