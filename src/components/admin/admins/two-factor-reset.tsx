'use client';
// A super administrator removes another administrator's second factor (docs/api.md, POST /auth/admin/{id}/2fa/reset;
// docs/decisions/025-second-factor.md): for a lost phone without its recovery codes. The administrator's answer does
// not say whether the account has one, so the action is always offered and the server's answer speaks (an account
// without one: 'La double authentification n'est pas activée sur ce compte.'). Recorded in the activity feed. The
// password again unless typed in the last 5 minutes (a sign-in counts): asked when the server answers
// `step_up_required` (the kit's use-step-up.tsx), then the reset runs again.
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useStepUp } from '@/components/admin/kit/use-step-up';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/lazy-dialog';
import { errorText } from '@/lib/api/answer';
import { useResetSecondFactor } from '@/lib/api/two-factor';
import { notify } from '@/lib/notify';
import { TOAST_TITLES } from '@/shared/messages';
import { STEP_UP } from '@/shared/auth/step-up';

const T = {
  title: 'Double authentification',
  text: "Si l'administrateur a perdu son téléphone et ses codes de secours, supprimez sa double authentification : il se connectera avec son seul mot de passe et pourra la réactiver depuis Mon compte.",
  action: 'Réinitialiser la double authentification',
  confirmTitle: 'Réinitialiser la double authentification ?',
  confirmQuestion: (name: string) => `La double authentification de ${name} sera supprimée, ainsi que ses codes de secours.`,
  confirmConsequence: 'Son mot de passe suffira pour se connecter. Il en sera informé par email, et l’action sera enregistrée dans l’activité.',
  confirm: 'Réinitialiser',
  busy: 'Réinitialisation...',
  failed: 'Erreur lors de la réinitialisation',
  stepUpText: (minutes: number) =>
    `Réinitialiser la double authentification d'un administrateur demande votre mot de passe. Il ne vous sera plus demandé pendant ${minutes} minutes.`,
} as const;

export function TwoFactorReset({ adminId, name }: { adminId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const reset = useResetSecondFactor();
  const stepUp = useStepUp(T.stepUpText(STEP_UP.minutes));

  function confirm() {
    reset.mutate(adminId, {
      onSuccess: (message) => notify('success', TOAST_TITLES.success, message || undefined),
      onError: (error) => {
        if (!stepUp.askedAgain(error, confirm)) notify('error', TOAST_TITLES.error, errorText(error, T.failed));
      },
      onSettled: () => setOpen(false),
    });
  }

  return (
    <div className="flex flex-col gap-3 border-t border-gray-100 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6 dark:border-gray-800">
      <div className="min-w-0 space-y-1">
        <h2 className="text-sm font-semibold text-gray-900 dark:text-gray-100">{T.title}</h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">{T.text}</p>
      </div>
      <Button variant="secondary" size="sm" className="shrink-0 text-red-700 hover:text-red-800 dark:text-red-400" onClick={() => setOpen(true)}>
        <ShieldOff className="h-4 w-4" aria-hidden />
        {T.action}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={T.confirmTitle}
        description={
          <>
            <p>{T.confirmQuestion(name)}</p>
            <p>{T.confirmConsequence}</p>
          </>
        }
        confirmLabel={T.confirm}
        busyLabel={T.busy}
        busy={reset.isPending}
        onConfirm={confirm}
      />
      {stepUp.dialog}
    </div>
  );
}
