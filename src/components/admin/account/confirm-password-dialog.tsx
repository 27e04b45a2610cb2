'use client';
// Asks for the current password before a new e-mail or phone is saved (docs/api.md, PUT /auth/profile): a
// stolen session alone must not be enough to take the account's way back in. The server's answer to a wrong
// password is shown here, under the field.
import { PasswordAgainForm } from '@/components/admin/kit/password-again-form';
import { Dialog } from '@/components/ui/dialog';
import { MAIL_MESSAGES } from '@/shared/mail/messages';
import { ACCOUNT_TEXTS as T } from './texts';

interface ConfirmPasswordDialogProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (password: string) => void;
  onTyping: () => void;
  /** The shop's e-mails are kept in the outbox (no SMTP_URL): the messages announced will not be sent. */
  mailKept?: boolean;
}

export function ConfirmPasswordDialog({ open, busy, error, onOpenChange, onConfirm, onTyping, mailKept = false }: ConfirmPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={T.confirmTitle} description={T.confirmText}>
      <PasswordAgainForm
        intro={<p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900 dark:bg-blue-950/50 dark:text-blue-200">{mailKept ? MAIL_MESSAGES.contactChangeKept : T.confirmNotice}</p>}
        submitLabel={busy ? T.confirming : T.confirm}
        busy={busy}
        error={error}
        onCancel={() => onOpenChange(false)}
        onConfirm={onConfirm}
        onTyping={onTyping}
      />
    </Dialog>
  );
}
