'use client';
// The dialogs of the 'Vérification en deux étapes' card (docs/product.md, "Back office"; docs/api.md, "Second
// factor"), fetched when one first opens: the password again, then for a setup the QR code of the `otpauth://`
// address with the key in groups of four and the app's first code, then the ten recovery codes, shown this once
// with a copy and a download (./totp-setup-parts.tsx, shared with the sign-in's required setup).
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PasswordAgainForm } from '@/components/admin/kit/password-again-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { errorText } from '@/lib/api/answer';
import { secondFactorCodeError } from '@/lib/api/second-factor-form';
import { useDisableTotp, useEnableTotp, useRenewRecoveryCodes, useStartTotpSetup } from '@/lib/api/two-factor';
import { notify } from '@/lib/notify';
import { TOAST_TITLES } from '@/shared/messages';
import { normaliseTotpCode, type TotpSetup, TWO_FACTOR_MESSAGES as M } from '@/shared/auth/two-factor';
import { RecoveryCodes, TotpKey, TotpQrCode } from './totp-setup-parts';
import { TWO_FACTOR_TEXTS as T } from './two-factor-texts';

export type TwoFactorAction = 'setup' | 'renew' | 'disable';

type Step = { kind: 'password' } | { kind: 'scan'; setup: TotpSetup } | { kind: 'codes'; codes: string[]; message: string };

interface TwoFactorDialogsProps {
  /** The dialog open, or null when closed. */
  action: TwoFactorAction | null;
  /** The account's e-mail, written in the recovery codes' file. */
  account: string;
  onClose: () => void;
}

export function TwoFactorDialogs({ action, account, onClose }: TwoFactorDialogsProps) {
  // The dialog keeps its words while it fades out after the action is cleared.
  const last = useRef<TwoFactorAction>('setup');
  if (action) last.current = action;
  const shown = action ?? last.current;
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const setup = useStartTotpSetup();
  const enable = useEnableTotp();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTotp();
  const busy = setup.isPending || enable.isPending || renew.isPending || disable.isPending;

  // Each opening starts from the password.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the dialog
  useEffect(() => {
    if (action) {
      setStep({ kind: 'password' });
      for (const mutation of [setup, enable, renew, disable]) mutation.reset();
    }
  }, [action]);

  function confirmPassword(password: string) {
    if (shown === 'setup') setup.mutate(password, { onSuccess: (data) => setStep({ kind: 'scan', setup: data }) });
    else if (shown === 'renew') renew.mutate(password, { onSuccess: (codes) => setStep({ kind: 'codes', codes, message: M.recoveryCodesRenewed }) });
    else
      disable.mutate(password, {
        onSuccess: (message) => {
          notify('success', TOAST_TITLES.success, message || M.disabled);
          onClose();
        },
      });
  }

  const passwordError = setup.error ?? renew.error ?? disable.error;
  const title = step.kind === 'scan' ? T.scanTitle : step.kind === 'codes' ? T.codesTitle : T.passwordTitle[shown];

  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && !busy && onClose()} title={title}>
      {step.kind === 'password' ? (
        <PasswordAgainForm
          intro={<p className="text-sm text-gray-600 dark:text-gray-300">{T.passwordText[shown]}</p>}
          submitLabel={busy ? (shown === 'disable' ? T.disabling : T.checking) : shown === 'disable' ? T.disableConfirm : T.continue}
          danger={shown === 'disable'}
          busy={busy}
          error={passwordError ? errorText(passwordError) : null}
          onCancel={onClose}
          onConfirm={confirmPassword}
          onTyping={() => {
            setup.reset();
            renew.reset();
            disable.reset();
          }}
        />
      ) : step.kind === 'scan' ? (
        <ScanStep
          setup={step.setup}
          busy={enable.isPending}
          error={enable.error ? errorText(enable.error) : null}
          onTyping={() => enable.reset()}
          onConfirm={(code) => enable.mutate(code, { onSuccess: (codes) => setStep({ kind: 'codes', codes, message: T.enabledShort }) })}
        />
      ) : (
        <RecoveryCodes codes={step.codes} message={step.message} account={account} onDone={onClose} />
      )}
    </Dialog>
  );
}

interface ScanStepProps {
  setup: TotpSetup;
  busy: boolean;
  error: string | null;
  onTyping: () => void;
  onConfirm: (code: string) => void;
}

function ScanStep({ setup, busy, error, onTyping, onConfirm }: ScanStepProps) {
  const [code, setCode] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const refusal = secondFactorCodeError('totp', code);
    setFormError(refusal);
    if (!refusal) onConfirm(normaliseTotpCode(code));
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-gray-600 dark:text-gray-300">{T.scanStep1}</p>
      <TotpQrCode uri={setup.otpauthUri} />
      <TotpKey secret={setup.secret} />
      <Field label={T.codeLabel} error={formError ?? error}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder={T.codePlaceholder}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setFormError(null);
              onTyping();
            }}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className="font-mono text-lg tracking-[0.3em]"
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" busy={busy} className="w-full sm:w-auto">
          {busy ? T.verifying : T.verify}
        </Button>
      </div>
    </form>
  );
}
