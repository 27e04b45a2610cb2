'use client';
// The sign-in screen (docs/product.md, "Back office"; docs/api.md, POST /auth/login): e-mail or phone with its
// country code, the password, the server's refusals shown as they come, and for an account not verified yet a
// way to ask for a new link on the spot. An account with a second factor then gets the code step
// (./second-factor-form.tsx); one without, when the shop requires one, its setup (./sign-in-setup-form.tsx,
// fetched only then).
import { CheckCircle2, ChevronDown, Loader2, LockKeyhole, ShieldCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmailInput, Field, Input, inputClass, PasswordInput } from '@/components/ui/field';
import { adminRoutes } from '@/lib/admin-routes';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/api/answer';
import { api, signIn } from '@/lib/api/auth-store';
import { fullPhoneNumber, isUnverifiedAccountError, type LoginMode, loginFormError, loginIdentifier } from '@/lib/api/auth-forms';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '@/shared/constants';
import type { SecondFactorChallenge } from '@/shared/auth/answers';
import { AuthCard, AuthLink, authLinkClass, FormAlert, focusFirstField } from './auth-card';
import { SecondFactorForm } from './second-factor-form';
import { AUTH_TEXTS as T } from './texts';

const SignInSetupForm = lazy(() => import('./sign-in-setup-form').then((m) => ({ default: m.SignInSetupForm })));

type Resend = 'idle' | 'sending' | 'sent';

