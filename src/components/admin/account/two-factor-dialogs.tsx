'use client';
// The dialogs of the 'Vérification en deux étapes' card (docs/product.md, "Back office"; docs/api.md, "Second
// factor"), fetched when one first opens: the password again, then for a setup the QR code of the `otpauth://`
// address with the key in groups of four and the app's first code, then the ten recovery codes, shown this once
// with a copy and a download (./totp-setup-parts.tsx, shared with the sign-in's required setup).
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PasswordAgainForm } from '@/components/admin/kit/password-again-form';
import { useForm } from '@/components/admin/kit/use-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { secondFactorCodeError } from '@/lib/api/second-factor-form';
import { useDisableTotp, useEnableTotp, useRenewRecoveryCodes, useStartTotpSetup } from '@/lib/api/two-factor';
import { notify } from '@/lib/notify';
import { CLIENT_ERRORS, TOAST_TITLES } from '@/shared/messages';
import { normaliseTotpCode, TWO_FACTOR_MESSAGES as M } from '@/shared/auth/two-factor';
import type { TotpSetup } from '@/shared/auth/answers';
import { RecoveryCodes, TotpKey, TotpQrCode } from './totp-setup-parts';
import { TWO_FACTOR_TEXTS as T } from './two-factor-texts';

export type TwoFactorAction = 'setup' | 'renew' | 'disable';

type Step = { kind: 'password' } | { kind: 'scan'; setup: TotpSetup } | { kind: 'codes'; codes: string[]; message: string };
/** What the password opens: the next step, or the factor turned off (the dialog closes). */
type AfterPassword = Exclude<Step, { kind: 'password' }> | { kind: 'disabled'; message: string };

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
  // The password sent with the kit's useForm (docs/back-office-kit.md, "Sending a form"): the dialog has no banner,
  // so every refusal (a wrong password, too many tries) is said under the field.
  const password = useForm({
    fields: ['currentPassword'],
    save: async (_checked, currentPassword: string): Promise<AfterPassword> => {
      if (shown === 'setup') return { kind: 'scan', setup: await setup.mutateAsync(currentPassword) };
      if (shown === 'renew') return { kind: 'codes', codes: await renew.mutateAsync(currentPassword), message: M.recoveryCodesRenewed };
      return { kind: 'disabled', message: await disable.mutateAsync(currentPassword) };
    },
    saved: (next) => {
      if (next.kind !== 'disabled') return setStep(next);
      notify('success', TOAST_TITLES.success, next.message || M.disabled);
      onClose();
    },
    failed: CLIENT_ERRORS.default,
    refusedUnder: 'currentPassword',
  });

  // Each opening starts from the password.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the dialog
  useEffect(() => {
    if (action) {
      setStep({ kind: 'password' });
      password.setErrors({});
      for (const mutation of [setup, enable, renew, disable]) mutation.reset();
    }
  }, [action]);

  const title = step.kind === 'scan' ? T.scanTitle : step.kind === 'codes' ? T.codesTitle : T.passwordTitle[shown];

  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && !busy && onClose()} title={title}>
      {step.kind === 'password' ? (
        <PasswordAgainForm
          intro={<p className="text-sm text-gray-600 dark:text-gray-300">{T.passwordText[shown]}</p>}
          submitLabel={busy ? (shown === 'disable' ? T.disabling : T.checking) : shown === 'disable' ? T.disableConfirm : T.continue}
          danger={shown === 'disable'}
          busy={busy}
          error={password.errors.currentPassword}
          onCancel={onClose}
          onConfirm={(typed) => void password.submit(typed)}
          onTyping={() => password.clearError('currentPassword')}
        />
      ) : step.kind === 'scan' ? (
        <ScanStep
          setup={step.setup}
          enable={(code) => enable.mutateAsync(code)}
          onEnabled={(codes) => setStep({ kind: 'codes', codes, message: T.enabledShort })}
        />
      ) : (
        <RecoveryCodes codes={step.codes} message={step.message} account={account} onDone={onClose} />
      )}
    </Dialog>
  );
}

interface ScanStepProps {
  setup: TotpSetup;
  /** The app's code sent; the ten recovery codes it answers. */
  enable: (code: string) => Promise<string[]>;
  onEnabled: (codes: string[]) => void;
}

function ScanStep({ setup, enable, onEnabled }: ScanStepProps) {
  const [code, setCode] = useState('');
  // The code checked by the sign-in's own rules (no zod in the dialog), then sent: every refusal under the field.
  const { errors, clearError, busy, submit: send } = useForm({
    fields: ['code'],
    rules: (typed): Record<string, string> => {
      const refusal = secondFactorCodeError('totp', String(typed));
      return refusal ? { code: refusal } : {};
    },
    save: (_checked, typed: string) => enable(normaliseTotpCode(typed)),
    saved: onEnabled,
    failed: CLIENT_ERRORS.default,
    refusedUnder: 'code',
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    void send(code);
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-gray-600 dark:text-gray-300">{T.scanStep1}</p>
      <TotpQrCode uri={setup.otpauthUri} />
      <TotpKey secret={setup.secret} />
      <Field label={T.codeLabel} error={errors.code}>
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
              clearError('code');
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
