// The frame of every sign-in screen: a card with an icon, a title and a subtitle, and the screen's result states
// (sent, done, failed) drawn the same way, so that each screen reads at a glance.
import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-100 dark:bg-brand-900/40 dark:text-brand-100 dark:ring-brand-800',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-100 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-900',
  error: 'bg-red-50 text-red-700 ring-red-100 dark:bg-red-950 dark:text-red-300 dark:ring-red-900',
  warning: 'bg-amber-50 text-amber-700 ring-amber-100 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-900',
} as const;

export type AuthTone = keyof typeof TONES;

interface AuthCardProps {
  icon: LucideIcon;
  tone?: AuthTone;
  title: string;
  subtitle?: ReactNode;
  /** The live region of a result screen: 'status' for good news, 'alert' for a failure. */
  role?: 'status' | 'alert';
  /** Turns the icon (a spinner while something loads). */
  spin?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ icon: Icon, tone = 'brand', title, subtitle, role, spin, children, footer }: AuthCardProps) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <div role={role} className="flex flex-col items-center gap-3 px-5 pt-8 text-center sm:px-8">
        <span className={cn('flex size-12 items-center justify-center rounded-full ring-8', TONES[tone])}>
          <Icon className={cn('size-6', spin && 'animate-spin')} aria-hidden />
        </span>
        <h1 className="mt-2 text-xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">{title}</h1>
        {subtitle && <div className="text-sm leading-relaxed text-gray-600 dark:text-gray-400">{subtitle}</div>}
      </div>
      <div className="px-5 pt-6 pb-8 sm:px-8">{children}</div>
      {footer && (
        <div className="rounded-b-2xl border-t border-gray-100 bg-gray-50/70 px-5 py-4 text-center text-sm text-gray-600 sm:px-8 dark:border-gray-800 dark:bg-gray-900/60 dark:text-gray-400">
          {footer}
        </div>
      )}
    </div>
  );
}

/** A failure or a warning inside a form, read out when it appears. */
export function FormAlert({ tone = 'error', title, children }: { tone?: 'error' | 'warning'; title?: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border px-3.5 py-3 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200'
          : 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100',
      )}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={cn(title && 'mt-1')}>{children}</div>}
    </div>
  );
}

/** A text link of the sign-in screens: brand colour, underlined on hover, visible focus. */
export const authLinkClass =
  'rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-500';

/** Puts the focus on the form's field marked `data-first-field`, so that a keyboard user can type at once. */
export function focusFirstField(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[data-first-field]')?.focus();
}

/**
 * A link of the sign-in screens. They do not prefetch the screens they lead to: on a phone on a slow network,
 * the sign-in form is usable sooner when its first seconds are not spent fetching pages that are seldom opened.
 */
export function AuthLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
