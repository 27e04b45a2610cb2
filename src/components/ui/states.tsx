// What a screen shows while it loads, when its data could not be read, and when there is nothing yet.
import { AlertTriangle, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export function LoadingState({ label = 'Chargement...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-16 text-sm text-gray-500 dark:text-gray-400', className)}>
      <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
      {label}
    </div>
  );
}

interface ErrorStateProps {
  title: string;
  message?: string;
  onRetry?: () => void;
  className?: string;
}

export function ErrorState({ title, message, onRetry, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 py-14 text-center', className)}>
      <AlertTriangle className="h-10 w-10 text-red-500" aria-hidden />
      <div>
        <p className="font-semibold text-gray-900 dark:text-gray-100">{title}</p>
        {message && message !== title && <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{message}</p>}
      </div>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Réessayer
        </Button>
      )}
    </div>
  );
}

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  message?: string;
  action?: ReactNode;
}

export function EmptyState({ icon, title, message, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-6 py-14 text-center dark:border-gray-700">
      {icon && <div className="text-gray-400">{icon}</div>}
      <div>
        <p className="font-semibold text-gray-900 dark:text-gray-100">{title}</p>
        {message && <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{message}</p>}
      </div>
      {action}
    </div>
  );
}
