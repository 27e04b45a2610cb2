'use client';
// An on/off setting of a back-office form (docs/back-office-kit.md, "Forms"): its label and a line saying what it
// does, read out with the switch; `SwitchButton` alone where a row already shows what it is for (named then by
// `aria-label`).
import { type ButtonHTMLAttributes, useId } from 'react';
import { cn } from '@/lib/cn';

interface SwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The form's field name (`data-field`), where the focus goes when the server refuses its value. */
  field?: string;
}

export function Switch({ label, hint, checked, onChange, disabled, field }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      </div>
      <SwitchButton id={id} data-field={field} aria-describedby={`${id}-hint`} checked={checked} disabled={disabled} onChange={onChange} />
    </div>
  );
}

interface SwitchButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function SwitchButton({ checked, onChange, className, ...props }: SwitchButtonProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50',
        checked ? 'bg-brand-600' : 'bg-gray-300 dark:bg-gray-700',
        className,
      )}
      {...props}
    >
      <span className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0.5')} />
    </button>
  );
}
