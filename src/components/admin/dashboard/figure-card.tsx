// One figure of the dashboard (docs/product.md §3): its label, its value beside its icon, and a line under them
// (a trend, a count, a link). The catalogue's six and the orders' three are drawn alike.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface FigureCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** The icon's background and colour classes. */
  color: string;
  /** Nothing to say under the figure (no trend yet): no line. */
  footer: ReactNode;
  testId: string;
  className?: string;
}

export function FigureCard({ label, value, icon: Icon, color, footer, testId, className }: FigureCardProps) {
  return (
    <Card data-testid={testId} className={cn('p-4 sm:p-5', className)}>
      <p className="truncate text-sm font-medium text-gray-600 dark:text-gray-400" title={label}>
        {label}
      </p>
      <div className="mt-2 flex items-center justify-between gap-2">
        <p className="text-2xl font-bold tracking-tight text-gray-900 tabular-nums sm:text-3xl dark:text-gray-50">{value}</p>
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', color)}>
          <Icon className="h-[18px] w-[18px]" aria-hidden />
        </span>
      </div>
      {footer && <p className="mt-2 flex flex-wrap items-center gap-x-1.5 text-xs">{footer}</p>}
    </Card>
  );
}
