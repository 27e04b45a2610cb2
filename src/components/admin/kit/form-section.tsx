// One part of a back-office form (docs/back-office-kit.md, "Forms"): a card with its title, an optional icon, a
// line that explains it, something on its right (a counter, a badge, a button), and its fields. Given
// `form`, the card holds a form of its own around its header and fields (a form that is one section).
import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  aside?: ReactNode;
  /** The section is a form of its own: its attributes (onSubmit, aria-label, ref...). */
  form?: ComponentProps<'form'>;
  className?: string;
  children: ReactNode;
}

export function FormSection({ title, description, icon, aside, form, className, children }: FormSectionProps) {
  const body = (
    <>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <CardTitle className={cn(icon && 'flex items-center gap-2')}>
            {icon}
            {title}
          </CardTitle>
          {description && <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>}
        </div>
        {aside}
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </>
  );
  return <Card className={className}>{form ? <form {...form}>{body}</form> : body}</Card>;
}
