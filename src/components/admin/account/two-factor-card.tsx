'use client';
// 'Vérification en deux étapes' on /admin/compte, Sécurité (docs/product.md, "Back office"; docs/decisions/
// 025-second-factor.md): whether the account asks for an authenticator app's code after the password, and the
// recovery codes left, and, while it is on, the passkeys beside it (./passkeys-part.tsx, fetched then). Turning it on, new codes and turning it off
// happen in dialogs whose code (and the QR code's library) is fetched when one first opens, so that the account
// page's first load does not grow.
import { KeyRound, ShieldCheck } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useProfile } from '@/lib/api/account';
import { cn } from '@/lib/cn';
import type { SecondFactorStatus } from '@/shared/auth/answers';
import type { TwoFactorAction } from './two-factor-dialogs';
import { TWO_FACTOR_TEXTS as T } from './two-factor-texts';

const TwoFactorDialogs = dynamic(() => import('./two-factor-dialogs').then((m) => m.TwoFactorDialogs), { ssr: false });
// Only for an account with the app on, which alone may hold passkeys: fetched then, not with the page.
const PasskeysPart = dynamic(() => import('./passkeys-part').then((m) => m.PasskeysPart), { ssr: false });

/** Below this many recovery codes left, the card suggests new ones. */
const FEW_CODES = 3;

export function TwoFactorCard() {
  const profile = useProfile();
  const [action, setAction] = useState<TwoFactorAction | null>(null);
  // Opened once, the dialogs stay mounted so that they can animate their closing.
  const [opened, setOpened] = useState(false);
  const status: SecondFactorStatus = (profile.data as { doubleAuthentification?: SecondFactorStatus } | undefined)?.doubleAuthentification ?? {
    totp: false,
    codesRestants: 0,
  };

  function open(next: TwoFactorAction) {
    setOpened(true);
    setAction(next);
  }

  return (
    <div data-testid="two-factor-card">
      <FormSection
        title={T.title}
        description={status.totp ? T.descriptionOn : T.descriptionOff}
        icon={<ShieldCheck className="h-4 w-4 text-brand-700 dark:text-brand-500" aria-hidden />}
        aside={<Badge tone={status.totp ? 'green' : 'gray'}>{status.totp ? T.statusOn : T.statusOff}</Badge>}
        className="h-fit"
      >
        <div className="space-y-4">
          {status.totp && (
            <div className="space-y-1">
              <p className="flex items-center gap-2 text-sm font-medium text-gray-900 dark:text-gray-100">
                <KeyRound className="h-4 w-4 text-gray-500" aria-hidden />
                {T.codesLeft(status.codesRestants)}
              </p>
              {status.codesRestants < FEW_CODES && <p className="text-sm text-amber-700 dark:text-amber-400">{T.codesLow}</p>}
            </div>
          )}
          <div className={cn('flex flex-col gap-2 sm:flex-row sm:justify-end', status.totp && 'border-t border-gray-100 pt-4 dark:border-gray-800')}>
            {status.totp ? (
              <>
                <Button variant="secondary" onClick={() => open('renew')}>
                  {T.renew}
                </Button>
                <Button variant="secondary" className="text-red-700 hover:text-red-800 dark:text-red-400" onClick={() => open('disable')}>
                  {T.disable}
                </Button>
              </>
            ) : (
              <Button onClick={() => open('setup')} disabled={!profile.data}>
                {T.enable}
              </Button>
            )}
          </div>
          {status.totp && <PasskeysPart />}
        </div>
        {opened && <TwoFactorDialogs action={action} account={profile.data?.email ?? ''} onClose={() => setAction(null)} />}
      </FormSection>
    </div>
  );
}
