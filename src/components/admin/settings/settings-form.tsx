'use client';
// /admin/parametres (docs/product.md, "Shop settings"): the WhatsApp number the orders go to, the contacts, the hours,
// the announcement, the Mobile Money numbers, the free-delivery threshold, the minimum order, the default
// low-stock threshold and whether every administrator must sign in with a second factor, saved together with 'Enregistrer'. A super administrator's screen, as the server requires
// (PUT /parametres); the values are checked with the API's schema, fetched on the first submit. A change of the
// WhatsApp, Wave or Orange Money number, a contact or the policy needs the password again unless typed (or signed in
// with) in the last 5 minutes: the server's 403 `step_up_required` opens the administrators' password dialog, and the
// save runs again once it is confirmed (docs/decisions/026-step-up.md).
import { Banknote, Megaphone, MessageCircle, Package, Phone, ShieldCheck, Truck } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { PhoneInput } from '@/components/admin/account/phone-input';
import { FormSection } from '@/components/admin/kit/form-section';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { Switch } from '@/components/admin/kit/switch';
import { useForm } from '@/components/admin/kit/use-form';
import { Button } from '@/components/ui/button';
import { EmailInput, Field, Input } from '@/components/ui/field';
import { useSaveSettings, useShopSettings } from '@/lib/api/settings';
import { notify } from '@/lib/notify';
import { TOAST_TITLES } from '@/shared/messages';
import { SETTINGS_LIMITS } from '@/shared/settings/rules';
import type { ShopSettings } from '@/shared/settings/answers';
import { STEP_UP } from '@/shared/auth/step-up';
import { HoursSection } from './hours-section';
import { IdentitySection } from './identity-section';
import {
  type PhoneValue,
  SETTINGS_FIELDS,
  type SettingsFormValues,
  settingsFieldOf,
  settingsFormValues,
  settingsPayload,
} from './settings-values';
import { SETTINGS_TEXTS as T } from './texts';

const sectionIcon = (Icon: typeof Phone) => <Icon className="size-5 text-brand-700" aria-hidden />;

type PhoneKey = 'numeroWhatsapp' | 'telephoneContact' | 'numeroWave' | 'numeroOrangeMoney';
type AmountKey = 'livraisonOfferteDes' | 'commandeMinimum' | 'seuilStockBas';

