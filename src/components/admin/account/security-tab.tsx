'use client';
// The 'Sécurité' tab: the password change beside its advice, the second factor, then the open sessions and the
// last sign-ins.
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PasswordForm } from './password-form';
import { SessionsCard } from './sessions-card';
import { SignInsCard } from './sign-ins-card';
import { TwoFactorCard } from './two-factor-card';
import { SECURITY_TEXTS as T } from './security-texts';

function SecurityTips() {
  return (
    <Card className="h-fit border-emerald-200 bg-emerald-50/60 dark:border-emerald-900/60 dark:bg-emerald-950/30">
      <CardHeader className="border-emerald-100 dark:border-emerald-900/60">
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="h-4 w-4 text-brand-700 dark:text-brand-500" aria-hidden />
          {T.tipsTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2.5 text-sm text-gray-700 dark:text-gray-300">
          {T.tips.map((tip) => (
            <li key={tip} className="flex gap-2">
              <span className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden />
              {tip}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function SecurityTab() {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <PasswordForm />
        <SecurityTips />
      </div>
      <TwoFactorCard />
      <SessionsCard />
      <SignInsCard />
    </div>
  );
}
