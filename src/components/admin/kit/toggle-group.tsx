// Buttons of which one is on, side by side (docs/back-office-kit.md, "Lists"): a list's status or its view. Each
// says whether it is pressed; a button with an icon only carries its name for screen readers.
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface ToggleOption<V extends string> {
  value: V;
  label: string;
  /** Drawn instead of the label, which is then the button's accessible name. */
  icon?: LucideIcon;
}

export function ToggleGroup<V extends string>({
  label,
  options,
  value,
  change,
  className,
}: {
  label: string;
  options: readonly ToggleOption<V>[];
  value: V;
  change: (value: V) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex rounded-md border border-gray-300 p-0.5 dark:border-gray-700', className)} role="group" aria-label={label}>
      {options.map(({ value: option, label: name, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          aria-label={Icon ? name : undefined}
          onClick={() => change(option)}
          className={cn(
            'rounded focus-visible:outline-2 focus-visible:outline-brand-600',
            Icon ? 'p-1.5' : 'flex-1 px-3 py-1.5 text-sm font-medium sm:flex-none',
            value === option
              ? 'bg-gray-900 text-white dark:bg-gray-100 dark:text-gray-900'
              : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
          )}
        >
          {Icon ? <Icon className="h-4 w-4" aria-hidden /> : name}
        </button>
      ))}
    </div>
  );
}
