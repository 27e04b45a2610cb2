'use client';
// /admin/utilisateurs/add (docs/product.md, "Invitations and verification"): one e-mail, checked by the schema the
// API uses, then the password again if not confirmed in the last 5 minutes (the kit's `useForm` and use-step-up.tsx);
// the invitee verifies the address, then creates a password from a second e-mail.
import { Info, MailPlus } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { PageHeader } from '@/components/admin/kit/page-header';
import { useForm } from '@/components/admin/kit/use-form';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmailInput, Field } from '@/components/ui/field';
import { adminRoutes } from '@/lib/admin-routes';
import { useInviteAdmin } from '@/lib/api/admins';
import { notify } from '@/lib/notify';
import { STEP_UP } from '@/shared/auth/step-up';
import { TOAST_TITLES } from '@/shared/messages';
import { ADMIN_TEXTS as T } from './texts';

export function InviteAdminForm() {
  const router = useRouter();
  const invite = useInviteAdmin();
  const [email, setEmail] = useState('');
  // The form's one field: an address refused as invalid or taken comes back under it.
  const { ref, banner, errors, submit: send, dialog } = useForm({
    fields: ['email'],
    // The schemas (zod) are fetched on the first submit: the screen's first load does without them.
    loadSchema: () => import('@/shared/auth/schemas').then((schemas) => schemas.inviteSchema),
    save: (checked) => invite.mutateAsync(checked.email),
    saved: (answer) => {
      notify('success', TOAST_TITLES.success, answer.message || undefined);
      router.push(adminRoutes.admins);
    },
    failed: T.inviteFailed,
    stepUp: T.stepUpText(STEP_UP.minutes),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    await send({ email });
  }

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader title={T.inviteTitle} subtitle={T.inviteSubtitle} back={{ href: adminRoutes.admins, label: T.backToList }} />

      {banner.element}

      <Card>
        <CardContent className="space-y-5">
          <form ref={ref} onSubmit={submit} noValidate className="space-y-5">
            <Field label={T.emailLabel} error={errors.email}>
              {({ id, describedBy, invalid }) => (
                <EmailInput
                  id={id}
                  data-field="email"
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
              <Link href={adminRoutes.admins} className={buttonClass('secondary', 'md')}>
                {T.cancel}
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
      {dialog}
    </div>
  );
}
