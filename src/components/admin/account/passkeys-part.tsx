'use client';
// The 'Clés d'accès' part of the 'Vérification en deux étapes' card (docs/product.md, "Back office"; docs/decisions/
// 025-second-factor.md, "Passkeys"): the account's passkeys, each with its day and its last use, added and removed
// in dialogs fetched when one first opens (with the browser's WebAuthn code only at the prompt), so that the
// account page's first load does not grow.
import { Fingerprint } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePasskeys } from '@/lib/api/passkeys';
import { formatDate } from '@/shared/format';
import type { PasskeyAction } from './passkey-dialogs';
import { PASSKEY_TEXTS as T } from './passkey-texts';

const PasskeyDialogs = dynamic(() => import('./passkey-dialogs').then((m) => m.PasskeyDialogs), { ssr: false });

/** Shown only while the authenticator app is on: passkeys stand beside it. */
export function PasskeysPart() {
  const passkeys = usePasskeys();
  const [action, setAction] = useState<PasskeyAction | null>(null);
  const [opened, setOpened] = useState(false);

  function open(next: PasskeyAction) {
    setOpened(true);
    setAction(next);
  }

  const list = passkeys.data ?? [];
  return (
    <div className="space-y-3 border-t border-gray-100 pt-4 dark:border-gray-800" data-testid="passkeys">
      <div className="space-y-1">
        <h3 className="flex items-center gap-2 text-sm font-medium text-gray-900 dark:text-gray-100">
          <Fingerprint className="h-4 w-4 text-gray-500" aria-hidden />
          {T.title}
        </h3>
        <p className="text-sm text-gray-600 dark:text-gray-400">{T.description}</p>
      </div>
      {passkeys.isPending ? (
        <p className="text-sm text-gray-500">{T.loading}</p>
      ) : passkeys.isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">{T.loadFailed}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-gray-500">{T.none}</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-200 dark:divide-gray-800 dark:border-gray-700">
          {list.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 px-3 py-2" data-testid="passkey">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-gray-900 dark:text-gray-100">{passkey.name}</p>
                <p className="text-xs text-gray-500 dark:text-gray-400">
                  {T.added(formatDate(passkey.createdAt))} · {passkey.lastUsedAt ? T.lastUsed(formatDate(passkey.lastUsedAt)) : T.neverUsed}
                </p>
              </div>
              <Button
                variant="secondary"
                className="shrink-0 text-red-700 hover:text-red-800 dark:text-red-400"
                aria-label={T.removeLabel(passkey.name)}
                onClick={() => open({ kind: 'remove', passkey })}
              >
                {T.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex sm:justify-end">
        <Button variant="secondary" className="w-full sm:w-auto" onClick={() => open({ kind: 'add' })}>
          {T.add}
        </Button>
      </div>
      {opened && <PasskeyDialogs action={action} onClose={() => setAction(null)} />}
    </div>
  );
}
