'use client';
// The super administrators' reminder while the shop's e-mails go to the outbox (docs/product.md, "E-mail
// delivery"): nothing is sent until SMTP_URL is set. Loaded only when shown, so that no screen's first load
// carries it.
import { MailWarning } from 'lucide-react';
import { MAIL_MESSAGES } from '@/shared/mail/messages';

export function MailBanner() {
  return (
    <div
      data-testid="mail-outbox-banner"
      className="mb-6 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3.5 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">{MAIL_MESSAGES.bannerTitle}</p>
        <p className="mt-0.5 break-words">{MAIL_MESSAGES.banner}</p>
      </div>
    </div>
  );
}
