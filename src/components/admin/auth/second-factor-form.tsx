'use client';
// The sign-in's second step (docs/product.md, "Back office"; docs/decisions/025-second-factor.md): after the right
// password of an account with a second factor, the code of the authenticator app, or one of the recovery codes, or,
// for an account with passkeys, one of them through the browser's prompt (decision 025, "Passkeys").
// The server's refusals are shown as they come; an expired challenge goes back to the password.
import { ArrowLeft, Fingerprint, Smartphone } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { errorCode, errorText } from '@/lib/api/answer';
import { signInSecondFactor } from '@/lib/api/auth-store';
import { type SecondFactorMode, secondFactorAnswer, secondFactorCodeError } from '@/lib/api/second-factor-form';
import { cn } from '@/lib/cn';
import { TWO_FACTOR_MESSAGES as M } from '@/shared/auth/two-factor';
import type { SecondFactorChallenge } from '@/shared/auth/answers';
import { AuthCard, authLinkClass, FormAlert, focusFirstField } from './auth-card';
import { AUTH_TEXTS } from './texts';
import { SECOND_FACTOR_TEXTS as T } from './two-factor-texts';

interface SecondFactorFormProps {
  challenge: SecondFactorChallenge;
  onSignedIn: () => void;
  /** Back to the password, with the message to show there (an expired challenge), if any. */
  onBack: (message?: string) => void;
}

export function SecondFactorForm({ challenge, onSignedIn, onBack }: SecondFactorFormProps) {
  const [mode, setMode] = useState<SecondFactorMode>('totp');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The code field takes the focus on arrival and after a switch between the app and a recovery code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the switch is the reason to move the focus
  useEffect(() => {
    focusFirstField(formRef.current);
  }, [mode]);

  function changeMode(next: SecondFactorMode) {
    setMode(next);
    setValue('');
    setError(null);
  }

  /** The browser's passkey prompt; its code is fetched now, not with the page (src/lib/api/passkey-ceremony.ts). */
  async function signInWithKey() {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      const { signInWithPasskey } = await import('@/lib/api/passkey-ceremony');
      await signInWithPasskey(challenge.challenge);
      onSignedIn();
    } catch (failure) {
      setBusy(false);
      if (errorCode(failure) === 'sign_in_challenge_invalid') {
        onBack(errorText(failure, M.challengeInvalid));
        return;
      }
      // The browser's refusal (a cancelled prompt) comes with the same French words as the server's.
      setError(errorText(failure, AUTH_TEXTS.loginFailed));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const formError = secondFactorCodeError(mode, value);
    if (formError) {
      setError(formError);
      focusFirstField(formRef.current);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await signInSecondFactor(secondFactorAnswer(challenge, mode, value));
      onSignedIn();
    } catch (failure) {
      setBusy(false);
      if (errorCode(failure) === 'sign_in_challenge_invalid') {
        onBack(errorText(failure, M.challengeInvalid));
        return;
      }
      setError(errorText(failure, AUTH_TEXTS.loginFailed));
      setValue('');
      focusFirstField(formRef.current);
    }
  }

  const totp = mode === 'totp';

  return (
    <AuthCard icon={Smartphone} title={T.title} subtitle={totp ? M.codeAsked : T.recoverySubtitle}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5" aria-label={T.title}>
        <Field label={totp ? T.codeLabel : T.recoveryLabel}>
          {({ id, describedBy }) =>
            totp ? (
              <Input
                key="totp"
                data-first-field
                id={id}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                placeholder={T.codePlaceholder}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
                className="text-center font-mono text-lg tracking-[0.3em]"
              />
            ) : (
              <Input
                key="recovery"
                data-first-field
                id={id}
                name="recoveryCode"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={16}
                placeholder={T.recoveryPlaceholder}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
                className="text-center font-mono text-lg uppercase tracking-widest"
              />
            )
          }
        </Field>

        {error && <FormAlert>{error}</FormAlert>}

        <Button type="submit" busy={busy} className="w-full">
          {busy ? T.submitting : T.submit}
        </Button>

        {challenge.passkey && (
          <Button type="button" variant="secondary" onClick={signInWithKey} disabled={busy} className="w-full">
            <Fingerprint className="size-4" aria-hidden />
            {T.usePasskey}
          </Button>
        )}

        <div className="flex flex-col items-center gap-3 text-sm sm:flex-row sm:justify-between">
          <button type="button" onClick={() => onBack()} disabled={busy} className={cn(authLinkClass, 'inline-flex items-center gap-1 text-gray-600 dark:text-gray-400')}>
            <ArrowLeft className="size-4" aria-hidden />
            {T.back}
          </button>
          <button type="button" onClick={() => changeMode(totp ? 'recovery' : 'totp')} disabled={busy} className={authLinkClass}>
            {totp ? T.useRecovery : T.useApp}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
