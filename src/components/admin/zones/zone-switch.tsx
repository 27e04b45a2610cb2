'use client';
// A zone's on/off switch in the list: the kit's switch (src/components/admin/kit/switch.tsx) without its label and
// line, which the row itself shows; it says what it does to screen readers, and a finger finds it a little
// beyond its edges.
import { cn } from '@/lib/cn';

interface ZoneSwitchProps {
  checked: boolean;
  label: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

export function ZoneSwitch({ checked, label, disabled, onChange }: ZoneSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors after:absolute after:-inset-2 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50",
        checked ? 'bg-brand-600' : 'bg-gray-300 dark:bg-gray-700',
      )}
    >
      <span className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0.5')} />
    </button>
  );
}
