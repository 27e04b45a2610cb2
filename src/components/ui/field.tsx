'use client';
// Form fields of the back office: a label tied to its input, the field's error read out with it, and a
// password input with its show/hide button.
import { Eye, EyeOff, Search } from 'lucide-react';
import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
  useState,
} from 'react';
import { cn } from '@/lib/cn';

export const inputClass = cn(
  'h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 sm:text-sm',
  'placeholder:text-gray-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30',
  'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500',
  'aria-[invalid=true]:border-red-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100',
  'dark:disabled:bg-gray-800 dark:placeholder:text-gray-500',
);

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  /** The label read out but not shown, where the section's title already says it. */
  hideLabel?: boolean;
  /**
   * The control: given as an element, it receives the id and the aria attributes that tie it to the label, the
   * hint and the error; given as a function, it receives them to place itself (a control inside a wrapper).
   */
  children: ReactElement | ((ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode);
}

export function Field({ label, error, hint, className, hideLabel, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-gray-800 dark:text-gray-200'}>
        {label}
      </label>
      {typeof children === 'function' ? (
        children({ id, describedBy, invalid: Boolean(error) })
      ) : (
        <Slot.Root id={id} aria-describedby={describedBy} aria-invalid={Boolean(error)}>
          {children}
        </Slot.Root>
      )}
      {hint && (
        <div id={`${id}-hint`} className="text-xs text-gray-500 dark:text-gray-400">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClass, 'h-auto py-2', className)} {...props} />;
}

/** A search box with its magnifier; `className` places the box, its name comes from `aria-label`. */
export function SearchInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" aria-hidden />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}

/** An e-mail address: the phone's e-mail keyboard, no capital letter or spelling fix forced on it. */
export function EmailInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <Input type="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(inputClass, 'pr-8', className)} {...props} />;
}

export function PasswordInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input type={shown ? 'text' : 'password'} className={cn(inputClass, 'pr-10', className)} {...props} />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-label={shown ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-gray-500 hover:text-gray-800 dark:text-gray-400 dark:hover:text-gray-100"
      >
        {shown ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
      </button>
    </div>
  );
}
