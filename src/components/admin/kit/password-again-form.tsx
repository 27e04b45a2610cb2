'use client';
// The password asked again, inside a dialog (docs/back-office-kit.md, "The password again before an action"): the
// step-up's dialog (./step-up-dialog.tsx) and the account's own confirmations (a new e-mail or phone, the second
// factor, the passkeys) show the same form.
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, PasswordInput } from '@/components/ui/field';
import { KIT_TEXTS as T } from './texts';

interface PasswordAgainFormProps {
  intro: ReactNode;
  submitLabel: string;
  danger?: boolean;
  busy: boolean;
  error: string | null | undefined;
  onCancel: () => void;
  onConfirm: (password: string) => void;
  onTyping: () => void;
}

/** A new form each time the dialog opens, so nothing typed is kept. */
export function PasswordAgainForm({ intro, submitLabel, danger = false, busy, error, onCancel, onConfirm, onTyping }: PasswordAgainFormProps) {
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
