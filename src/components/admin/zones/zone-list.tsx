'use client';
// /admin/zones (docs/product.md §3): the delivery zones in the order the shoppers see them, each with its fee
// ('Frais à confirmer' when it is quoted in the conversation), its delay and its switch; moved up or down with two
// buttons that work as well on a phone; added and edited in a dialog, deleted after a confirmation. Every
// administrator may change them, as the server lets (docs/api.md, "Delivery zones").
import { ArrowDown, ArrowUp, Clock, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { SwitchButton } from '@/components/admin/kit/switch';
import { LoadGate } from '@/components/admin/kit/load-gate';
import { PageHeader } from '@/components/admin/kit/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/lazy-dialog';
import { EmptyState } from '@/components/ui/states';
import { errorText } from '@/lib/api/answer';
import { useDeleteZone, useMoveZones, useToggleZone, useZones } from '@/lib/api/zones';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { TOAST_TITLES } from '@/shared/messages';
import type { DeliveryZone } from '@/shared/orders/answers';
import { ZONE_TEXTS as T } from './texts';
import { moveZone, nextPosition, zoneFeeLabel } from './zone-rules';

const ZoneFormDialog = lazy(() => import('./zone-form-dialog'));

/** The dialog's zone: null for a new one. */
type FormTarget = { zone: DeliveryZone | null; position: number };

const dangerIcon = 'text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950/50';

interface ZoneRowProps {
  zone: DeliveryZone;
  rank: number;
  first: boolean;
  last: boolean;
  toggling: boolean;
  onToggle: (actif: boolean) => void;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function ZoneRow({ zone, rank, first, last, toggling, onToggle, onMove, onEdit, onDelete }: ZoneRowProps) {
  const label = T.activeSwitch(zone.nom);
  // A finger finds the switch a little beyond its edges (`after:-inset-2`).
  const toggle = (
    <SwitchButton
      checked={zone.actif}
      aria-label={label}
      title={label}
      disabled={toggling}
      onChange={onToggle}
      className="after:absolute after:-inset-2 after:content-['']"
    />
  );
  return (
    <li data-testid="zone-row" data-active={zone.actif} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          aria-hidden
          className={cn(
            'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
            zone.actif ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100' : 'bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-400',
          )}
        >
          {rank}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 data-testid="zone-name" className={cn('break-words font-medium', zone.actif ? 'text-gray-900 dark:text-gray-100' : 'text-gray-500 dark:text-gray-400')}>
              {zone.nom}
            </h3>
            {!zone.actif && <Badge tone="gray">{T.inactive}</Badge>}
          </div>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
            <span data-testid="zone-fee" className={cn('font-medium tabular-nums', zone.frais === null ? 'text-amber-700 dark:text-amber-400' : 'text-gray-800 dark:text-gray-200')}>
              <span className="sr-only">{T.fee} : </span>
              {zoneFeeLabel(zone.frais)}
            </span>
            <span className="inline-flex items-center gap-1 text-gray-600 dark:text-gray-400">
              <Clock className="h-3.5 w-3.5" aria-hidden />
              <span className="sr-only">{T.delay} : </span>
              {zone.delai ?? T.noDelay}
            </span>
          </p>
        </div>
        <div className="mt-0.5 sm:hidden">
          {toggle}
        </div>
      </div>
      <div className="flex items-center justify-end gap-1 sm:shrink-0">
          <div className="mr-3 hidden sm:block">
            {toggle}
          </div>
          <Button variant="ghost" size="icon" data-move={`${zone._id}:up`} onClick={() => onMove(-1)} disabled={first} aria-label={T.moveUpLabel(zone.nom)} title={T.moveUp}>
            <ArrowUp className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" data-move={`${zone._id}:down`} onClick={() => onMove(1)} disabled={last} aria-label={T.moveDownLabel(zone.nom)} title={T.moveDown}>
            <ArrowDown className="h-4 w-4" aria-hidden />
          </Button>
          <span aria-hidden className="mx-1 h-5 w-px bg-gray-200 dark:bg-gray-800" />
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={T.editLabel(zone.nom)} title={T.edit}>
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" onClick={onDelete} aria-label={T.deleteLabel(zone.nom)} title={T.delete} className={dangerIcon}>
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
      </div>
    </li>
  );
}

export function ZoneList() {
  const zones = useZones();
  const toggle = useToggleZone();
  const move = useMoveZones();
  const remove = useDeleteZone();
  const [form, setForm] = useState<FormTarget | null>(null);
  const [pendingDelete, setPendingDelete] = useState<DeliveryZone | null>(null);

  const list = zones.data ?? [];
  const openNew = () => setForm({ zone: null, position: nextPosition(list) });

  const toggleZone = (zone: DeliveryZone, actif: boolean) => {
    toggle.mutate(
      { id: zone._id, actif },
      {
        onSuccess: () => notify('success', TOAST_TITLES.success, actif ? T.activated(zone.nom) : T.deactivated(zone.nom)),
        onError: (error) => notify('error', TOAST_TITLES.error, errorText(error, T.toggleErrorDefault)),
      },
    );
  };

  // A row moved down is taken out of the list and put back one place lower, which takes the focus from its button:
  // the button pressed gets it back (or the row's other one, when the row reached an end of the list).
  const movedButton = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  useLayoutEffect(() => {
    const pressed = movedButton.current;
    if (!pressed || !zones.data) return;
    movedButton.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    const other = pressed.direction === 'up' ? 'down' : 'up';
    const button = [pressed.direction, other]
      .map((direction) => document.querySelector<HTMLButtonElement>(`[data-move="${pressed.id}:${direction}"]`))
      .find((candidate) => candidate && !candidate.disabled);
    button?.focus();
  }, [zones.data]);

  const moveAt = (index: number, direction: -1 | 1) => {
    const moved = moveZone(list, index, direction);
    if (!moved) return;
    movedButton.current = { id: list[index]._id, direction: direction === -1 ? 'up' : 'down' };
    move.mutate(moved, { onError: (error) => notify('error', TOAST_TITLES.error, errorText(error, T.moveErrorDefault)) });
  };

  const confirmDelete = () => {
    const zone = pendingDelete;
    if (!zone) return;
    remove.mutate(zone._id, {
      onSuccess: (answer) => notify('success', T.deletedTitle, answer.message || T.deletedDefault),
      onError: (error) => notify('error', TOAST_TITLES.deleteError, errorText(error, T.deleteErrorDefault)),
      onSettled: () => setPendingDelete(null),
    });
  };

  const newZone = (
    <Button onClick={openNew} disabled={!zones.data} className="w-full sm:w-auto">
      <Plus className="h-4 w-4" aria-hidden />
      {T.newZone}
    </Button>
  );

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={T.listTitle}
        subtitle={T.listSubtitle}
        meta={zones.data && zones.data.length > 0 && <p className="text-sm text-gray-500 dark:text-gray-400">{T.meta(list.length, list.filter((zone) => zone.actif).length)}</p>}
        actions={newZone}
      />

      <LoadGate read={zones} texts={{ loading: T.loading, errorDefault: T.loadErrorDefault }}>
        {(shown) =>
          shown.length === 0 ? (
            <EmptyState
              icon={<MapPin className="h-10 w-10" aria-hidden />}
              title={T.emptyTitle}
              message={T.emptyText}
              action={
                <Button onClick={openNew}>
                  <Plus className="h-4 w-4" aria-hidden />
                  {T.newZone}
                </Button>
              }
            />
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>{T.listHeading}</CardTitle>
                <p className="text-sm text-gray-600 dark:text-gray-400">{T.listHint}</p>
              </CardHeader>
              <ol aria-label={T.listTitle} className="divide-y divide-gray-100 dark:divide-gray-800">
                {shown.map((zone, index) => (
                  <ZoneRow
                    key={zone._id}
                    zone={zone}
                    rank={index + 1}
                    first={index === 0}
                    last={index === shown.length - 1}
                    toggling={toggle.isPending && toggle.variables?.id === zone._id}
                    onToggle={(actif) => toggleZone(zone, actif)}
                    onMove={(direction) => moveAt(index, direction)}
                    onEdit={() => setForm({ zone, position: zone.position })}
                    onDelete={() => setPendingDelete(zone)}
                  />
                ))}
              </ol>
            </Card>
          )
        }
      </LoadGate>

      {form && (
        <Suspense fallback={null}>
          <ZoneFormDialog key={form.zone?._id ?? 'new'} zone={form.zone} position={form.position} onClose={() => setForm(null)} />
        </Suspense>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(next) => !next && setPendingDelete(null)}
        title={T.deleteTitle}
        confirmLabel={T.deleteConfirm}
        busyLabel={T.deleteBusy}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        description={
          pendingDelete && (
            <>
              <p>
                {T.deleteQuestion} <strong className="text-gray-900 dark:text-gray-100">{`«\u00a0${pendingDelete.nom}\u00a0»`}</strong>.
              </p>
              <p>{T.deleteOrders}</p>
              <p>{T.deleteInstead}</p>
              <p className="font-medium text-red-600 dark:text-red-400">{T.irreversible}</p>
            </>
          )
        }
      />
    </div>
  );
}
