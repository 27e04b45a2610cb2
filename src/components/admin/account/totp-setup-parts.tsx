'use client';
// The parts of an authenticator app's setup shared by the account card's dialog and the sign-in's required setup
// (docs/product.md, "Back office"; docs/decisions/025-second-factor.md): the QR code of the `otpauth://` address,
// drawn in the browser by `qrcode` (fetched when first drawn, so that the API sends no image), the key in groups of
// four, and the ten recovery codes shown this once with a copy and a download. Whoever imports this file is itself
// loaded on demand: none of it is in a screen's first load.
import { AlertTriangle, CheckCircle2, Copy, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { groupedKey, recoveryCodesFile } from '@/lib/api/second-factor-form';
import { notify } from '@/lib/notify';
import { formatDateTime } from '@/shared/format';
import { TOAST_TITLES } from '@/shared/messages';
import { TWO_FACTOR_TEXTS as T } from './two-factor-texts';

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

/**
 * The QR code to scan, centred; while it is drawn (or if it cannot be), a line saying so. On a phone's width, the
 * `otpauth://` address as a link too: a phone cannot scan its own screen, and the authenticator apps open that address.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const qr = useQrCode(uri);
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="flex size-48 items-center justify-center rounded-lg border border-gray-200 bg-white p-2 dark:border-gray-700">
        {qr.src ? (
          // biome-ignore lint/performance/noImgElement: a data URL drawn here, not an image to optimise
          <img src={qr.src} alt={T.qrAlt} width={176} height={176} className="size-44" data-testid="totp-qr" />
        ) : (
          <p className="px-2 text-center text-xs text-gray-500">{qr.failed ? T.qrFailed : T.qrLoading}</p>
        )}
      </div>
      <a
        href={uri}
        className="text-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 sm:hidden dark:text-brand-500"
      >
        {T.openInApp}
      </a>
    </div>
  );
}

/** The key to type by hand into the app, in groups of four. */
export function TotpKey({ secret }: { secret: string }) {
  return (
    <div className="space-y-1 rounded-md bg-gray-50 p-3 text-left dark:bg-gray-800/60">
      <p className="text-sm text-gray-700 dark:text-gray-300">{T.keyLabel}</p>
      <p className="font-mono text-base font-semibold tracking-wide break-words text-gray-900 select-all dark:text-gray-50" data-testid="totp-key">
        {groupedKey(secret)}
      </p>
      <p className="text-xs text-gray-500 dark:text-gray-400">{T.keyHint}</p>
    </div>
  );
}

interface RecoveryCodesProps {
  codes: string[];
  message: string;
  /** The account's e-mail, written in the codes' file. */
  account: string;
  /** The last button's words ("J'ai noté mes codes", 'Continuer'). */
  doneLabel?: string;
  onDone: () => void;
}

/** The ten recovery codes, shown this once: the warning, the codes, a copy, a download (.txt), and the way on. */
export function RecoveryCodes({ codes, message, account, doneLabel = T.done, onDone }: RecoveryCodesProps) {
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
    <div className="space-y-4 text-left">
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
        {doneLabel}
      </Button>
    </div>
  );
}
