'use client';
// The password asked again in the back office (docs/decisions/026-step-up.md), one dialog for every screen.
// Inviting, blocking and unblocking an administrator go through `guard`: with a step-up in memory the action runs
// at once; otherwise the password dialog opens first, and the action runs once the password is confirmed. The
// settings' save and the reset of another's second factor run at once (most saves need none, and a sign-in of the
// last 5 minutes counts as one) and go through `askedAgain` when the server answers 403 `step_up_required`. A wrong
// password stays in the dialog, under the field; cancelling does nothing. The dialog's code is fetched the first
// time it opens, so that the screens' first load does without it.
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { errorText, hasErrorCode } from '@/lib/api/answer';
import { confirmStepUp, forgetStepUp, stepUpHeaders } from '@/lib/api/step-up';

const StepUpDialog = lazy(() => import('./step-up-dialog'));

export interface StepUp {
  /**
   * Runs `action` now if the password was confirmed less than 5 minutes ago, else after the dialog, calling
   * `onAsk` as it opens (a confirmation closes then: one dialog at a time).
   */
  guard: (action: () => void, onAsk?: () => void) => void;
  /**
   * For a failed action: true when the server asked for the password again (the step-up had expired on its clock,
   * or belongs to an ended session); the dialog then opens, and `action` runs again after it.
   */
  askedAgain: (error: unknown, action: () => void) => boolean;
  dialog: ReactNode;
}

/** `description`: what the dialog says the password is for; the administrators' management by default. */
export function useStepUp(description?: string): StepUp {
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

  function guard(action: () => void, onAsk?: () => void) {
    if (stepUpHeaders()) return action();
    onAsk?.();
    ask(action);
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

  return { guard, askedAgain, dialog };
}
