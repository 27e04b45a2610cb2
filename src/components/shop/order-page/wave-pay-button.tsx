'use client';
// 'Payer avec Wave' (docs/product.md, "Paying with Wave"): asks the shop for a Wave link of the order's total, then
// sends the shopper to it. Nothing is paid here: Wave confirms the payment to the shop itself.
import { Loader2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { WAVE_PAGE_TEXTS, WAVE_MESSAGES, wavePayPath } from '@/shared/payments/wave';

export function WavePayButton({ code }: { code: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(wavePayPath(code), { method: 'POST', headers: { Accept: 'application/json' } });
      const answer = (await response.json().catch(() => null)) as { data?: { lien?: string }; message?: string } | null;
      const link = response.ok ? answer?.data?.lien : undefined;
      if (link) {
        window.location.assign(link);
        return;
      }
      setError(answer?.message ?? WAVE_MESSAGES.unavailable);
    } catch {
      setError(WAVE_MESSAGES.unavailable);
    }
    setBusy(false);
  };
  return (
    <div data-print-hide="">
      <button
        type="button"
        onClick={pay}
        disabled={busy}
        aria-busy={busy}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-[#1dc8ff] px-5 font-bold text-gray-950 hover:bg-[#12b5ea] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
      >
        {busy ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Wallet aria-hidden="true" className="size-5" />}
        {WAVE_PAGE_TEXTS.payButton}
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
