'use client';
// 'Identité de la boutique' in /admin/parametres (docs/product.md, "Shop settings"): the shop's name, shown by the
// storefront's header and titles, the delivery slip, the e-mails and the order messages, and its Facebook, Instagram
// and TikTok links, the footer showing only those set. Saved with the rest of the settings ('Enregistrer').
import { Store } from 'lucide-react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Field, Input } from '@/components/ui/field';
import { SETTINGS_LIMITS, SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from '@/shared/settings/rules';
import type { SettingsErrors, SettingsFormValues } from './settings-values';
import { SETTINGS_TEXTS as T } from './texts';

export type IdentityKey = 'nomBoutique' | 'lienFacebook' | 'lienInstagram' | 'lienTiktok';

interface IdentitySectionProps {
  values: Pick<SettingsFormValues, IdentityKey>;
  errors: SettingsErrors;
  disabled: boolean;
  onChange: (key: IdentityKey, value: string) => void;
}

export function IdentitySection({ values, errors, disabled, onChange }: IdentitySectionProps) {
  return (
    <div data-testid="identity-section">
      <FormSection title={T.identityTitle} description={T.identityHint} icon={<Store className="size-5 text-brand-700" aria-hidden />}>
      <Field label={T.shopName} hint={T.shopNameHint} error={errors.nomBoutique}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            data-field="nomBoutique"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required
            autoComplete="organization"
            maxLength={SETTINGS_LIMITS.shopNameMax + 20}
            value={values.nomBoutique}
            disabled={disabled}
            onChange={(event) => onChange('nomBoutique', event.target.value)}
          />
        )}
      </Field>
      <p className="text-sm text-gray-600 dark:text-gray-400">{T.socialHint}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {SOCIAL_NETWORK_NAMES.map((network) => {
          const { key, domain } = SOCIAL_NETWORKS[network];
          return (
            <Field key={key} label={`${T[key]} ${T.optional}`} error={errors[key]}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  data-field={key}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  placeholder={`https://www.${domain}/…`}
                  value={values[key]}
                  disabled={disabled}
                  onChange={(event) => onChange(key, event.target.value)}
                />
              )}
            </Field>
          );
        })}
      </div>
      </FormSection>
    </div>
  );
}
