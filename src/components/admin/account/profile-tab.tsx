'use client';
// The 'Profil' tab (docs/product.md, Profile): the stored values read-only, 'Modifier' to edit them, 'Annuler'
// to bring them back. A new e-mail or phone is confirmed with the current password first (docs/api.md,
// PUT /auth/profile); a super administrator cannot change either and is told why. A new e-mail counts only once
// the link sent to it is opened: until then the tab shows it as waiting (docs/product.md §8).
import { Lock, MailCheck, Pencil } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { useForm } from '@/components/admin/kit/use-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmailInput, Field, Input } from '@/components/ui/field';
import {
  contactChanged,
  emailLinkSentTo,
  failureWithCode,
  type ProfileFormValues,
  type ProfilePayload,
  profileField,
  profileFormValues,
  profilePayload,
  useUpdateProfile,
} from '@/lib/api/account';
import { errorText } from '@/lib/api/answer';
import { apiFormErrors, formFields } from '@/lib/api/field-errors';
import { notify } from '@/lib/notify';
import { formatDate } from '@/shared/format';
import { splitPhone } from '@/shared/phone';
import { TOAST_TITLES } from '@/shared/messages';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import type { OwnProfile } from '@/shared/auth/answers';
import { PhoneInput } from './phone-input';
import { ACCOUNT_TEXTS as T } from './texts';

/** Fetched when a contact change asks for it: the profile's first load does without a dialog. */
const ConfirmPasswordDialog = lazy(() => import('./confirm-password-dialog').then((m) => ({ default: m.ConfirmPasswordDialog })));
/** Fetched only when the link to a new address was kept in the outbox, not sent (no SMTP_URL). */
const EmailKept = lazy(() => import('./email-kept').then((m) => ({ default: m.EmailKept })));

const EMPTY_VALUES: ProfileFormValues = { prenom: '', nom: '', email: '', countryCode: '', number: '', dateNaissance: '' };

/** The current password confirming a new e-mail or phone: the API's refusal names it. */
const passwordField = formFields(['currentPassword'] as const);

/**
 * What a save comes to besides a refusal: saved, or the current password to ask first (a new e-mail or phone), or
 * that password refused, asked again in the dialog with the form as typed.
 */
type ProfileSave = { kind: 'saved'; payload: ProfilePayload; saved: OwnProfile | null; message: string } | { kind: 'ask'; payload: ProfilePayload } | { kind: 'wrongPassword'; payload: ProfilePayload; message: string };

/** The new address asked for, until its link is opened. */
function PendingEmail({ address, current, editing, kept }: { address: string; current: string; editing: boolean; kept: boolean }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900 dark:border-blue-900/60 dark:bg-blue-950/40 dark:text-blue-200"
    >
      <MailCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-medium">{T.emailPendingTitle}</p>
        <p className="mt-0.5 break-words text-blue-800 dark:text-blue-300">
          {kept ? (
            <Suspense fallback={null}>
              <EmailKept address={address} current={current} />
            </Suspense>
          ) : (
            T.emailPending(address, current)
          )}
        </p>
        {editing && <p className="mt-1 text-blue-800 dark:text-blue-300">{T.emailPendingWithdraw}</p>}
      </div>
    </div>
  );
}

