'use client';
// The sign-in's required setup (docs/product.md, "Back office"; docs/decisions/025-second-factor.md, "Required for
// everyone"): the shop requires a second factor and the account has none, so the right password leads here, not to
// the back office. The key is asked with the challenge, shown as a QR code and in groups of four; the app's first
// code, with the code e-mailed to the account's address (docs/decisions/027-counters-per-account.md: only the
// mailbox's owner binds the first factor), turns it on and opens the session; the ten recovery codes are shown this
// once, then 'Continuer' enters the back office. Fetched by the sign-in page only when needed (its first load carries none of it, nor `qrcode`).
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { RecoveryCodes, TotpKey, TotpQrCode } from '@/components/admin/account/totp-setup-parts';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { errorCode, errorText } from '@/lib/api/answer';
import { finishSignIn, signInEnable, signInResendEmailCode, signInSetup } from '@/lib/api/auth-store';
import { emailCodeError, secondFactorCodeError } from '@/lib/api/second-factor-form';
import { cn } from '@/lib/cn';
import { normaliseTotpCode, TWO_FACTOR_MESSAGES as M } from '@/shared/auth/two-factor';
import type { SecondFactorChallenge, SignInSetup } from '@/shared/auth/answers';
import { AuthCard, authLinkClass, FormAlert, focusFirstField } from './auth-card';
import { AUTH_TEXTS } from './texts';
import { SIGN_IN_SETUP_TEXTS as T } from './sign-in-setup-texts';
import { SECOND_FACTOR_TEXTS } from './two-factor-texts';

interface SignInSetupFormProps {
  challenge: SecondFactorChallenge;
  /** The identifier typed, written in the recovery codes' file. */
  account: string;
  onSignedIn: () => void;
  /** Back to the password, with the message to show there (an expired challenge), if any. */
  onBack: (message?: string) => void;
}

type Key = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; setup: SignInSetup };

export function SignInSetupForm({ challenge, account, onSignedIn, onBack }: SignInSetupFormProps) {
  const [key, setKey] = useState<Key>({ kind: 'loading' });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [emailCode, setEmailCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const load = useCallback(async () => {
    setKey({ kind: 'loading' });
    try {
      setKey({ kind: 'ready', setup: await signInSetup(challenge.challenge) });
    } catch (failure) {
      if (errorCode(failure) === 'sign_in_challenge_invalid') return onBack(errorText(failure, M.challengeInvalid));
      setKey({ kind: 'failed', message: errorText(failure, T.loadFailed) });
    }
  }, [challenge, onBack]);

  // The key is asked once on arrival (again only by 'Réessayer').
  // biome-ignore lint/correctness/useExhaustiveDependencies: one setup per challenge
  useEffect(() => {
    void load();
  }, [challenge]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const refusal = emailCodeError(emailCode) ?? secondFactorCodeError('totp', code);
    if (refusal) {
      setError(refusal);
      focusFirstField(formRef.current);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setCodes(await signInEnable({ challenge: challenge.challenge, code: normaliseTotpCode(code), emailCode: normaliseTotpCode(emailCode) }));
    } catch (failure) {
      setBusy(false);
      if (errorCode(failure) === 'sign_in_challenge_invalid') return onBack(errorText(failure, M.challengeInvalid));
      setError(errorText(failure, AUTH_TEXTS.loginFailed));
      setCode('');
      focusFirstField(formRef.current);
    }
  }

  async function resend() {
    if (resending) return;
    setResending(true);
    setResent(null);
    setError(null);
    try {
      const sent = await signInResendEmailCode(challenge.challenge);
      setKey((current) => (current.kind === 'ready' ? { kind: 'ready', setup: { ...current.setup, ...sent } } : current));
      setEmailCode('');
      setResent(M.emailCodeSent);
    } catch (failure) {
      if (errorCode(failure) === 'sign_in_challenge_invalid') return onBack(errorText(failure, M.challengeInvalid));
      setError(errorText(failure, AUTH_TEXTS.loginFailed));
    } finally {
      setResending(false);
    }
  }

  async function enter() {
    setBusy(true);
    await finishSignIn().catch(() => undefined);
    onSignedIn();
  }

  if (codes) {
    return (
      <AuthCard icon={ShieldCheck} tone="success" title={T.codesTitle}>
        <RecoveryCodes codes={codes} message={T.enabled} account={account} doneLabel={T.continue} onDone={enter} />
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={ShieldCheck} title={T.title} subtitle={M.setupAsked}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-label={T.title}>
        <p className="text-sm text-gray-600 dark:text-gray-300">{T.intro}</p>
        {key.kind === 'ready' ? (
          <>
            <TotpQrCode uri={key.setup.otpauthUri} />
            <TotpKey secret={key.setup.secret} />
          </>
        ) : key.kind === 'loading' ? (
          <p role="status" className="py-6 text-center text-sm text-gray-500">
            {T.loading}
          </p>
        ) : (
          <FormAlert>
            <div className="space-y-3">
              <p>{key.message}</p>
              <Button variant="secondary" size="sm" onClick={() => void load()}>
                {T.retry}
              </Button>
            </div>
          </FormAlert>
        )}

        {key.kind === 'ready' && (
          <Field label={T.emailCodeLabel} hint={T.emailCodeSentTo(key.setup.emailSentTo)}>
            {({ id, describedBy }) => (
              <Input
                data-first-field
                id={id}
                name="emailCode"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
                placeholder={SECOND_FACTOR_TEXTS.codePlaceholder}
                value={emailCode}
                onChange={(event) => {
                  setEmailCode(event.target.value);
                  setError(null);
                }}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
                className="text-center font-mono text-lg tracking-[0.3em]"
              />
            )}
          </Field>
        )}
        {key.kind === 'ready' && (
          <div className="-mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
            <button type="button" onClick={() => void resend()} disabled={busy || resending} className={authLinkClass}>
              {resending ? T.resending : T.resend}
            </button>
            {resent && (
              <span role="status" className="text-gray-600 dark:text-gray-300">
                {resent}
              </span>
            )}
          </div>
        )}

        <Field label={T.codeLabel}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              placeholder={SECOND_FACTOR_TEXTS.codePlaceholder}
              value={code}
              disabled={key.kind !== 'ready'}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              className="text-center font-mono text-lg tracking-[0.3em]"
            />
          )}
        </Field>

        {error && <FormAlert>{error}</FormAlert>}

        <Button type="submit" busy={busy} disabled={key.kind !== 'ready'} className="w-full">
          {busy ? T.submitting : T.submit}
        </Button>

        <div className="flex justify-center text-sm">
          <button type="button" onClick={() => onBack()} disabled={busy} className={cn(authLinkClass, 'inline-flex items-center gap-1 text-gray-600 dark:text-gray-400')}>
            <ArrowLeft className="size-4" aria-hidden />
            {SECOND_FACTOR_TEXTS.back}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
