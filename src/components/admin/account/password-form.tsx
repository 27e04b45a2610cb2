'use client';
// The password change of the 'Sécurité' tab (docs/api.md, PUT /auth/change-password): the API's own rules
// (changePasswordSchema) checked before sending, the button usable once all three fields are filled.
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useFormBanner } from '@/components/admin/kit/form-banner';
import { FormSection } from '@/components/admin/kit/form-section';
import { Button } from '@/components/ui/button';
import { Field, Input, PasswordInput } from '@/components/ui/field';
import { failureWithCode, type PasswordChange, useChangePassword } from '@/lib/api/account';
import { errorText } from '@/lib/api/answer';
import { apiFormErrors, type FormErrors, formFields, toFormErrors } from '@/lib/api/field-errors';
import { notify } from '@/lib/notify';
import { API_MESSAGES, TOAST_TITLES } from '@/shared/messages';
import { ACCOUNT_TEXTS as T } from './texts';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };
const passwordField = formFields(['currentPassword', 'newPassword', 'confirmPassword'] as const);
type Errors = FormErrors<keyof PasswordChange>;

export function PasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const banner = useFormBanner();
  const filled = Boolean(values.currentPassword && values.newPassword && values.confirmPassword);

  function set(key: keyof PasswordChange, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled || change.isPending) return;
    // The schemas (zod) are fetched on the first submit: the screen's first load does without them.
    const [{ changePasswordSchema }, { fieldErrors }] = await Promise.all([import('@/shared/auth/schemas'), import('@/shared/schemas')]);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(toFormErrors(fieldErrors(parsed.error), passwordField));
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync(values);
      setValues(EMPTY);
      banner.show('success', T.passwordChanged);
      notify('success', TOAST_TITLES.success, API_MESSAGES.passwordChanged);
    } catch (error) {
      setErrors(apiFormErrors(error, passwordField));
      banner.show('error', failureWithCode(error, T.passwordChangeFailed));
      notify('error', TOAST_TITLES.error, errorText(error, T.passwordChangeFailed));
    }
  }

  return (
    <div className="space-y-4">
      {banner.element}
      <FormSection
        title={T.changePassword}
        icon={<KeyRound className="h-4 w-4 text-brand-700 dark:text-brand-500" aria-hidden />}
        description={T.changePasswordHint}
        form={{ onSubmit: submit, noValidate: true, 'aria-label': T.changePassword }}
      >
        <Field label={T.currentPassword} error={errors.currentPassword}>
          <PasswordInput
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(event) => set('currentPassword', event.target.value)}
          />
        </Field>
        <Field label={T.newPassword} error={errors.newPassword} hint={T.newPasswordHint}>
          <Input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(event) => set('newPassword', event.target.value)}
          />
        </Field>
        <Field label={T.confirmPassword} error={errors.confirmPassword}>
          <Input
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => set('confirmPassword', event.target.value)}
          />
        </Field>
        <div className="flex justify-end pt-1">
          <Button type="submit" disabled={!filled} busy={change.isPending} className="w-full sm:w-auto">
            {change.isPending ? T.changing : T.changePassword}
          </Button>
        </div>
      </FormSection>
    </div>
  );
}
