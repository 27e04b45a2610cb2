'use client';
// 'Alertes par e-mail' on /admin/compte (docs/product.md, "Alerts"): whether the signed-in administrator receives,
// once a day at the hour chosen (Dakar time), the summary of the product alerts; nothing is sent on a day without one.
import { Bell } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Switch } from '@/components/admin/kit/switch';
import { useForm } from '@/components/admin/kit/use-form';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/field';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useAlertEmailChoice, useSaveAlertEmailChoice } from '@/lib/api/alert-email';
import { errorText } from '@/lib/api/answer';
import { notify } from '@/lib/notify';
import { ALERT_SUMMARY_LIMITS, formatAlertHour } from '@/shared/alerts/summary';
import type { AlertEmailChoice } from '@/shared/alerts/answers';
import { CLIENT_ERRORS, TOAST_TITLES } from '@/shared/messages';

const T = {
  title: 'Alertes par e-mail',
  description: "Chaque jour, un résumé des produits en stock bas, en rupture, bientôt périmés ou périmés. Aucun e-mail les jours sans alerte.",
  switchLabel: 'Recevoir le résumé quotidien',
  switchHint: "À l'adresse email de votre compte.",
  hour: "Heure d'envoi",
  hourHint: 'Heure de Dakar.',
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  loading: 'Chargement des préférences...',
  loadError: 'Préférences des alertes indisponibles',
} as const;

const HOURS = Array.from({ length: ALERT_SUMMARY_LIMITS.hourMax - ALERT_SUMMARY_LIMITS.hourMin + 1 }, (_, index) => ALERT_SUMMARY_LIMITS.hourMin + index);

export function AlertEmailCard() {
  const stored = useAlertEmailChoice();
  const save = useSaveAlertEmailChoice();
  const [choice, setChoice] = useState<AlertEmailChoice | null>(null);
  // The card answers in toasts, as the settings' switches do: the schema's first message (the API's own,
  // alertEmailChoiceSchema, fetched on the first save), the server's refusal, or its message once saved. It shows
  // no banner and names no field: the switch and the hour cannot be set to a value the API refuses.
  const { busy, submit: send } = useForm({
    fields: [],
    loadSchema: () => import('@/shared/alerts/schemas').then((schemas) => schemas.alertEmailChoiceSchema),
    others: (messages) => {
      const first = Object.values(messages)[0];
      if (first) notify('error', TOAST_TITLES.error, first);
      return first !== undefined;
    },
    save: (_checked, body: AlertEmailChoice) => save.mutateAsync(body),
    saved: (answer) => notify('success', TOAST_TITLES.success, answer.message || undefined),
    failed: CLIENT_ERRORS.default,
    failedToo: (message) => notify('error', TOAST_TITLES.error, message),
  });
  useEffect(() => {
    if (stored.data) setChoice(stored.data);
  }, [stored.data]);
  const changed = choice !== null && stored.data !== undefined && (choice.alertesEmail !== stored.data.alertesEmail || choice.alertesHeure !== stored.data.alertesHeure);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice) void send(choice);
  }

  return (
    <FormSection
      title={T.title}
      description={T.description}
      icon={<Bell className="h-4 w-4 text-brand-700 dark:text-brand-500" aria-hidden />}
      form={{ onSubmit: submit, 'aria-label': T.title }}
    >
      {stored.isPending || (!choice && !stored.isError) ? (
        <LoadingState label={T.loading} className="py-6" />
      ) : stored.isError || !choice ? (
        <ErrorState title={T.loadError} message={errorText(stored.error, '')} onRetry={() => void stored.refetch()} className="py-6" />
      ) : (
        <>
          <Switch
            label={T.switchLabel}
            hint={T.switchHint}
            checked={choice.alertesEmail}
            disabled={busy}
            onChange={(alertesEmail) => setChoice({ ...choice, alertesEmail })}
          />
          <Field label={T.hour} hint={T.hourHint} className="max-w-48">
            <Select
              name="alertesHeure"
              value={choice.alertesHeure}
              disabled={busy || !choice.alertesEmail}
              onChange={(event) => setChoice({ ...choice, alertesHeure: Number(event.target.value) })}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {formatAlertHour(hour)}
                </option>
              ))}
            </Select>
          </Field>
          <div className="flex justify-end border-t border-gray-100 pt-4 dark:border-gray-800">
            <Button type="submit" busy={busy} disabled={!changed}>
              {busy ? T.saving : T.save}
            </Button>
          </div>
        </>
      )}
    </FormSection>
  );
}
