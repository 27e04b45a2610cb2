// A live counter of the category form (docs/product.md, Categories and sub-types): orange above 80 % of its limit,
// red above the limit.
import { type CounterTone, counterTone } from '@/lib/category-rules';
import { cn } from '@/lib/cn';

const TONE_CLASS: Record<CounterTone, string> = {
  normal: 'text-gray-500 dark:text-gray-400',
  warn: 'font-medium text-orange-600 dark:text-orange-400',
  over: 'font-semibold text-red-600 dark:text-red-400',
};

export function Counter({ length, limit, id }: { length: number; limit: number; id?: string }) {
  const tone = counterTone(length, limit);
  return (
    <span id={id} data-tone={tone} className={cn('shrink-0 text-xs tabular-nums', TONE_CLASS[tone])}>
      {length}/{limit}
    </span>
  );
}