function Form({ settings }: { settings: ShopSettings }) {
  const [values, setValues] = useState<SettingsFormValues>(() => settingsFormValues(settings));
  const save = useSaveSettings();
  const {
    ref: form,
    banner,
    errors,
    clearError,
    saving: busy,
    submit: send,
    dialog,
  } = useForm({
    fields: SETTINGS_FIELDS,
    fieldOf: settingsFieldOf,
    // The schemas (zod) are fetched on the first submit: the screen's first load does without them.
    loadSchema: () => import('@/shared/settings/schemas').then((settings) => settings.shopSettingsSchema),
    save: (_checked, body: ReturnType<typeof settingsPayload>) => save.mutateAsync(body),
    saved: (answer) => {
      if (answer.data) setValues(settingsFormValues(answer.data));
      banner.show('success', T.saved);
      notify('success', TOAST_TITLES.success, T.saved);
    },
    failed: T.saveFailed,
    invalid: T.checkFields,
    failedToo: (message) => notify('error', TOAST_TITLES.error, message),
    // The password again first: the same values are sent once it is confirmed; cancelled, nothing is saved.
    stepUp: T.stepUpText(STEP_UP.minutes),
  });

  function change<K extends keyof SettingsFormValues>(key: K, value: SettingsFormValues[K], field: string = key) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(field);
  }
  const announce = (key: keyof SettingsFormValues['annonce'], value: string) => change('annonce', { ...values.annonce, [key]: value }, `annonce.${key}`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    await send(settingsPayload(values));
  }

  const phone = (key: PhoneKey, label: string, hint?: ReactNode) => (
    <Field label={label} hint={hint} error={errors[key]}>
      {({ id, describedBy, invalid }) => (
        <PhoneInput
          id={id}
          field={key}
          describedBy={describedBy}
          invalid={invalid}
          countryCode={values[key].countryCode}
          number={values[key].number}
          onCountryCode={(countryCode) => change(key, { ...values[key], countryCode } as PhoneValue)}
          onNumber={(number) => change(key, { ...values[key], number } as PhoneValue)}
          disabled={busy}
          placeholder="77 123 45 67"
        />
      )}
    </Field>
  );

  const amount = (key: AmountKey, label: string, hint: string, unit = 'FCFA') => (
    <Field label={label} hint={hint} error={errors[key]}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <Input
            id={id}
            data-field={key}
            inputMode="numeric"
            autoComplete="off"
            value={values[key]}
            disabled={busy}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => change(key, event.target.value)}
            className={unit ? 'pr-16' : undefined}
          />
          {unit && <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-gray-600 dark:text-gray-400">{unit}</span>}
        </div>
      )}
    </Field>
  );

  return (
    <>
      <form ref={form} onSubmit={submit} noValidate aria-label={T.title} className="space-y-4">
        {banner.element}
        <IdentitySection values={values} errors={errors} disabled={busy} onChange={(key, value) => change(key, value)} />
        <FormSection title={T.ordersTitle} description={T.ordersHint} icon={sectionIcon(MessageCircle)}>
          {phone('numeroWhatsapp', T.whatsapp, T.whatsappHint)}
        </FormSection>

        <FormSection title={T.contactTitle} description={T.contactHint} icon={sectionIcon(Phone)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={T.email} error={errors.emailContact}>
              <EmailInput data-field="emailContact" value={values.emailContact} disabled={busy} onChange={(event) => change('emailContact', event.target.value)} />
            </Field>
            {phone('telephoneContact', `${T.phone} ${T.optional}`)}
          </div>
        </FormSection>

        <HoursSection
          hours={values.horaires}
          message={values.messageHorsHoraires}
          errors={errors}
          disabled={busy}
          onDay={(index, day) => change('horaires', values.horaires.map((current, at) => (at === index ? day : current)), `horaires.${index}`)}
          onMessage={(message) => change('messageHorsHoraires', message)}
        />

        <FormSection title={T.announcementTitle} description={T.announcementHint} icon={sectionIcon(Megaphone)}>
          <Field label={`${T.announcementText} ${T.optional}`} error={errors['annonce.texte']}>
            <Input
              data-field="annonce.texte"
              maxLength={SETTINGS_LIMITS.announcementTextMax + 50}
              value={values.annonce.texte}
              disabled={busy}
              onChange={(event) => announce('texte', event.target.value)}
            />
          </Field>
          <Field label={`${T.announcementLink} ${T.optional}`} hint={T.announcementLinkHint} error={errors['annonce.lien']}>
            <Input data-field="annonce.lien" inputMode="url" value={values.annonce.lien} disabled={busy} onChange={(event) => announce('lien', event.target.value)} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={`${T.announcementStart} ${T.optional}`} error={errors['annonce.debut']}>
              <Input type="date" data-field="annonce.debut" value={values.annonce.debut} disabled={busy} onChange={(event) => announce('debut', event.target.value)} />
            </Field>
            <Field label={`${T.announcementEnd} ${T.optional}`} error={errors['annonce.fin']}>
              <Input type="date" data-field="annonce.fin" value={values.annonce.fin} disabled={busy} onChange={(event) => announce('fin', event.target.value)} />
            </Field>
          </div>
          <p className="text-xs text-gray-500 dark:text-gray-400">{T.announcementDatesHint}</p>
        </FormSection>

        <FormSection title={T.paymentTitle} description={T.paymentHint} icon={sectionIcon(Banknote)}>
          <div className="grid gap-4 sm:grid-cols-2">
            {phone('numeroWave', `${T.wave} ${T.optional}`)}
            {phone('numeroOrangeMoney', `${T.orangeMoney} ${T.optional}`)}
          </div>
        </FormSection>

        <FormSection title={T.rulesTitle} description={T.rulesHint} icon={sectionIcon(Truck)}>
          <div className="grid gap-4 sm:grid-cols-2">
            {amount('livraisonOfferteDes', T.freeFrom, T.freeFromHint)}
            {amount('commandeMinimum', T.minimum, T.minimumHint)}
          </div>
        </FormSection>

        <FormSection title={T.stockTitle} icon={sectionIcon(Package)}>
          <div className="sm:w-1/2 sm:pr-2">{amount('seuilStockBas', T.lowStock, T.lowStockHint, '')}</div>
        </FormSection>

        <FormSection title={T.securityTitle} icon={sectionIcon(ShieldCheck)}>
          <div>
            <Switch
              field="doubleAuthentificationObligatoire"
              label={T.secondFactorPolicy}
              hint={T.secondFactorPolicyHint}
              checked={values.doubleAuthentificationObligatoire}
              disabled={busy}
              onChange={(on) => change('doubleAuthentificationObligatoire', on)}
            />
            {errors.doubleAuthentificationObligatoire && (
              <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
                {errors.doubleAuthentificationObligatoire}
              </p>
            )}
          </div>
        </FormSection>

        <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-gray-200 bg-gray-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 dark:border-gray-800 dark:bg-gray-950/95 sm:dark:bg-transparent">
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {busy ? T.saving : T.save}
          </Button>
        </div>
      </form>
      {/* Outside the form: the dialog's own form must not submit this one (React events cross portals). */}
      {dialog}
    </>
  );
}

export function SettingsForm() {
  const settings = useShopSettings();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <LoadGate read={settings} texts={{ loading: T.loading, error: T.loadError, errorDefault: T.loadError, missing: T.loadError }}>
        {(data) => <Form settings={data} />}
      </LoadGate>
    </div>
  );
}
