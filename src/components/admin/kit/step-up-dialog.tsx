'use client';
// The password asked again before what moves money or access (docs/decisions/026-step-up.md): the account screen's
// password form (./password-again-form.tsx), in the same dialog, for every screen that needs it. Loaded the first
// time it opens (./use-step-up.tsx).
import { Dialog } from '@/components/ui/dialog';
import { PasswordAgainForm } from './password-again-form';
import { KIT_TEXTS as T } from './texts';

export interface StepUpDialogProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  /** What the password is for, in the screen's words. */
  description: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: (password: string) => void;
  onTyping: () => void;
}

export default function StepUpDialog({ open, busy, error, description, onOpenChange, onConfirm, onTyping }: StepUpDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={T.passwordAgainTitle}
      description={description}
    >
      <PasswordAgainForm
        intro={null}
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
