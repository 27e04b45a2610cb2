'use client';
// The success and error banners of a form: a success closes itself after a few seconds, an error stays until
// dismissed; both bring themselves into view, since the form may be long on a phone. Give a new message a new
// `key` to restart its timer.
import { CheckCircle2, AlertCircle, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { TIMINGS } from '@/shared/constants';

interface BannerProps {
  kind: 'success' | 'error';
  message: string;
  onClose: () => void;
}

export function Banner({ kind, message, onClose }: BannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    if (kind !== 'success') return;
    const timer = setTimeout(() => close.current(), TIMINGS.successBannerMs);
    return () => clearTimeout(timer);
  }, [kind]);
  const Icon = kind === 'success' ? CheckCircle2 : AlertCircle;
  return (
    <div
      ref={ref}
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-md border p-3 text-sm',
        kind === 'success'
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
          : 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
      )}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p className="flex-1">{message}</p>
      <button type="button" onClick={onClose} aria-label="Fermer" className="rounded p-0.5 opacity-70 hover:opacity-100">
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
