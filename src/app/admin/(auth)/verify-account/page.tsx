import { Suspense } from 'react';
import { VerifyAccount } from '@/components/admin/auth/verify-account';
import { LoadingState } from '@/components/ui/states';

// The token is read in the browser: the page itself is the same for every link.
export default function VerifyAccountPage() {
  return (
    <Suspense fallback={<LoadingState />}>
      <VerifyAccount />
    </Suspense>
  );
}
