'use client';
import { LoginForm } from '@/components/admin/auth/login-form';
import { GuestOnly } from '@/components/admin/guards';

export default function LoginPage() {
  return (
    <GuestOnly>
      <LoginForm />
    </GuestOnly>
  );
}
