'use client';
// The dialogs of the 'Vérification en deux étapes' card (docs/product.md, "Back office"; docs/api.md, "Second
// factor"), fetched when one first opens: the password again, then for a setup the QR code of the `otpauth://`
// address (drawn here by `qrcode`, so that the API sends no image) with the key in groups of four and the app's
// first code, then the ten recovery codes, shown this once with a copy and a download.
import { AlertTriangle, CheckCircle2, Copy, Download } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { errorText } from '@/lib/api/answer';
import { groupedKey, recoveryCodesFile, secondFactorCodeError } from '@/lib/api/second-factor-form';
import { useDisableTotp, useEnableTotp, useRenewRecoveryCodes, useStartTotpSetup } from '@/lib/api/two-factor';
import { notify } from '@/lib/notify';
import { formatDateTime } from '@/shared/format';
import { TOAST_TITLES } from '@/shared/messages';
import { normaliseTotpCode, type TotpSetup, TWO_FACTOR_MESSAGES as M } from '@/shared/two-factor';
import { PasswordForm } from './confirm-password-dialog';
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
        <PasswordForm
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
        <CodesStep codes={step.codes} message={step.message} account={account} onDone={onClose} />
      )}
    </Dialog>
  );
}

/** The QR code of the `otpauth://` address, as an SVG image (the shop's CSP allows `data:` images). */
function useQrCode(uri: string): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => live && setState({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, failed: false }))
      .catch(() => live && setState({ src: null, failed: true }));
    return () => {
      live = false;
    };
  }, [uri]);
  return state;
}

interface ScanStepProps {
  setup: TotpSetup;
  busy: boolean;
  error: string | null;
  onTyping: () => void;
  onConfirm: (code: string) => void;
}

function ScanStep({ setup, busy, error, onTyping, onConfirm }: ScanStepProps) {
  const qr = useQrCode(setup.otpauthUri);
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
      <div className="flex justify-center">
        <div className="flex size-48 items-center justify-center rounded-lg border border-gray-200 bg-white p-2 dark:border-gray-700">
          {qr.src ? (
            // biome-ignore lint/performance/noImgElement: a data URL drawn here, not an image to optimise
            <img src={qr.src} alt={T.qrAlt} width={176} height={176} className="size-44" data-testid="totp-qr" />
          ) : (
            <p className="px-2 text-center text-xs text-gray-500">{qr.failed ? T.qrFailed : T.qrLoading}</p>
          )}
        </div>
      </div>
      <div className="space-y-1 rounded-md bg-gray-50 p-3 dark:bg-gray-800/60">
        <p className="text-sm text-gray-700 dark:text-gray-300">{T.keyLabel}</p>
        <p className="font-mono text-base font-semibold tracking-wide text-gray-900 select-all dark:text-gray-50" data-testid="totp-key">
          {groupedKey(setup.secret)}
        </p>
        <p className="text-xs text-gray-500 dark:text-gray-400">{T.keyHint}</p>
      </div>
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

function CodesStep({ codes, message, account, onDone }: { codes: string[]; message: string; account: string; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify('success', T.copied);
    } catch {
      notify('error', TOAST_TITLES.error, T.copyFailed);
    }
  }
  function download() {
    const file = new Blob([recoveryCodesFile(codes, account, formatDateTime(Date.now()))], { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = T.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
        {message}
      </p>
      <div role="note" className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p>{T.codesWarning}</p>
      </div>
      <ol className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md bg-gray-50 p-3 font-mono text-sm text-gray-900 dark:bg-gray-800/60 dark:text-gray-50" aria-label={T.codesTitle}>
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider" data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={copy}>
          <Copy className="h-4 w-4" aria-hidden />
          {T.copy}
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download className="h-4 w-4" aria-hidden />
          {T.download}
        </Button>
      </div>
      <Button onClick={onDone} className="w-full">
        {T.done}
      </Button>
    </div>
  );
}
