'use client';
// The account's last sign-in attempts (docs/api.md, GET /auth/sign-ins): a failure from an unknown place is
// the first sign that someone else is trying the password.
import { CheckCircle2, XCircle } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorText } from '@/lib/api/answer';
import { useSignIns } from '@/lib/api/account';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/shared/format';
import { SECURITY_TEXTS as T } from './security-texts';

export function SignInsCard() {
  const signIns = useSignIns();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.signInsTitle}</CardTitle>
        <p className="text-sm text-gray-600 dark:text-gray-400">{T.signInsHint}</p>
      </CardHeader>
      <CardContent className="p-0 sm:p-0">
        {signIns.isPending ? (
          <LoadingState label={T.signInsLoading} className="py-10" />
        ) : signIns.isError ? (
          <ErrorState title={T.signInsError} message={errorText(signIns.error, '')} onRetry={() => void signIns.refetch()} className="py-10" />
        ) : signIns.data.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-gray-500 sm:px-5 dark:text-gray-400">{T.signInsEmpty}</p>
        ) : (
          <ol className="divide-y divide-gray-100 dark:divide-gray-800" aria-label={T.signInsTitle}>
            {signIns.data.map((attempt) => {
              const Icon = attempt.reussi ? CheckCircle2 : XCircle;
              return (
                <li key={attempt.id} className="flex items-start gap-3 px-4 py-3 sm:items-center sm:px-5" data-testid="sign-in">
                  <Icon
                    className={cn('mt-0.5 h-5 w-5 shrink-0 sm:mt-0', attempt.reussi ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400')}
                    aria-hidden
                  />
                  <div className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[6rem_minmax(0,1fr)_10rem_auto] sm:items-center sm:gap-4">
                    <span
                      className={cn(
                        'text-sm font-medium',
                        attempt.reussi ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400',
                      )}
                    >
                      {attempt.reussi ? T.signInOk : T.signInFailed}
                    </span>
                    <span className="truncate text-sm text-gray-900 dark:text-gray-100">{attempt.appareil}</span>
                    <span className="truncate text-sm text-gray-600 dark:text-gray-400">{attempt.ip || T.unknownAddress}</span>
                    <time dateTime={attempt.createdAt} className="text-xs text-gray-500 sm:text-right sm:text-sm dark:text-gray-400">
                      {formatDateTime(attempt.createdAt)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
