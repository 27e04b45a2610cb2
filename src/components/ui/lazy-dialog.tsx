'use client';
// Dialogs whose code is fetched the first time they open: a screen that only may ask for a confirmation (a
// delete, a block) does not carry Radix's dialog in its first load. Once opened, a dialog stays mounted, so
// that it can animate its closing. Same props as the dialogs of ./dialog.
import { type ComponentProps, lazy, Suspense, useState } from 'react';

const LoadedConfirmDialog = lazy(() => import('./dialog').then((m) => ({ default: m.ConfirmDialog })));
const LoadedSheet = lazy(() => import('./dialog').then((m) => ({ default: m.Sheet })));

/** True from the first time `open` is true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function ConfirmDialog(props: ComponentProps<typeof LoadedConfirmDialog>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LoadedConfirmDialog {...props} />
    </Suspense>
  );
}

export function Sheet(props: ComponentProps<typeof LoadedSheet>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LoadedSheet {...props} />
    </Suspense>
  );
}