export function LoginForm() {
  const router = useRouter();
  const [mode, setMode] = useState<LoginMode>('email');
  const [email, setEmail] = useState('');
  const [countryCode, setCountryCode] = useState<string>(DEFAULT_COUNTRY_CODE);
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The fields the error is about, outlined in red. */
  const [invalid, setInvalid] = useState<{ identifier: boolean; password: boolean }>({ identifier: false, password: false });
  /** The identity refused as not verified, kept as it was sent: the resend goes to that address or number. */
  const [unverified, setUnverified] = useState<{ mode: LoginMode; address: string } | null>(null);
  const [resend, setResend] = useState<Resend>('idle');
  /** The right password of an account with a second factor: the code step is shown until it is answered. */
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The first field takes the focus on arrival and after a switch between e-mail and phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the switch (or the way back from the code step) is the reason to move the focus
  useEffect(() => {
    focusFirstField(formRef.current);
  }, [mode, challenge]);

  function changeMode(next: LoginMode) {
    setMode(next);
    setError(null);
    setInvalid({ identifier: false, password: false });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = { mode, email, countryCode, number, password };
    const formError = loginFormError(input);
    setUnverified(null);
    setResend('idle');
    if (formError) {
      const identifierEmpty = !(mode === 'email' ? email : number).trim();
      setError(formError);
      // A field left empty is outlined; otherwise the identifier is the one refused.
      const fields = identifierEmpty || !password ? { identifier: identifierEmpty, password: !password } : { identifier: true, password: false };
      setInvalid(fields);
      // The field to correct takes the focus, so that the next keystrokes go where they are needed.
      if (fields.identifier) focusFirstField(formRef.current);
      else formRef.current?.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')?.focus();
      return;
    }
    setError(null);
    setInvalid({ identifier: false, password: false });
    setBusy(true);
    try {
      const asked = await signIn(loginIdentifier(input), password);
      if (asked) {
        // The password is not kept on the screen while the code is typed: coming back means typing it again.
        setPassword('');
        setChallenge(asked);
        setBusy(false);
        return;
      }
      router.replace(adminRoutes.home);
    } catch (failure) {
      if (isUnverifiedAccountError(failure)) {
        setUnverified({ mode, address: mode === 'email' ? email.trim() : fullPhoneNumber(countryCode, number) });
      } else {
        setError(errorText(failure, T.loginFailed));
      }
      setBusy(false);
    }
  }

  async function resendVerification() {
    if (!unverified || resend === 'sending') return;
    setResend('sending');
    try {
      await api().post('/auth/resend-verification', { body: { email: unverified.address }, auth: false });
    } catch {
      // The answer is the same whether or not a link left: a refusal says nothing more to show.
    }
    setResend('sent');
  }

  const phone = mode === 'phone';

  function backToPassword(message?: string) {
    setChallenge(null);
    setError(message ?? null);
  }

  if (challenge?.secondFactor === 'setup') {
    return (
      <Suspense fallback={<AuthCard icon={Loader2} title={T.submitting} spin role="status" />}>
        <SignInSetupForm
          challenge={challenge}
          account={mode === 'email' ? email.trim() : fullPhoneNumber(countryCode, number)}
          onSignedIn={() => router.replace(adminRoutes.home)}
          onBack={backToPassword}
        />
      </Suspense>
    );
  }

  if (challenge) {
    return (
      <SecondFactorForm
        challenge={challenge}
        onSignedIn={() => router.replace(adminRoutes.home)}
        onBack={(message) => {
          setChallenge(null);
          setError(message ?? null);
        }}
      />
    );
  }

  return (
    <AuthCard
      icon={LockKeyhole}
      title={T.loginTitle}
      subtitle={T.loginSubtitle}
      footer={
        <span className="inline-flex items-center justify-center gap-1.5">
          <ShieldCheck className="size-4 text-brand-700 dark:text-brand-500" aria-hidden />
          {T.adminOnly}
        </span>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
        <fieldset>
          <legend className="sr-only">{T.loginWith}</legend>
          <div className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800">
            {(['email', 'phone'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => changeMode(value)}
                className={cn(
                  'h-9 rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  mode === value
                    ? 'bg-white text-gray-900 shadow-sm dark:bg-gray-950 dark:text-gray-50'
                    : 'text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100',
                )}
              >
                {value === 'email' ? T.modeEmail : T.modePhone}
              </button>
            ))}
          </div>
        </fieldset>

        {phone ? (
          <Field label={T.phoneLabel}>
            {({ id, describedBy }) => (
              <div className="flex gap-2">
                {/* The closed chooser shows the code only, so that the number keeps its room on a phone; the native
                    list (with the countries' names) opens over it. */}
                <div className="relative w-[5.75rem] shrink-0 rounded-md focus-within:ring-2 focus-within:ring-brand-600/30 [&:focus-within>div]:border-brand-600">
                  <div
                    aria-hidden
                    className={cn(inputClass, 'pointer-events-none flex items-center justify-between gap-1 pr-2 tabular-nums')}
                  >
                    {countryCode}
                    <ChevronDown className="size-4 text-gray-500" />
                  </div>
                  <select
                    aria-label={T.countryCodeLabel}
                    value={countryCode}
                    onChange={(event) => setCountryCode(event.target.value)}
                    autoComplete="tel-country-code"
                    className="absolute inset-0 cursor-pointer opacity-0"
                  >
                    {COUNTRY_CODES.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.code} {country.country}
                      </option>
                    ))}
                  </select>
                </div>
                <Input
                  data-first-field
                  id={id}
                  type="tel"
                  inputMode="tel"
                  autoComplete="username"
                  placeholder={T.phonePlaceholder}
                  value={number}
                  onChange={(event) => setNumber(event.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid.identifier || undefined}
                />
              </div>
            )}
          </Field>
        ) : (
          <Field label={T.emailLabel}>
            {({ id, describedBy }) => (
              <EmailInput
                data-first-field
                id={id}
                autoComplete="username"
                placeholder={T.emailPlaceholder}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid.identifier || undefined}
              />
            )}
          </Field>
        )}

        <div className="space-y-1.5">
          <Field label={T.passwordLabel}>
            {({ id, describedBy }) => (
              <PasswordInput
                id={id}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid.password || undefined}
              />
            )}
          </Field>
          <div className="flex justify-end">
            <AuthLink href={adminRoutes.forgotPassword} className={cn(authLinkClass, 'text-sm')}>
              {T.forgotPassword}
            </AuthLink>
          </div>
        </div>

        {error && <FormAlert>{error}</FormAlert>}

        {unverified && (
          <FormAlert tone="warning" title={T.unverifiedTitle}>
            {resend === 'sent' ? (
              <div className="space-y-1">
                <p className="flex items-center gap-1.5 font-medium text-emerald-800 dark:text-emerald-300">
                  <CheckCircle2 className="size-4 shrink-0" aria-hidden />
                  {unverified.mode === 'email' ? T.resentEmail : T.resentSms}
                </p>
                {unverified.mode === 'email' && <p>{T.spamHint}</p>}
              </div>
            ) : (
              <div className="space-y-3">
                <p>{unverified.mode === 'email' ? T.unverifiedEmail : T.unverifiedPhone}</p>
                <Button variant="secondary" size="sm" busy={resend === 'sending'} onClick={resendVerification}>
                  {resend === 'sending' ? T.resending : unverified.mode === 'email' ? T.resendEmail : T.resendSms}
                </Button>
              </div>
            )}
          </FormAlert>
        )}

        <Button type="submit" busy={busy} className="w-full">
          {busy ? T.submitting : T.submit}
        </Button>

        <p className="text-center text-sm text-gray-600 dark:text-gray-400">
          {T.notVerifiedYet}{' '}
          <AuthLink href={adminRoutes.verification} className={authLinkClass}>
            {T.resendVerification}
          </AuthLink>
        </p>
      </form>
    </AuthCard>
  );
}
