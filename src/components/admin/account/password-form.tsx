'use client';
// The password change of the 'Sécurité' tab (docs/api.md, PUT /auth/change-password): the API's own rules
// (changePasswordSchema) checked before sending, the button usable once all three fields are filled.
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, Input, PasswordInput } from '@/components/ui/field';
import { errorText } from '@/lib/api/answer';
import { apiFieldErrors, failureWithCode, type PasswordChange, useChangePassword } from '@/lib/api/account';
import { notify } from '@/lib/notify';
import { API_MESSAGES, TOAST_TITLES } from '@/shared/messages';
import { ACCOUNT_TEXTS as T } from './texts';

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Errors = Partial<Record<keyof PasswordChange, string>>;

function only(raw: Record<string, string>): Errors {
  const errors: Errors = {};
  for (const key of Object.keys(EMPTY) as (keyof PasswordChange)[]) if (raw[key]) errors[key] = raw[key];
  return errors;
}

export function PasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<{ kind: 'success' | 'error'; message: string; key: number } | null>(null);
  const filled = Boolean(values.currentPassword && values.newPassword && values.confirmPassword);

  function set(key: keyof PasswordChange, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled || change.isPending) return;
    // The schemas (zod) are fetched on the first submit: the screen's first load does without them.
    const { changePasswordSchema, fieldErrors } = await import('@/shared/schemas');
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(only(fieldErrors(parsed.error)));
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync(values);
      setValues(EMPTY);
      setBanner({ kind: 'success', message: T.passwordChanged, key: Date.now() });
      notify('success', TOAST_TITLES.success, API_MESSAGES.passwordChanged);
    } catch (error) {
      setErrors(only(apiFieldErrors(error)));
      setBanner({ kind: 'error', message: failureWithCode(error, T.passwordChangeFailed), key: Date.now() });
      notify('error', TOAST_TITLES.error, errorText(error, T.passwordChangeFailed));
    }
  }

  return (
    <div className="space-y-4">
      {banner && <Banner key={banner.key} kind={banner.kind} message={banner.message} onClose={() => setBanner(null)} />}
      <Card>
        <form onSubmit={submit} noValidate aria-label={T.changePassword}>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <KeyRound className="h-4 w-4 text-brand-700 dark:text-brand-500" aria-hidden />
              {T.changePassword}
            </CardTitle>
            <p className="text-sm text-gray-600 dark:text-gray-400">{T.changePasswordHint}</p>
          </CardHeader>
          <CardContent className="space-y-4">
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
          </CardContent>
        </form>
      </Card>
    </div>
  );
}
