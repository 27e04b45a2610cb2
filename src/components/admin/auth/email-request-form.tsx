'use client';
// The two screens that ask for a link by e-mail (docs/api.md, POST /auth/request-password-reset and
// POST /auth/resend-verification). Whatever the server answers, the screen says 'Email envoyé' with a neutral
// text: it must not tell who has an account, and a refusal would teach nothing more.
import { KeyRound, type LucideIcon, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { EmailInput, Field } from '@/components/ui/field';
import { adminRoutes } from '@/lib/admin-routes';
import { emailRequestError } from '@/lib/api/auth-forms';
import { api } from '@/lib/api/auth-store';
import { AuthCard, AuthLink, authLinkClass, focusFirstField } from './auth-card';
import { AUTH_TEXTS as T } from './texts';

interface EmailRequestFormProps {
  kind: 'reset' | 'verification';
}

const SCREENS: Record<EmailRequestFormProps['kind'], { icon: LucideIcon; path: string; title: string; subtitle: string; sent: string }> = {
  reset: { icon: KeyRound, path: '/auth/request-password-reset', title: T.forgotTitle, subtitle: T.forgotSubtitle, sent: T.forgotSent },
  verification: {
    icon: MailCheck,
    path: '/auth/resend-verification',
    title: T.verificationTitle,
    subtitle: T.verificationSubtitle,
    sent: T.verificationSent,
  },
};

export function EmailRequestForm({ kind }: EmailRequestFormProps) {
  const screen = SCREENS[kind];
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => focusFirstField(formRef.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const invalid = emailRequestError(email);
    if (invalid) {
      setError(invalid);
      focusFirstField(formRef.current);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await api().post(screen.path, { body: { email: email.trim().toLowerCase() }, auth: false });
    } catch {
      // Shown as sent all the same (see above).
    }
    setBusy(false);
    setSent(true);
  }

  if (sent) {
    return (
      <AuthCard icon={MailCheck} tone="success" role="status" title={T.emailSent} subtitle={screen.sent}>
        <div className="space-y-6">
          <p className="rounded-lg bg-gray-50 px-3.5 py-3 text-center text-sm text-gray-600 dark:bg-gray-800/60 dark:text-gray-300">
            {T.spamHint}
          </p>
          <AuthLink href={adminRoutes.login} className={buttonClass('primary', 'md', 'w-full')}>
            {T.backToLogin}
          </AuthLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={screen.icon}
      title={screen.title}
      subtitle={screen.subtitle}
      footer={
        <AuthLink href={adminRoutes.login} className={authLinkClass}>
          {T.backToLogin}
        </AuthLink>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
        <Field label={T.emailLabel} error={error}>
          {({ id, describedBy, invalid }) => (
            <EmailInput
              data-first-field
              id={id}
              autoComplete="username"
              placeholder={T.emailPlaceholder}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <Button type="submit" busy={busy} className="w-full">
          {busy ? T.sending : T.send}
        </Button>
      </form>
    </AuthCard>
  );
}
