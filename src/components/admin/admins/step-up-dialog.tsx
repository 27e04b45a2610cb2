'use client';
// The password asked again before what moves money or access (docs/decisions/026-step-up.md): the account screen's
// password form, in the same dialog, for every screen that needs it. Loaded the first time it opens (./use-step-up.tsx).
import { PasswordForm } from '@/components/admin/account/confirm-password-dialog';
import { ACCOUNT_TEXTS } from '@/components/admin/account/texts';
import { Dialog } from '@/components/ui/dialog';
import { STEP_UP } from '@/shared/auth/step-up';
import { ADMIN_TEXTS as T } from './texts';

export interface StepUpDialogProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  /** What the password is for; the administrators' management when not said. */
  description?: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: (password: string) => void;
  onTyping: () => void;
}

export default function StepUpDialog({ open, busy, error, description, onOpenChange, onConfirm, onTyping }: StepUpDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={ACCOUNT_TEXTS.confirmTitle}
      description={description ?? T.stepUpText(STEP_UP.minutes)}
    >
      <PasswordForm
        intro={null}
        submitLabel={busy ? ACCOUNT_TEXTS.confirming : ACCOUNT_TEXTS.confirm}
        busy={busy}
        error={error}
        onCancel={() => onOpenChange(false)}
        onConfirm={onConfirm}
        onTyping={onTyping}
      />
    </Dialog>
  );
}
