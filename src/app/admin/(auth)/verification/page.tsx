'use client';
import { EmailRequestForm } from '@/components/admin/auth/email-request-form';
import { GuestOnly } from '@/components/admin/guards';

export default function VerificationPage() {
  return (
    <GuestOnly>
      <EmailRequestForm kind="verification" />
    </GuestOnly>
  );
}
