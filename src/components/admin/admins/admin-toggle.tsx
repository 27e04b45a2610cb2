'use client';
// Block or unblock one administrator, after a confirmation and, if not typed in the last 5 minutes, the password
// (docs/product.md, "Blocking"; the kit's use-step-up.tsx): the server's message in a toast, titled 'Succès' or 'Erreur',
// then the list read again.
import { Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { useStepUp } from '@/components/admin/kit/use-step-up';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/lazy-dialog';
import { errorText } from '@/lib/api/answer';
import { adminDisplayName, toggleActionFor, useToggleAdmin } from '@/lib/api/admins';
import { notify } from '@/lib/notify';
import { STEP_UP } from '@/shared/auth/step-up';
import { TOAST_TITLES } from '@/shared/messages';
import type { Admin } from '@/shared/auth/answers';
import { ADMIN_TEXTS as T } from './texts';

export function AdminToggle({ admin, className }: { admin: Admin; className?: string }) {
  const [open, setOpen] = useState(false);
  const toggle = useToggleAdmin();
  const action = toggleActionFor(admin);
  const name = adminDisplayName(admin);
  const blocking = action === 'block';
  const stepUp = useStepUp(T.stepUpText(STEP_UP.minutes));

  function send() {
    toggle.mutate(
      { id: admin.id, action },
      {
        onSuccess: (answer) => notify('success', TOAST_TITLES.success, answer.message || undefined),
        onError: (error) => {
          if (!stepUp.askedAgain(error, send)) notify('error', TOAST_TITLES.error, errorText(error, T.toggleFailed));
        },
        onSettled: () => setOpen(false),
      },
    );
  }


  return (
    <>
      <Button
        variant={blocking ? 'secondary' : 'primary'}
        size="sm"
        className={blocking ? `text-red-700 hover:text-red-800 dark:text-red-400 ${className ?? ''}` : className}
        onClick={() => setOpen(true)}
      >
        {blocking ? <Lock className="h-4 w-4" aria-hidden /> : <LockOpen className="h-4 w-4" aria-hidden />}
        {blocking ? T.block : T.unblock}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={blocking ? T.blockTitle : T.unblockTitle}
        description={
          blocking ? (
            <>
              <p>{T.blockQuestion(name)}</p>
              <p>{T.blockConsequence}</p>
            </>
          ) : (
            <p>{T.unblockQuestion(name)}</p>
          )
        }
        confirmLabel={blocking ? T.block : T.unblock}
        busyLabel={blocking ? T.blockBusy : T.unblockBusy}
        busy={toggle.isPending}
        tone={blocking ? 'danger' : 'primary'}
        onConfirm={send}
      />
      {stepUp.dialog}
    </>
  );
}
