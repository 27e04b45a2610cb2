'use client';
// Also served at /admin/forgot-password (docs/product.md, "Back office").
import { EmailRequestForm } from '@/components/admin/auth/email-request-form';
import { GuestOnly } from '@/components/admin/guards';

export default function ForgetPage() {
  return (
    <GuestOnly>
      <EmailRequestForm kind="reset" />
    </GuestOnly>
  );
}
