'use client';
// The super administrators' reminder while the shop's e-mails go to the outbox (docs/product.md, "E-mail
// delivery"): nothing is sent until SMTP_URL is set. Loaded only when shown, so that no screen's first load
// carries it. On a phone it is the title and a link to the rest, so that it does not fill the first screen.
import { MailWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { MAIL_MESSAGES } from '@/shared/mail/messages';

export function MailBanner() {
  const [open, setOpen] = useState(false);
  const textId = useId();
  return (
    <div
      data-testid="mail-outbox-banner"
      className="mb-6 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3.5 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{MAIL_MESSAGES.bannerTitle}</p>
        <p id={textId} className={cn('mt-0.5 break-words', !open && 'hidden sm:block')}>
          {MAIL_MESSAGES.banner}
        </p>
        {!open && (
          <button
            type="button"
            aria-expanded={false}
            aria-controls={textId}
            onClick={() => setOpen(true)}
            className="mt-0.5 rounded font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-700 sm:hidden"
          >
            {MAIL_MESSAGES.bannerMore}
          </button>
        )}
      </div>
    </div>
  );
}
