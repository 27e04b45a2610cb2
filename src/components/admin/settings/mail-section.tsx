'use client';
// The settings' 'E-mails' section (docs/product.md, "E-mail delivery"): how the shop's e-mails leave it, read from
// the profile (`envoiEmails`), and 'Envoyer un e-mail de test', whose answer (sent, or kept in the outbox without
// SMTP_URL, or the mail server's refusal) is shown as a toast.
import { Mail, Send } from 'lucide-react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api/answer';
import { useAuth } from '@/lib/api/auth-store';
import { useSendTestMail } from '@/lib/api/mail';
import { notify } from '@/lib/notify';
import { TOAST_TITLES } from '@/shared/messages';
import { MAIL_SECTION_TEXTS as T } from './mail-texts';

export function MailSection() {
  const { user } = useAuth();
  const test = useSendTestMail();

  async function send() {
    if (test.isPending) return;
    try {
      const answer = await test.mutateAsync();
      if (answer.data?.envoiEmails === 'outbox') notify('error', T.kept, answer.message);
      else notify('success', TOAST_TITLES.success, answer.message);
    } catch (error) {
      notify('error', TOAST_TITLES.error, errorText(error, T.failed));
    }
  }

  return (
    <div className="mx-auto mt-6 max-w-3xl">
      <FormSection
        title={T.title}
        description={user?.envoiEmails === 'outbox' ? T.outbox : user?.envoiEmails === 'smtp' ? T.smtp : undefined}
        icon={<Mail className="size-5 text-brand-700" aria-hidden />}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-600 dark:text-gray-400">{T.hint}</p>
          <Button type="button" variant="secondary" busy={test.isPending} onClick={() => void send()} className="shrink-0">
            {!test.isPending && <Send className="h-4 w-4" aria-hidden />}
            {test.isPending ? T.sending : T.send}
          </Button>
        </div>
      </FormSection>
    </div>
  );
}
