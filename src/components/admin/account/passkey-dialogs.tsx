'use client';
// The dialogs of the 'Clés d'accès' part (docs/product.md, "Back office"; docs/api.md, "Second factor"), fetched
// when one first opens: the password again, then, to add one, the browser's prompt (src/lib/api/passkey-ceremony.ts,
// loaded at that moment with @simplewebauthn/browser); to remove one, the password alone.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PasswordAgainForm } from '@/components/admin/kit/password-again-form';
import { useForm } from '@/components/admin/kit/use-form';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/api/answer';
import { passkeyKeys, useRemovePasskey } from '@/lib/api/passkeys';
import { accountKeys } from '@/lib/api/account';
import { notify } from '@/lib/notify';
import { CLIENT_ERRORS, TOAST_TITLES } from '@/shared/messages';
import { PASSKEY_MESSAGES as M } from '@/shared/auth/passkeys';
import type { PasskeySummary } from '@/shared/auth/answers';
import { PASSKEY_TEXTS as T } from './passkey-texts';

export type PasskeyAction = { kind: 'add' } | { kind: 'remove'; passkey: PasskeySummary };

interface PasskeyDialogsProps {
  /** The dialog open, or null when closed. */
  action: PasskeyAction | null;
  onClose: () => void;
}

export function PasskeyDialogs({ action, onClose }: PasskeyDialogsProps) {
  // The dialog keeps its words while it fades out after the action is cleared.
  const last = useRef<PasskeyAction>({ kind: 'add' });
  if (action) last.current = action;
  const shown = action ?? last.current;
  const client = useQueryClient();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const busy = adding || remove.isPending;
  // The removal is a form, sent with the kit's useForm (docs/back-office-kit.md, "Sending a form"): every refusal
  // under the password, the dialog having no banner. The addition is the browser's ceremony, run below.
  const removal = useForm({
    fields: ['currentPassword'],
    save: async (_checked, currentPassword: string) =>
      shown.kind === 'remove' ? remove.mutateAsync({ id: shown.passkey.id, currentPassword }) : '',
    saved: (message) => {
      notify('success', TOAST_TITLES.success, message || M.removed);
      onClose();
    },
    failed: CLIENT_ERRORS.default,
    refusedUnder: 'currentPassword',
  });

  // Each opening starts from an empty password and no error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the dialog
  useEffect(() => {
    if (action) {
      setAddError(null);
      removal.setErrors({});
      remove.reset();
    }
  }, [action]);

  async function add(password: string) {
    setAdding(true);
    setAddError(null);
    try {
      const { addPasskey, PasskeyPromptError } = await import('@/lib/api/passkey-ceremony');
      try {
        await addPasskey(password);
      } catch (failure) {
        if (failure instanceof PasskeyPromptError) setAddError(failure.reason === 'unsupported' ? T.unsupported : T.promptRefused);
        else setAddError(errorText(failure));
        return;
      } finally {
        // A wrong password is one of the account's sign-in attempts; a passkey added changes the list.
        client.invalidateQueries({ queryKey: passkeyKeys.all });
        client.invalidateQueries({ queryKey: accountKeys.signIns });
      }
      notify('success', TOAST_TITLES.success, M.added);
      onClose();
    } catch (failure) {
      setAddError(errorText(failure));
    } finally {
      setAdding(false);
    }
  }

  function confirm(password: string) {
    if (shown.kind === 'add') void add(password);
    else void removal.submit(password);
  }

  const removing = shown.kind === 'remove';
  const error = removing ? removal.errors.currentPassword : addError;

  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && !busy && onClose()} title={removing ? T.removeTitle : T.addTitle}>
      <PasswordAgainForm
        key={removing ? `remove-${shown.passkey.id}` : 'add'}
        intro={<p className="text-sm text-gray-600 dark:text-gray-300">{removing ? T.removeText(shown.passkey.name) : T.addText}</p>}
        submitLabel={busy ? (removing ? T.removing : T.adding) : removing ? T.removeConfirm : T.addConfirm}
        danger={removing}
        busy={busy}
        error={error}
        onCancel={onClose}
        onConfirm={confirm}
        onTyping={() => {
          setAddError(null);
          removal.clearError('currentPassword');
        }}
      />
    </Dialog>
  );
}
