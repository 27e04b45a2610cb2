// The top of a back-office screen (docs/back-office-kit.md, "Page header"): its title, a line under it, a way back,
// a line of figures, and the screen's actions on the right (below on a phone).
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A way back: a link, or a button when the screen leaves in its own way (after a pause). */
export type BackTo = { label: string; href: string } | { label: string; onClick: () => void };

/** The text link back, above a screen's title. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-gray-400 dark:hover:text-gray-100"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {label}
    </Link>
  );
}

/** The square button back, beside a form's or a record's title. */
function BackButton({ back }: { back: BackTo }) {
  const icon = <ArrowLeft className="h-4 w-4" aria-hidden />;
  if ('href' in back) {
    return (
      <Link href={back.href} aria-label={back.label} className={buttonClass('secondary', 'icon', 'mt-0.5')}>
        {icon}
      </Link>
    );
  }
  return (
    <button type="button" onClick={back.onClick} aria-label={back.label} title={back.label} className={buttonClass('secondary', 'icon', 'mt-0.5')}>
      {icon}
    </button>
  );
}

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The way back: a text link above the title (a list), or `backStyle: 'icon'`, a button beside it (a form, a record). */
  back?: BackTo;
  backStyle?: 'link' | 'icon';
  /** A line under the subtitle: counts, the page. */
  meta?: ReactNode;
  actions?: ReactNode;
  titleClassName?: string;
  className?: string;
}

export function PageHeader({ title, subtitle, back, backStyle = 'link', meta, actions, titleClassName, className }: PageHeaderProps) {
  const heading = (
    <div className="min-w-0 space-y-1">
      {back && backStyle === 'link' && 'href' in back && <BackLink href={back.href} label={back.label} />}
      <h1 className={cn('break-words text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-50', titleClassName)}>{title}</h1>
      {subtitle && <div className="text-sm text-gray-600 dark:text-gray-400">{subtitle}</div>}
      {meta}
    </div>
  );
  return (
    <header className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      {back && backStyle === 'icon' ? (
        <div className="flex min-w-0 items-start gap-3">
          <BackButton back={back} />
          {heading}
        </div>
      ) : (
        heading
      )}
      {actions && <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">{actions}</div>}
    </header>
  );
}
