'use client';
// The password change of the 'Sécurité' tab (docs/api.md, PUT /auth/change-password), sent with the kit's
// `useForm` (docs/back-office-kit.md, "Sending a form"): the API's own rules (changePasswordSchema) checked before
// sending, the button usable once all three fields are filled.
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { useForm } from '@/components/admin/kit/use-form';
import { Button } from '@/components/ui/button';
import { Field, Input, PasswordInput } from '@/components/ui/field';
import { failureWithCode, type PasswordChange, useChangePassword } from '@/lib/api/account';
import { errorText } from '@/lib/api/answer';
import { notify } from '@/lib/notify';
import { TOAST_TITLES } from '@/shared/messages';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { SECURITY_TEXTS as T } from './security-texts';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const filled = Boolean(values.currentPassword && values.newPassword && values.confirmPassword);
  // A refusal: its field messages, the message with its status in the banner, and a toast besides.
  const { ref, banner, errors, clearError, saving, submit: send } = useForm({
    fields: ['currentPassword', 'newPassword', 'confirmPassword'],
    // The schemas (zod) are fetched on the first submit: the screen's first load does without them.
    loadSchema: () => import('@/shared/auth/schemas').then((schemas) => schemas.changePasswordSchema),
    save: async (_checked, body: PasswordChange) => {
      try {
        return await change.mutateAsync(body);
      } catch (error) {
        notify('error', TOAST_TITLES.error, errorText(error, T.passwordChangeFailed));
        throw error;
      }
    },
    saved: () => {
      setValues(EMPTY);
      banner.show('success', T.passwordChanged);
      notify('success', TOAST_TITLES.success, AUTH_MESSAGES.passwordChanged);
    },
    failed: T.passwordChangeFailed,
    refusalText: failureWithCode,
    alwaysBanner: true,
  });

  function set(key: keyof PasswordChange, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (filled) void send(values);
  }

  return (
    <div className="space-y-4">
      {banner.element}
      <FormSection
        title={T.changePassword}
        icon={<KeyRound className="h-4 w-4 text-brand-700 dark:text-brand-500" aria-hidden />}
        description={T.changePasswordHint}
        form={{ ref, onSubmit: submit, noValidate: true, 'aria-label': T.changePassword }}
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
          <Button type="submit" disabled={!filled} busy={saving} className="w-full sm:w-auto">
            {saving ? T.changing : T.changePassword}
          </Button>
        </div>
      </FormSection>
    </div>
  );
}
