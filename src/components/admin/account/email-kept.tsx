'use client';
// The waiting address's card when its confirmation link was only kept in the outbox (no SMTP_URL; docs/product.md,
// "E-mail delivery"): loaded only then, so that the profile's first load does without these texts.
import { MAIL_MESSAGES } from '@/shared/mail/messages';

export function EmailKept({ address, current }: { address: string; current: string }) {
  return (
    <>
      {MAIL_MESSAGES.emailPendingKept(address, current)} {MAIL_MESSAGES.howTo}
    </>
  );
}
