'use client';
// /admin/parametres, 'Données de démonstration' (docs/product.md, "Removing the demo data"): shown while the demo seed's
// rows are still there, untouched (GET /demo). It says what goes and what stays; 'Supprimer les données de
// démonstration' asks for the password every time (the kit's step-up dialog, which is the confirmation too: the
// removal cannot be undone), then removes them (DELETE /demo), says what was removed in a toast, and reads the
// screens again. A wrong password stays in the dialog; 'Annuler' does nothing.
import { Database, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api/answer';
import { useDemoData, useRemoveDemoData } from '@/lib/api/demo';
import { confirmStepUp } from '@/lib/api/step-up';
import { notify } from '@/lib/notify';
import { demoCountsText } from '@/shared/demo/messages';
import { TOAST_TITLES } from '@/shared/messages';

const StepUpDialog = lazy(() => import('@/components/admin/kit/step-up-dialog'));

export const DEMO_SECTION_TEXTS = {
  title: 'Données de démonstration',
  intro: (counts: string) => `La boutique contient encore des données de démonstration installées à son premier démarrage\u00a0: ${counts}.`,
  removedTitle: 'Seront supprimés',
  removed:
    'les catégories et sous-types, les produits et leurs photos, les commandes inventées avec leur historique et leurs mouvements de stock.',
  keptTitle: 'Resteront',
  kept:
    'tout ce que vous avez créé, les produits de démonstration que vous avez modifiés ou qui figurent dans une de vos commandes, les catégories qui contiennent encore un produit, et les commandes que vous avez traitées.',
  final: 'La suppression est définitive, et la démonstration ne sera plus jamais installée.',
  action: 'Supprimer les données de démonstration',
  busy: 'Suppression...',
  stepUp: 'Supprimer les données de démonstration demande votre mot de passe. Cette suppression est définitive.',
  failed: 'Les données de démonstration n’ont pas pu être supprimées.',
} as const;
const T = DEMO_SECTION_TEXTS;

export function DemoDataSection() {
  const demo = useDemoData();
  const remove = useRemoveDemoData();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const status = demo.data;
  if (!status?.presente) return null;

  function ask() {
    setError(null);
    setOpened(true);
    setOpen(true);
  }

  async function confirm(password: string) {
    setBusy(true);
    try {
      await confirmStepUp(password);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
      return;
    }
    try {
      const message = await remove.mutateAsync();
      setOpen(false);
      notify('success', TOAST_TITLES.success, message || undefined);
      router.refresh();
    } catch (failure) {
      setOpen(false);
      notify('error', TOAST_TITLES.deleteError, errorText(failure, T.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto mt-6 max-w-3xl">
      <FormSection title={T.title} description={T.intro(demoCountsText(status))} icon={<Database className="size-5 text-brand-700" aria-hidden />}>
        <div className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
          <p>
            <strong className="font-semibold">{T.removedTitle}&nbsp;:</strong> {T.removed}
          </p>
          <p>
            <strong className="font-semibold">{T.keptTitle}&nbsp;:</strong> {T.kept}
          </p>
          <p>{T.final}</p>
        </div>
        <Button variant="danger" onClick={ask} busy={busy}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {busy ? T.busy : T.action}
        </Button>
      </FormSection>
      {opened && (
        <Suspense fallback={null}>
          <StepUpDialog
            open={open}
            busy={busy}
            error={error}
            description={T.stepUp}
            onOpenChange={(next) => setOpen(next)}
            onConfirm={confirm}
            onTyping={() => setError(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