/** The stored profile as read-only text (view mode). */
function ProfileSummary({ admin }: { admin: OwnProfile }) {
  const phone = splitPhone(admin.numero);
  const rows: [string, string | null][] = [
    [T.prenom, admin.prenom || null],
    [T.nom, admin.nom || null],
    [T.email, admin.email || null],
    [T.phone, phone.number ? `${phone.countryCode} ${phone.number}` : null],
    [T.birthDate, admin.dateNaissance ? formatDate(`${admin.dateNaissance.slice(0, 10)}T12:00:00Z`) : null],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0 space-y-1">
          <dt className="text-sm font-medium text-gray-500 dark:text-gray-400">{label}</dt>
          <dd className={value ? 'break-words text-gray-900 dark:text-gray-100' : 'italic text-gray-500 dark:text-gray-400'}>
            {value ?? T.notProvided}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfileTab({ admin }: { admin: OwnProfile }) {
  const superAdmin = admin.typeUtilisateur === 'SUPER_ADMIN';
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<ProfileFormValues | null>(null);
  const [pending, setPending] = useState<ProfilePayload | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const wasEditing = useRef(false);
  // The API's own schema (profileUpdateSchema) checks the payload, its messages under the form's fields (the phone
  // is sent as `numero`); a refusal: its field messages, the message with its status in the banner, and a toast.
  const {
    ref: form,
    banner,
    errors,
    setErrors,
    clearError,
    busy,
    submit: send,
  } = useForm({
    fields: ['prenom', 'nom', 'email', 'number', 'dateNaissance'],
    fieldOf: profileField,
    loadSchema: () => import('@/shared/auth/schemas').then((schemas) => schemas.profileUpdateSchema),
    save: async (_checked, payload: ProfilePayload): Promise<ProfileSave> => {
      if (!superAdmin && payload.currentPassword === undefined && contactChanged(payload, admin)) return { kind: 'ask', payload };
      try {
        const answer = await update.mutateAsync(payload);
        return { kind: 'saved', payload, saved: answer.data ?? null, message: answer.message ?? '' };
      } catch (error) {
        const message = apiFormErrors(error, passwordField).currentPassword;
        // Wrong or missing password: asked again in the dialog, the form stays as typed.
        if (message && !superAdmin) return { kind: 'wrongPassword', payload, message };
        setPending(null);
        notify('error', TOAST_TITLES.error, errorText(error, T.profileSaveFailed));
        throw error;
      }
    },
    saved: (outcome) => {
      if (outcome.kind !== 'saved') {
        setPending(outcome.payload);
        setPasswordError(outcome.kind === 'ask' ? null : outcome.message);
        return;
      }
      setPending(null);
      setDraft(null);
      const waiting = emailLinkSentTo(outcome.payload, outcome.saved);
      // A link only kept in the outbox (no SMTP_URL) is never said sent: the server's answer says so in its words.
      if (waiting && outcome.saved?.envoiEmails === 'outbox' && outcome.message) {
        banner.show('success', outcome.message);
        notify('success', TOAST_TITLES.success, outcome.message);
        return;
      }
      banner.show('success', waiting ? T.profileSavedEmailPending(waiting) : T.profileSaved);
      notify('success', TOAST_TITLES.success, waiting ? AUTH_MESSAGES.profileUpdatedEmailPending : AUTH_MESSAGES.profileUpdated);
    },
    failed: T.profileSaveFailed,
    refusalText: failureWithCode,
    alwaysBanner: true,
  });

  const editing = draft !== null;
  const values = draft ?? EMPTY_VALUES;
  const contactLocked = busy || superAdmin;

  // Keyboard users land where they can act: the first field on 'Modifier', the button again on leaving.
  useEffect(() => {
    if (editing) form.current?.querySelector<HTMLInputElement>('input[name="prenom"]')?.focus();
    else if (wasEditing.current) form.current?.querySelector<HTMLButtonElement>('[data-action="edit"]')?.focus();
    wasEditing.current = editing;
  }, [editing, form]);

  function change<K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) {
    setDraft((current) => (current ? { ...current, [key]: value } : current));
    clearError(key === 'countryCode' ? 'number' : key);
  }

  function startEditing() {
    setDraft(profileFormValues(admin));
    setErrors({});
  }

  function cancel() {
    setDraft(null);
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft) void send(profilePayload(draft, superAdmin));
  }

  return (
    <div className="space-y-4">
      {banner.element}
      <FormSection
        title={T.personalInfo}
        description={T.personalInfoHint}
        form={{ ref: form, onSubmit: submit, noValidate: true, 'aria-label': T.personalInfo }}
        aside={
          editing ? (
            <Badge tone="amber" className="mt-0.5">
              <Pencil className="h-3 w-3" aria-hidden />
              {T.editMode}
            </Badge>
          ) : (
            <Button data-action="edit" variant="secondary" size="sm" onClick={startEditing}>
              <Pencil className="h-4 w-4" aria-hidden />
              {T.edit}
            </Button>
          )
        }
      >
        {admin.emailEnAttente && !superAdmin && <PendingEmail address={admin.emailEnAttente} current={admin.email} editing={editing} kept={admin.envoiEmails === 'outbox'} />}
        {!editing ? (
          <ProfileSummary admin={admin} />
        ) : (
          <>
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
                <Input
                  name="prenom"
                  autoComplete="given-name"
                  value={values.prenom}
                  onChange={(event) => change('prenom', event.target.value)}
                  disabled={busy}
                  required
                />
              </Field>
              <Field label={T.nom} error={errors.nom}>
                <Input
                  name="nom"
                  autoComplete="family-name"
                  value={values.nom}
                  onChange={(event) => change('nom', event.target.value)}
                  disabled={busy}
                  required
                />
              </Field>
              <Field label={T.email} error={errors.email}>
                <EmailInput
                  name="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={(event) => change('email', event.target.value)}
                  disabled={contactLocked}
                  required={!superAdmin}
                />
              </Field>
              <Field label={T.phone} error={errors.number}>
                {({ id, describedBy, invalid }) => (
                  <PhoneInput
                    id={id}
                    describedBy={describedBy}
                    invalid={invalid}
                    countryCode={values.countryCode}
                    number={values.number}
                    onCountryCode={(code) => change('countryCode', code)}
                    onNumber={(number) => change('number', number)}
                    disabled={contactLocked}
                    placeholder={superAdmin ? undefined : T.phonePlaceholder}
                  />
                )}
              </Field>
              <Field label={T.birthDate} error={errors.dateNaissance}>
                <Input
                  name="dateNaissance"
                  type="date"
                  autoComplete="bday"
                  value={values.dateNaissance}
                  onChange={(event) => change('dateNaissance', event.target.value)}
                  disabled={busy}
                />
              </Field>
            </div>
            <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end dark:border-gray-800">
              <Button variant="secondary" onClick={cancel} disabled={busy}>
                {T.cancel}
              </Button>
              <Button type="submit" busy={busy}>
                {busy ? T.saving : T.save}
              </Button>
            </div>
          </>
        )}
      </FormSection>
      {pending !== null && (
        <Suspense fallback={null}>
          <ConfirmPasswordDialog
            open
            mailKept={admin.envoiEmails === 'outbox'}
            busy={busy}
            error={passwordError}
            onOpenChange={(open) => {
              if (!open) {
                setPending(null);
                setPasswordError(null);
              }
            }}
            onConfirm={(password) => {
              if (pending) void send({ ...pending, currentPassword: password });
            }}
            onTyping={() => setPasswordError(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
