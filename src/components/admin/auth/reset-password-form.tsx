'use client';
// The new-password screen (docs/api.md, POST /auth/reset-password), reached from a reset link and from the
// invited administrator's password-creation link alike, so its words fit both. No guest guard: a signed-in
// administrator may follow a link too.
import { CircleCheck, KeyRound, Link2Off, ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Field, PasswordInput } from '@/components/ui/field';
import { adminRoutes } from '@/lib/admin-routes';
import { errorText } from '@/lib/api/answer';
import { api } from '@/lib/api/auth-store';
import { AuthCard, AuthLink, FormAlert, focusFirstField } from './auth-card';
import { AUTH_TEXTS as T } from './texts';

type Outcome = { kind: 'done'; message: string } | { kind: 'failed'; message: string } | null;
type FieldName = 'newPassword' | 'confirmPassword';

export function ResetPasswordForm() {
  const token = useSearchParams().get('token')?.trim() ?? '';
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<{ message: string; fields: FieldName[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form comes back after 'Réessayer'
  useEffect(() => focusFirstField(formRef.current), [outcome]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // The schema library is loaded on the first submission rather than with the page.
    const { resetPasswordFormSchema } = await import('@/shared/auth/schemas');
    const parsed = resetPasswordFormSchema.safeParse({ token, newPassword, confirmPassword });
    if (!parsed.success) {
      const [first] = parsed.error.issues;
      const fields = parsed.error.issues.filter((issue) => issue.message === first.message).map((issue) => issue.path[0] as FieldName);
      setError({ message: first.message, fields });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await api().post('/auth/reset-password', { body: { token, newPassword }, auth: false });
      setOutcome({ kind: 'done', message: answer.message ?? '' });
    } catch (failure) {
      setOutcome({ kind: 'failed', message: errorText(failure, T.resetFailedDefault) });
    }
    setBusy(false);
  }

  if (!token) {
    return (
      <AuthCard icon={Link2Off} tone="error" role="alert" title={T.invalidLinkTitle} subtitle={T.invalidLinkText}>
        <AuthLink href={adminRoutes.forgotPassword} className={buttonClass('primary', 'md', 'w-full')}>
          {T.requestNewLink}
        </AuthLink>
      </AuthCard>
    );
  }

  if (outcome?.kind === 'done') {
    return (
      <AuthCard icon={CircleCheck} tone="success" role="status" title={T.resetDoneTitle} subtitle={outcome.message}>
        <AuthLink href={adminRoutes.login} className={buttonClass('primary', 'md', 'w-full')}>
          {T.goToLogin}
        </AuthLink>
      </AuthCard>
    );
  }

  if (outcome?.kind === 'failed') {
    return (
      <AuthCard icon={ShieldAlert} tone="error" role="alert" title={T.resetFailedTitle} subtitle={outcome.message}>
        <div className="flex flex-col gap-3">
          <AuthLink href={adminRoutes.forgotPassword} className={buttonClass('primary', 'md', 'w-full')}>
            {T.requestNewLink}
          </AuthLink>
          <Button variant="secondary" className="w-full" onClick={() => setOutcome(null)}>
            {T.tryAgain}
          </Button>
        </div>
      </AuthCard>
    );
  }

  const invalid = (field: FieldName) => Boolean(error?.fields.includes(field)) || undefined;

  return (
    <AuthCard icon={KeyRound} title={T.resetTitle} subtitle={T.resetSubtitle}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
        <p className="rounded-lg border border-brand-100 bg-brand-50/70 px-3.5 py-3 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-900/30 dark:text-brand-100">
          {T.resetInvitedNote}
        </p>
        <Field label={T.newPasswordLabel} hint={T.passwordHint}>
          {({ id, describedBy }) => (
            <PasswordInput
              data-first-field
              id={id}
              autoComplete="new-password"
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid('newPassword')}
            />
          )}
        </Field>
        <Field label={T.confirmPasswordLabel}>
          {({ id, describedBy }) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid('confirmPassword')}
            />
          )}
        </Field>
        {error && <FormAlert>{error.message}</FormAlert>}
        <Button type="submit" busy={busy} className="w-full">
          {busy ? T.resetSubmitting : T.resetSubmit}
        </Button>
      </form>
    </AuthCard>
  );
}
