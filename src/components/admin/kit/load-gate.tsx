'use client';
// What a back-office screen shows before its data (docs/back-office-kit.md, "Loading a screen"): an id of the
// address that is not a UUID, the wait, a record that does not exist, a failed read; then the screen itself. One
// panel for all of them, and one toast rule: a failure that empties the screen is said by the panel, one that leaves
// it showing what it had is said by a toast.
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { type ReactNode, useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorCode, errorText } from '@/lib/api/answer';
import { failureToast, loadView } from '@/lib/load-state';
import { notify } from '@/lib/notify';
import type { ErrorCode } from '@/shared/error-codes';
import { TOAST_TITLES } from '@/shared/messages';

/** A read as TanStack Query gives it (or several, through `combineReads`). */
export interface Read<T> {
  data: T | null | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  errorUpdatedAt: number;
  refetch: () => unknown;
}

export interface LoadTexts {
  loading: string;
  /** The address's id is not a UUID: a title and a line. */
  invalid?: string;
  invalidText?: string;
  /** No such record: a title and a line. */
  missing?: string;
  missingText?: string;
  /** A failed read's title; without it, the failure's message is the title. */
  error?: string;
  /** The failure's message when the answer gave none. */
  errorDefault: string;
}

/** The panel of a screen that has nothing to show: what happened, and the ways on (try again, go back). */
export function StatePanel({ title, message, onRetry, back }: { title: string; message?: string; onRetry?: () => void; back?: { href: string; label: string } }) {
  return (
    <Card>
      <ErrorState title={title} message={message} onRetry={onRetry} />
      {back && (
        <div className="flex justify-center pb-10">
          <Link href={back.href} className={buttonClass('secondary')}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {back.label}
          </Link>
        </div>
      )}
    </Card>
  );
}

interface LoadGateProps<T> {
  read: Read<T>;
  /** The address's id, for a screen showing one record ('' for an address without one). */
  id?: string | null;
  /** The code by which the API says there is no such record. */
  notFound?: ErrorCode;
  texts: LoadTexts;
  /** Where the missing and invalid panels lead back to. */
  back?: { href: string; label: string };
  /** Shown while the first answer is awaited, in place of the spinner (a skeleton). */
  loading?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}

export function LoadGate<T>({ read, id, notFound, texts, back, loading, children }: LoadGateProps<T>) {
  const view = loadView({ isPending: read.isPending, isError: read.isError, data: read.data, errorCode: errorCode(read.error) }, { id, notFound });
  const message = read.isError ? errorText(read.error, texts.errorDefault) : '';
  const toast = failureToast(view, read);

  const toasted = useRef(0);
  useEffect(() => {
    if (!toast || toasted.current === read.errorUpdatedAt) return;
    toasted.current = read.errorUpdatedAt;
    notify('error', TOAST_TITLES.error, message);
  }, [toast, read.errorUpdatedAt, message]);

  switch (view) {
    case 'invalid':
      return <StatePanel title={texts.invalid || texts.missing || texts.errorDefault} message={texts.invalidText} back={back} />;
    case 'loading':
      return loading ?? <LoadingState label={texts.loading} />;
    case 'missing':
      return <StatePanel title={texts.missing || message || texts.errorDefault} message={texts.missingText} back={back} />;
    case 'error':
      return <StatePanel title={texts.error ?? message} message={texts.error ? message : undefined} onRetry={() => void read.refetch()} />;
    case 'ready':
      return children(read.data as NonNullable<T>);
  }
}

/** Two reads as one: the data of both, pending or failed when either is. */
export function combineReads<A, B>(a: Read<A>, b: Read<B>): Read<[NonNullable<A>, NonNullable<B>]> {
  const both = a.data !== null && a.data !== undefined && b.data !== null && b.data !== undefined;
  return {
    data: both ? [a.data as NonNullable<A>, b.data as NonNullable<B>] : undefined,
    error: a.isError ? a.error : b.error,
    isPending: a.isPending || b.isPending,
    isError: a.isError || b.isError,
    errorUpdatedAt: Math.max(a.errorUpdatedAt, b.errorUpdatedAt),
    refetch: () => {
      void a.refetch();
      void b.refetch();
    },
  };
}
