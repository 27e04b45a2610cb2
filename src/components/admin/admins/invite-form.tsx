'use client';
// /admin/utilisateurs/add (docs/product.md, "Invitations and verification"): one e-mail, checked by the schema the
// API uses; the invitee verifies the address, then creates a password from a second e-mail.
import { ArrowLeft, Info, MailPlus } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmailInput, Field } from '@/components/ui/field';
import { useInviteAdmin } from '@/lib/api/admins';
import { ApiRequestError, errorText } from '@/lib/api/answer';
import { notify } from '@/lib/notify';
import { TOAST_TITLES } from '@/shared/messages';
import { ADMIN_TEXTS as T } from './texts';

/** The field message of a 400 or 409 on `email`, when the server gave one. */
function emailErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const errors = (error.data as { errors?: Record<string, unknown> } | null)?.errors;
  return typeof errors?.email === 'string' ? errors.email : null;
}

export function InviteAdminForm() {
  const router = useRouter();
  const invite = useInviteAdmin();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    // The schemas (zod) are fetched on the first submit: the screen's first load does without them.
    const { inviteSchema } = await import('@/shared/schemas');
    const parsed = inviteSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    setFailure(null);
    invite.mutate(parsed.data.email, {
      onSuccess: (answer) => {
        notify('success', TOAST_TITLES.success, answer.message || undefined);
        router.push('/admin/utilisateurs');
      },
      onError: (error) => {
        const onField = emailErrorOf(error);
        if (onField) setFieldError(onField);
        else setFailure({ message: errorText(error, T.inviteFailed), key: Date.now() });
      },
    });
  }

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <div className="space-y-3">
        <Link
          href="/admin/utilisateurs"
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-gray-400 dark:hover:text-gray-100"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {T.backToList}
        </Link>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-50">{T.inviteTitle}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{T.inviteSubtitle}</p>
        </div>
      </div>

      {failure && <Banner key={failure.key} kind="error" message={failure.message} onClose={() => setFailure(null)} />}

      <Card>
        <CardContent className="space-y-5">
          <form onSubmit={submit} noValidate className="space-y-5">
            <Field label={T.emailLabel} error={fieldError}>
              {({ id, describedBy, invalid }) => (
                <EmailInput
                  id={id}
                  autoComplete="off"
                  placeholder={T.emailPlaceholder}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )}
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Link href="/admin/utilisateurs" className={buttonClass('secondary', 'md')}>
                Annuler
              </Link>
              <Button type="submit" busy={invite.isPending}>
                {!invite.isPending && <MailPlus className="h-4 w-4" aria-hidden />}
                {invite.isPending ? T.inviteBusy : T.inviteSubmit}
              </Button>
            </div>
          </form>
          <div className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3.5 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950/50 dark:text-blue-200">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <div>
              <p className="font-medium">{T.inviteNoteTitle}</p>
              <p className="mt-1 text-blue-800 dark:text-blue-300">{T.inviteNote}</p>
            </div>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
