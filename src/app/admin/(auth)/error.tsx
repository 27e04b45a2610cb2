'use client';
// A sign-in screen that failed while it was shown (docs/decisions/018-error-pages.md): the kit's panel in place of
// the card, with 'Réessayer' (docs/back-office-kit.md, "Loading a screen").
import { StatePanel } from '@/components/admin/kit/load-gate';
import { SHELL_TEXTS } from '@/components/admin/shell/texts';

export default function AuthError({ retry }: { retry: () => void }) {
  return <StatePanel title={SHELL_TEXTS.loadError} message={SHELL_TEXTS.loadErrorDefault} onRetry={retry} />;
}
