'use client';
// The delivery zone's form, in a dialog over the list (docs/back-office-kit.md, "Forms"): its name, its fee (blank
// for 'Frais à confirmer'), its delay and its switch, checked with the API's own schema before sending; the API's
// field messages under their fields, any other refusal in the form's banner. Fetched the first time it opens. The
// fields stay enabled while the zone is saved, so that a refusal can put the focus on the field to correct.
import { type FormEvent, useState } from 'react';
import { Switch } from '@/components/admin/kit/switch';
import { useForm } from '@/components/admin/kit/use-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { useSaveZone, type ZonePayload } from '@/lib/api/zones';
import { notify } from '@/lib/notify';
import { TOAST_TITLES } from '@/shared/messages';
import type { DeliveryZone } from '@/shared/orders/answers';
import { ZONE_TEXTS as T } from './texts';
import { EMPTY_ZONE, loadZoneSchema, ZONE_FIELDS, type ZoneFormValues, zoneField, zoneFormValues, zonePayload } from './zone-rules';

export interface ZoneFormDialogProps {
  /** The zone edited; null for a new one. */
  zone: DeliveryZone | null;
  /** Where a new zone goes (after the last one). */
  position: number;
  onClose: () => void;
}

export default function ZoneFormDialog({ zone, position, onClose }: ZoneFormDialogProps) {
  const mode = zone ? 'edit' : 'create';
  const save = useSaveZone();
  const [values, setValues] = useState<ZoneFormValues>(() => (zone ? zoneFormValues(zone) : EMPTY_ZONE));
  const {
    ref: formRef,
    banner,
    errors,
    clearError,
    saving: busy,
    submit: send,
  } = useForm({
    fields: ZONE_FIELDS,
    fieldOf: zoneField,
    loadSchema: loadZoneSchema(mode),
    // Sent as the form built it: the API reads a fee left blank as 'Frais à confirmer'.
    save: (_checked, body: ZonePayload) => save.mutateAsync({ id: zone?._id, body }),
    saved: (answer) => {
      notify('success', TOAST_TITLES.success, answer.message || (zone ? T.updatedDefault : T.createdDefault));
      onClose();
    },
    failed: T.saveErrorDefault,
  });

  const set = <K extends keyof ZoneFormValues>(field: K, value: ZoneFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    await send(zonePayload(values, zone ? undefined : position));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={zone ? T.editTitle : T.createTitle}
      description={zone ? zone.nom : T.createDescription}
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label={zone ? T.editTitle : T.createTitle} className="space-y-4">
        {banner.element}
        <Field label={T.name} error={errors.nom}>
          <Input
            data-field="nom"
            value={values.nom}
            onChange={(event) => set('nom', event.target.value)}
            placeholder={T.namePlaceholder}
            aria-required
            autoComplete="off"
            autoFocus
          />
        </Field>
        <Field label={T.feeLabel} error={errors.frais} hint={T.feeHint}>
          <Input
            data-field="frais"
            inputMode="numeric"
            value={values.frais}
            onChange={(event) => set('frais', event.target.value)}
            placeholder={T.feePlaceholder}
            autoComplete="off"
          />
        </Field>
        <Field label={T.delayLabel} error={errors.delai}>
          <Input
            data-field="delai"
            value={values.delai}
            onChange={(event) => set('delai', event.target.value)}
            placeholder={T.delayPlaceholder}
            autoComplete="off"
          />
        </Field>
        <div data-field="actif" tabIndex={-1} className="rounded-md border border-gray-200 p-3 outline-none dark:border-gray-800">
          <Switch label={T.activeLabel} hint={T.activeHint} checked={values.actif} onChange={(checked) => set('actif', checked)} />
          {errors.actif && (
            <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
              {errors.actif}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? (zone ? T.editBusy : T.createBusy) : zone ? T.editSubmit : T.createSubmit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
