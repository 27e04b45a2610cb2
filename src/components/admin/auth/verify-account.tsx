'use client';
// The page a verification link opens (docs/api.md, GET /auth/verify/{token}). An invited administrator has no
// password yet: the answer then says a second e-mail leads to creating one, and the screen shows that path
// rather than a sign-in button that could not work yet. The link sent to a new address from the profile opens
// this page too (docs/product.md §8): the address is confirmed, or refused when another account took it.
import { Check, CircleCheck, Loader2, MailX } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { adminRoutes } from '@/lib/admin-routes';
import { cn } from '@/lib/cn';
import { errorCode, errorText } from '@/lib/api/answer';
import { api } from '@/lib/api/auth-store';
import { VERIFY_OUTCOMES, type VerifyOutcome } from '@/shared/constants';
import type { ErrorCode } from '@/shared/error-codes';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { AuthCard, AuthLink, authLinkClass } from './auth-card';
import { AUTH_TEXTS as T } from './texts';

/** What the screen shows: decided on the answer's outcome or failure code (docs/api.md), the message shown as sent. */
type Result = { ok: true; outcome: VerifyOutcome; message: string } | { ok: false; code: ErrorCode | null; message: string };

/** The answer's outcome; an answer without a known one reads as a plain verification. */
function outcomeOf(data: unknown): VerifyOutcome {
  const outcome = (data as { outcome?: unknown } | null)?.outcome;
  return VERIFY_OUTCOMES.find((known) => known === outcome) ?? 'verified';
}

/**
 * One request per token for the page's life: a link is spent by its first use, so a second call (a remount, React's
 * development double effect) would turn a success into 'invalide'.
 */
const attempts = new Map<string, Promise<Result>>();

function verify(token: string): Promise<Result> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = api()
      .get<{ outcome?: VerifyOutcome }>(`/auth/verify/${encodeURIComponent(token)}`, { auth: false })
      .then(
        (answer): Result => ({ ok: true, outcome: outcomeOf(answer.data), message: answer.message ?? AUTH_MESSAGES.accountVerified }),
        (failure): Result => ({ ok: false, code: errorCode(failure), message: errorText(failure, T.verifyFailedDefault) }),
      );
    attempts.set(token, attempt);
  }
  return attempt;
}

export function VerifyAccount() {
  const token = useSearchParams().get('token')?.trim() ?? '';
  const [result, setResult] = useState<Result | null>(token ? null : { ok: false, code: null, message: T.verifyLinkMissing });

  useEffect(() => {
    if (!token) return;
    let current = true;
    void verify(token).then((value) => {
      if (current) setResult(value);
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (!result) {
    return (
      <AuthCard icon={Loader2} spin title={T.verifyingTitle} subtitle={T.verifyingText} role="status">
        <div className="flex justify-center">
          <div className="h-1.5 w-40 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800">
            <div className="h-full w-1/2 animate-pulse rounded-full bg-brand-600" />
          </div>
        </div>
      </AuthCard>
    );
  }

  if (!result.ok) {
    return (
      <AuthCard icon={MailX} tone="error" role="alert" title={T.verifyFailedTitle} subtitle={result.message}>
        <div className="flex flex-col items-center gap-4">
          {/* A new verification e-mail cannot help an address another account holds. */}
          {result.code !== 'email_taken' && (
            <AuthLink href={adminRoutes.verification} className={buttonClass('primary', 'md', 'w-full')}>
              {T.requestNewEmail}
            </AuthLink>
          )}
          <AuthLink href={adminRoutes.login} className={cn(authLinkClass, 'text-sm')}>
            {T.backToLogin}
          </AuthLink>
        </div>
      </AuthCard>
    );
  }

  if (result.outcome === 'password-link-sent' || result.outcome === 'password-link-failed') {
    const mailFailed = result.outcome === 'password-link-failed';
    return (
      <AuthCard icon={CircleCheck} tone="success" role="status" title={T.verifiedTitle} subtitle={result.message}>
        <div className="space-y-6">
          <div>
            <h2 className="mb-3 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">{T.nextStepsTitle}</h2>
            <ol className="space-y-3 text-sm">
              <Step index={1} done>
                {T.stepVerified}
              </Step>
              <Step index={2} current>
                {T.stepCreatePassword}
              </Step>
              <Step index={3}>{T.stepSignIn}</Step>
            </ol>
          </div>
          {mailFailed ? (
            <AuthLink href={adminRoutes.forgotPassword} className={buttonClass('primary', 'md', 'w-full')}>
              {T.createPasswordLink}
            </AuthLink>
          ) : (
            <p className="rounded-lg bg-gray-50 px-3.5 py-3 text-center text-sm text-gray-600 dark:bg-gray-800/60 dark:text-gray-300">
              {T.spamHint}
            </p>
          )}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={CircleCheck}
      tone="success"
      role="status"
      title={result.outcome === 'email-changed' ? T.emailChangedTitle : T.verifiedTitle}
      subtitle={result.message}
    >
      <AuthLink href={adminRoutes.login} className={buttonClass('primary', 'md', 'w-full')}>
        {T.goToLogin}
      </AuthLink>
    </AuthCard>
  );
}

function Step({ index, done, current, children }: { index: number; done?: boolean; current?: boolean; children: string }) {
  return (
    <li className="flex items-start gap-3" aria-current={current ? 'step' : undefined}>
      <span
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
          done && 'bg-emerald-600 text-white',
          current && 'bg-brand-700 text-white ring-4 ring-brand-100 dark:ring-brand-900',
          !done && !current && 'bg-gray-100 text-gray-500 dark:bg-gray-800 dark:text-gray-400',
        )}
      >
        {done ? <Check className="size-3.5" aria-hidden /> : index}
      </span>
      <span className={cn('pt-0.5', current ? 'font-medium text-gray-900 dark:text-gray-50' : 'text-gray-600 dark:text-gray-400')}>
        {children}
      </span>
    </li>
  );
}
