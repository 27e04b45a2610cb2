'use client';
// The password asked again in the back office (docs/decisions/026-step-up.md), one dialog for every screen.
// Every guarded action (inviting, blocking, unblocking an administrator, resetting another's second factor, the
// settings' save) runs at once, with the step-up held in memory if any: a sign-in of the last 5 minutes counts as one
// on the server, and most settings' saves need none. When the server answers 403 `step_up_required`, `askedAgain`
// opens the password dialog, and the action runs again once the password is confirmed. A wrong password stays in
// the dialog, under the field; cancelling does nothing. The dialog's code is fetched the first time it opens, so
// that the screens' first load does without it.
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { errorText, hasErrorCode } from '@/lib/api/answer';
import { confirmStepUp, forgetStepUp } from '@/lib/api/step-up';

const StepUpDialog = lazy(() => import('./step-up-dialog'));

export interface StepUp {
  /**
   * For a failed action: true when the server asked for the password (none held and no sign-in of the last 5
   * minutes, one expired on its clock, or of an ended session); the dialog then opens, and `action` runs again after it.
   */
  askedAgain: (error: unknown, action: () => void) => boolean;
  dialog: ReactNode;
}

/** `description`: what the dialog says the password is for, in the screen's words. */
export function useStepUp(description: string): StepUp {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<(() => void) | null>(null);

  function ask(action: () => void) {
    pending.current = action;
    setError(null);
    setOpened(true);
    setOpen(true);
  }

  function askedAgain(failure: unknown, action: () => void): boolean {
    if (!hasErrorCode(failure, 'step_up_required')) return false;
    forgetStepUp();
    ask(action);
    return true;
  }

  async function confirm(password: string) {
    setBusy(true);
    try {
      await confirmStepUp(password);
    } catch (failure) {
      setError(errorText(failure));
      return;
    } finally {
      setBusy(false);
    }
    const action = pending.current;
    pending.current = null;
    setOpen(false);
    action?.();
  }

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) pending.current = null;
  }

  const dialog = opened ? (
    <Suspense fallback={null}>
      <StepUpDialog
        open={open}
        busy={busy}
        error={error}
        description={description}
        onOpenChange={openChange}
        onConfirm={confirm}
        onTyping={() => setError(null)}
      />
    </Suspense>
  ) : null;

  return { askedAgain, dialog };
}
