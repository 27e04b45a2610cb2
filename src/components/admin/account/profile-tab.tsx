'use client';
// The 'Profil' tab (docs/product.md, Profile): the stored values read-only, 'Modifier' to edit them, 'Annuler'
// to bring them back. A new e-mail or phone is confirmed with the current password first (docs/api.md,
// PUT /auth/profile); a super administrator cannot change either and is told why.
import { Lock, Pencil } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, Input, Select } from '@/components/ui/field';
import { errorText } from '@/lib/api/answer';
import {
  apiFieldErrors,
  contactChanged,
  failureWithCode,
  type ProfileErrors,
  type ProfileFormValues,
  type ProfilePayload,
  profileApiErrors,
  profileFormErrors,
  profileFormValues,
  profilePayload,
  useUpdateProfile,
} from '@/lib/api/account';
import { notify } from '@/lib/notify';
import { COUNTRY_CODES } from '@/shared/constants';
import { API_MESSAGES, TOAST_TITLES } from '@/shared/messages';
import type { Admin } from '@/shared/types';
import { ConfirmPasswordDialog } from './confirm-password-dialog';
import { ACCOUNT_TEXTS as T } from './texts';

interface BannerState {
  kind: 'success' | 'error';
  message: string;
  key: number;
}

export function ProfileTab({ admin }: { admin: Admin }) {
  const superAdmin = admin.typeUtilisateur === 'SUPER_ADMIN';
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<ProfileFormValues | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [banner, setBanner] = useState<BannerState | null>(null);
  const [pending, setPending] = useState<ProfilePayload | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const wasEditing = useRef(false);

  const editing = draft !== null;
  const values = draft ?? profileFormValues(admin);

  // Keyboard users land where they can act: the first field on 'Modifier', the button again on leaving.
  useEffect(() => {
    if (editing) form.current?.querySelector<HTMLInputElement>('input[name="prenom"]')?.focus();
    else if (wasEditing.current) form.current?.querySelector<HTMLButtonElement>('[data-action="edit"]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function change<K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) {
    setDraft((current) => (current ? { ...current, [key]: value } : current));
    const field = key === 'countryCode' ? 'number' : key;
    if (errors[field as keyof ProfileErrors]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function startEditing() {
    setDraft(profileFormValues(admin));
    setErrors({});
  }

  function cancel() {
    setDraft(null);
    setErrors({});
  }

  async function save(payload: ProfilePayload, currentPassword?: string) {
    try {
      await update.mutateAsync(currentPassword === undefined ? payload : { ...payload, currentPassword });
      setPending(null);
      setDraft(null);
      setErrors({});
      setBanner({ kind: 'success', message: T.profileSaved, key: Date.now() });
      notify('success', TOAST_TITLES.success, API_MESSAGES.profileUpdated);
    } catch (error) {
      const passwordMessage = apiFieldErrors(error).currentPassword;
      if (passwordMessage && !superAdmin) {
        // Wrong or missing password: asked again in the dialog, the form stays as typed.
        setPending(payload);
        setPasswordError(passwordMessage);
        return;
      }
      setPending(null);
      setErrors(profileApiErrors(error));
      setBanner({ kind: 'error', message: failureWithCode(error, T.profileSaveFailed), key: Date.now() });
      notify('error', TOAST_TITLES.error, errorText(error, T.profileSaveFailed));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft || update.isPending) return;
    const payload = profilePayload(draft, superAdmin);
    const found = profileFormErrors(payload);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!superAdmin && contactChanged(payload, admin)) {
      setPasswordError(null);
      setPending(payload);
      return;
    }
    void save(payload);
  }

  const readOnly = !editing || update.isPending;
  const contactLocked = readOnly || superAdmin;

  return (
    <div className="space-y-4">
      {banner && <Banner key={banner.key} kind={banner.kind} message={banner.message} onClose={() => setBanner(null)} />}
      <Card>
        <form ref={form} onSubmit={submit} noValidate aria-label={T.personalInfo}>
          <CardHeader className="flex-row items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <CardTitle>{T.personalInfo}</CardTitle>
              <p className="text-sm text-gray-600 dark:text-gray-400">{T.personalInfoHint}</p>
            </div>
            {editing ? (
              <Badge tone="amber" className="mt-0.5">
                <Pencil className="h-3 w-3" aria-hidden />
                {T.editMode}
              </Badge>
            ) : (
              <Button data-action="edit" variant="secondary" size="sm" onClick={startEditing}>
                <Pencil className="h-4 w-4" aria-hidden />
                {T.edit}
              </Button>
            )}
          </CardHeader>
          <CardContent className="space-y-5">
            {superAdmin && (
              <div className="flex gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200">
                <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <div>
                  <p className="font-medium">{T.superAdminNoticeTitle}</p>
                  <p className="mt-0.5 text-amber-800 dark:text-amber-300">{T.superAdminNotice}</p>
                </div>
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={T.prenom} error={errors.prenom}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    name="prenom"
                    autoComplete="given-name"
                    value={values.prenom}
                    onChange={(event) => change('prenom', event.target.value)}
                    disabled={readOnly}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    required
                  />
                )}
              </Field>
              <Field label={T.nom} error={errors.nom}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    name="nom"
                    autoComplete="family-name"
                    value={values.nom}
                    onChange={(event) => change('nom', event.target.value)}
                    disabled={readOnly}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    required
                  />
                )}
              </Field>
              <Field label={T.email} error={errors.email}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    name="email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    value={values.email}
                    onChange={(event) => change('email', event.target.value)}
                    disabled={contactLocked}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    required={!superAdmin}
                  />
                )}
              </Field>
              <Field label={T.phone} error={errors.number}>
                {({ id, describedBy, invalid }) => (
                  <div className="flex gap-2">
                    <Select
                      aria-label={T.countryCode}
                      name="countryCode"
                      value={values.countryCode}
                      onChange={(event) => change('countryCode', event.target.value)}
                      disabled={contactLocked}
                      className="w-28 shrink-0"
                    >
                      {COUNTRY_CODES.map((entry) => (
                        <option key={entry.code} value={entry.code}>
                          {entry.code} {entry.country}
                        </option>
                      ))}
                    </Select>
                    <Input
                      id={id}
                      name="numero"
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel-national"
                      placeholder={editing && !superAdmin ? T.phonePlaceholder : undefined}
                      value={values.number}
                      onChange={(event) => change('number', event.target.value)}
                      disabled={contactLocked}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      className="min-w-0 flex-1"
                    />
                  </div>
                )}
              </Field>
              <Field label={T.birthDate} error={errors.dateNaissance}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    name="dateNaissance"
                    type="date"
                    autoComplete="bday"
                    value={values.dateNaissance}
                    onChange={(event) => change('dateNaissance', event.target.value)}
                    disabled={readOnly}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </Field>
            </div>
            {editing && (
              <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end dark:border-gray-800">
                <Button variant="secondary" onClick={cancel} disabled={update.isPending}>
                  {T.cancel}
                </Button>
                <Button type="submit" busy={update.isPending}>
                  {update.isPending ? T.saving : T.save}
                </Button>
              </div>
            )}
          </CardContent>
        </form>
      </Card>
      <ConfirmPasswordDialog
        open={pending !== null}
        busy={update.isPending}
        error={passwordError}
        onOpenChange={(open) => {
          if (!open) {
            setPending(null);
            setPasswordError(null);
          }
        }}
        onConfirm={(password) => {
          if (pending) void save(pending, password);
        }}
        onTyping={() => setPasswordError(null)}
      />
    </div>
  );
}
