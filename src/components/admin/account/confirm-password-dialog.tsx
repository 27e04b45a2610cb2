'use client';
// Asks for the current password before a new e-mail or phone is saved (docs/api.md, PUT /auth/profile): a
// stolen session alone must not be enough to take the account's way back in. The server's answer to a wrong
// password is shown here, under the field.
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, PasswordInput } from '@/components/ui/field';
import { ACCOUNT_TEXTS as T } from './texts';

interface ConfirmPasswordDialogProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (password: string) => void;
  onTyping: () => void;
}

export function ConfirmPasswordDialog({ open, busy, error, onOpenChange, onConfirm, onTyping }: ConfirmPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={T.confirmTitle} description={T.confirmText}>
      <PasswordForm
        intro={<p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900 dark:bg-blue-950/50 dark:text-blue-200">{T.confirmNotice}</p>}
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

interface PasswordFormProps {
  intro: ReactNode;
  submitLabel: string;
  danger?: boolean;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (password: string) => void;
  onTyping: () => void;
}

/** The password asked again, inside a dialog: a new form each time the dialog opens, so nothing typed is kept. */
export function PasswordForm({ intro, submitLabel, danger = false, busy, error, onCancel, onConfirm, onTyping }: PasswordFormProps) {
  const [password, setPassword] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (password && !busy) onConfirm(password);
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {intro}
      <Field label={T.currentPassword} error={error}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            name="currentPassword"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              onTyping();
            }}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {T.cancel}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy} disabled={!password}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
