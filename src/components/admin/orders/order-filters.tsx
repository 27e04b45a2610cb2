'use client';
// The inbox's tabs and filters (docs/product.md, "Orders in the back office"): one tab per status with its count,
// the search over the reference, the customer's name and phone, and the days 'Du' and 'Au'. The search and the days
// are written to the URL after a pause in typing and follow it when it changes by other means
// (docs/back-office-kit.md, "Fields in the address").
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input, SearchInput } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useUrlField } from '@/lib/url-field';
import { TIMINGS } from '@/shared/constants';
import { formatNumber } from '@/shared/format';
import { ORDER_LIMITS } from '@/shared/orders/limits';
import type { OrderCounts } from '@/shared/orders/answers';
import { INBOX_TABS, type InboxTab, isDay, isFiltered, type OrderListParams, tabCount } from './list-params';
import { ORDER_STATUS_LABELS } from '@/shared/orders/rules';
import { ORDER_TEXTS as T } from './texts';

export function tabLabel(tab: InboxTab): string {
  return tab === 'toutes' ? T.allTab : ORDER_STATUS_LABELS[tab].many;
}

const searchForm = (text: string) => text.trim();
const dayForm = (text: string) => (isDay(text) ? text : '');

interface OrderTabsProps {
  tab: InboxTab;
  counts: OrderCounts | undefined;
  onTab: (tab: InboxTab) => void;
}

/** The tabs, scrolled sideways on a phone; the counts are those of the same search and days. */
export function OrderTabs({ tab, counts, onTab }: OrderTabsProps) {
  // On a phone the tabs scroll sideways: the chosen one is brought into view ('Toutes' is the last), the page
  // itself left where it is.
  const nav = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab changing, and the counts widening the tabs, are the events
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !active) return;
    if (active.offsetLeft < row.scrollLeft || active.offsetLeft + active.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = active.offsetLeft + active.offsetWidth - row.clientWidth + 16;
    }
  }, [tab, counts === undefined]);
  return (
    // The row fades out at its right edge on a phone, so that a tab cut there reads as more to scroll; the list
    // ends with room enough for the last tab to leave the fade.
    <nav
      ref={nav}
      aria-label={T.tabsLabel}
      className="relative -mx-4 overflow-x-auto px-4 [mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] sm:mx-0 sm:px-0 sm:[mask-image:none]"
    >
      <ul className="flex min-w-max gap-1 border-b border-gray-200 pr-8 sm:pr-0 dark:border-gray-800">
        {INBOX_TABS.map((candidate) => {
          const active = candidate === tab;
          const count = counts ? tabCount(counts, candidate) : null;
          return (
            <li key={candidate}>
              <button
                type="button"
                aria-pressed={active}
                data-testid={`order-tab-${candidate}`}
                onClick={() => onTab(candidate)}
                className={cn(
                  '-mb-px inline-flex h-10 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600',
                  active
                    ? 'border-brand-700 text-brand-800 dark:border-brand-500 dark:text-brand-100'
                    : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100',
                )}
              >
                {tabLabel(candidate)}
                {count !== null && (
                  <span
                    className={cn(
                      'min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums',
                      active
                        ? 'bg-brand-700 text-white dark:bg-brand-600'
                        : candidate === 'nouvelle' && count > 0
                          ? 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200'
                          : 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
                    )}
                  >
                    {formatNumber(count)}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface OrderFiltersProps {
  params: OrderListParams;
  change: (next: Partial<OrderListParams>) => void;
}

export function OrderFilters({ params, change }: OrderFiltersProps) {
  const [searchText, setSearchText, settleSearch] = useUrlField(params.search ?? '', {
    delayMs: TIMINGS.searchDebounceMs,
    urlForm: searchForm,
    send: (text) => change({ search: searchForm(text) || null }),
  });
  // A date field's value moves through days that exist while its year is typed: the URL waits for a pause.
  const [fromText, setFromText, settleFrom] = useUrlField(params.from ?? '', {
    delayMs: TIMINGS.priceFilterDebounceMs,
    urlForm: dayForm,
    send: (text) => change({ from: dayForm(text) || null }),
  });
  const [toText, setToText, settleTo] = useUrlField(params.to ?? '', {
    delayMs: TIMINGS.priceFilterDebounceMs,
    urlForm: dayForm,
    send: (text) => change({ to: dayForm(text) || null }),
  });
  const fromId = useId();
  const toId = useId();
  const filtered = isFiltered(params) || Boolean(searchText.trim() || fromText || toText);

  return (
    <section aria-label={T.searchAndFilters} className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <SearchInput
        className="flex-1"
        aria-label={T.searchLabel}
        value={searchText}
        maxLength={ORDER_LIMITS.searchMax}
        onChange={(event) => setSearchText(event.target.value)}
        placeholder={T.searchPlaceholder}
      />
      <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:flex sm:items-end">
        <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
          <label htmlFor={fromId} className="shrink-0 text-sm font-medium text-gray-700 dark:text-gray-300">
            {T.from}
          </label>
          <Input id={fromId} type="date" value={fromText} max={toText || undefined} onChange={(event) => setFromText(event.target.value)} className="min-w-0 sm:w-40" />
        </div>
        <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
          <label htmlFor={toId} className="shrink-0 text-sm font-medium text-gray-700 dark:text-gray-300">
            {T.to}
          </label>
          <Input id={toId} type="date" value={toText} min={fromText || undefined} onChange={(event) => setToText(event.target.value)} className="min-w-0 sm:w-40" />
        </div>
        {filtered && (
          <Button
            variant="ghost"
            className="col-span-2 sm:col-span-1"
            onClick={() => {
              settleSearch('');
              settleFrom('');
              settleTo('');
              change({ search: null, from: null, to: null });
            }}
          >
            <X className="h-4 w-4" aria-hidden />
            {T.clearFilters}
          </Button>
        )}
      </div>
    </section>
  );
}
