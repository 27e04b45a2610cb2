'use client';
// The account's open sessions (docs/api.md, GET /auth/sessions): where each one is, when it began and was last
// used; any other one can be signed out, or all of them at once. Ending a session ends its tokens at once.
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/lazy-dialog';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorText } from '@/lib/api/answer';
import { useEndSessions, useSessions } from '@/lib/api/account';
import { notify } from '@/lib/notify';
import { formatDateTime } from '@/shared/format';
import { TOAST_TITLES } from '@/shared/messages';
import type { AdminSession } from '@/shared/auth/answers';
import { SECURITY_TEXTS as T } from './security-texts';

const MOBILE = /android|iphone|ipad|ios|mobile/i;

/** What the confirmation is about: one session, or every other one. */
type Target = { kind: 'one'; session: AdminSession } | { kind: 'others' };

export function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSessions();
  const [target, setTarget] = useState<Target | null>(null);
  // The dialog keeps its words while it fades out after the target is cleared.
  const lastTarget = useRef<Target>({ kind: 'others' });
  if (target) lastTarget.current = target;
  const shown = target ?? lastTarget.current;
  const others = (sessions.data ?? []).filter((session) => !session.courante);

  function confirm() {
    if (!target) return;
    end.mutate(target.kind === 'one' ? target.session.id : null, {
      onSuccess: (message) => notify('success', TOAST_TITLES.success, message || undefined),
      onError: (error) => notify('error', TOAST_TITLES.error, errorText(error)),
      onSettled: () => setTarget(null),
    });
  }

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle>{T.sessionsTitle}</CardTitle>
          <p className="text-sm text-gray-600 dark:text-gray-400">{T.sessionsHint}</p>
        </div>
        {others.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setTarget({ kind: 'others' })} className="self-start">
            <LogOut className="h-4 w-4" aria-hidden />
            {T.endOthers}
          </Button>
        )}
      </CardHeader>
      <CardContent className="p-0 sm:p-0">
        {sessions.isPending ? (
          <LoadingState label={T.sessionsLoading} className="py-10" />
        ) : sessions.isError ? (
          <ErrorState title={T.sessionsError} message={errorText(sessions.error, '')} onRetry={() => void sessions.refetch()} className="py-10" />
        ) : sessions.data.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-gray-500 sm:px-5 dark:text-gray-400">{T.sessionsEmpty}</p>
        ) : (
          <ul className="divide-y divide-gray-100 dark:divide-gray-800" aria-label={T.sessionsTitle}>
            {sessions.data.map((session) => {
              const Icon = MOBILE.test(`${session.appareil} ${session.systeme ?? ''}`) ? Smartphone : Monitor;
              const detail = [session.navigateur, session.systeme].filter(Boolean).join(' · ');
              return (
                <li key={session.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5" data-testid="session">
                  <div className="flex min-w-0 flex-1 gap-3">
                    <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300">
                      <Icon className="h-5 w-5" aria-hidden />
                    </div>
                    <div className="min-w-0 space-y-0.5">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900 dark:text-gray-100">
                        <span className="break-words">{session.appareil}</span>
                        {session.courante && <Badge tone="green">{T.currentSession}</Badge>}
                      </p>
                      {detail && detail !== session.appareil && <p className="text-xs text-gray-500 dark:text-gray-400">{detail}</p>}
                      <p className="text-sm text-gray-600 dark:text-gray-400">{session.ip ? T.address(session.ip) : T.unknownAddress}</p>
                      <p className="text-xs text-gray-500 dark:text-gray-400">
                        {T.connectedOn(formatDateTime(session.createdAt))}
                        <span aria-hidden> · </span>
                        {T.lastActivity(formatDateTime(session.lastUsedAt))}
                      </p>
                    </div>
                  </div>
                  {!session.courante && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setTarget({ kind: 'one', session })}
                      className="self-end text-red-700 hover:bg-red-50 hover:text-red-800 sm:self-center dark:text-red-400 dark:hover:bg-red-950/40"
                      aria-label={`${T.endSession} : ${session.appareil}`}
                    >
                      <LogOut className="h-4 w-4" aria-hidden />
                      {T.endSession}
                    </Button>
                  )}
                </li>
              );
            })}
            {others.length === 0 && <li className="px-4 py-3 text-sm text-gray-500 sm:px-5 dark:text-gray-400">{T.noOtherSession}</li>}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={shown.kind === 'one' ? T.endSessionTitle : T.endOthersTitle}
        description={shown.kind === 'one' ? T.endSessionText(shown.session.appareil) : T.endOthersText}
        confirmLabel={shown.kind === 'one' ? T.endSession : T.endOthers}
        busyLabel={T.ending}
        busy={end.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
