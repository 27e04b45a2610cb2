import { Suspense } from 'react';
import { ResetPasswordForm } from '@/components/admin/auth/reset-password-form';
import { LoadingState } from '@/components/ui/states';

// The token is read in the browser: the page itself is the same for every link.
export default function ResetPasswordPage() {
  return (
    <Suspense fallback={<LoadingState />}>
      <ResetPasswordForm />
    </Suspense>
  );
}
