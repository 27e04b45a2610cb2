'use client';
// An order's products and totals (docs/product.md, "Orders in the back office"). While the order is 'nouvelle' they
// change with the conversation: a quantity, a product removed, another added; the lines are checked with the
// API's own rule (orderLinesSchema), and a refusal is said under the line it names. Once confirmed, they are fixed.
// The editor (and its product search) is fetched when 'Modifier les produits' is pressed, not with the page.
import { Lock, Package, Pencil } from 'lucide-react';
import { flushSync } from 'react-dom';
import { useRef, useState } from 'react';
import { FormSection } from '@/components/admin/kit/form-section';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { formatNumber, formatPrice } from '@/shared/format';
import type { OrderDetail } from '@/shared/orders/answers';
import { LINES_EDITABLE_STATUSES } from '@/shared/orders/rules';
import { hasLineErrors, type LineDraft, type LineErrors, lineDrafts, lineErrors, linesBody } from '../order-values';
import { ORDER_TEXTS as T } from '../texts';
import { useOrderForm } from './use-order-form';

/** The amounts under the lines: sub-total, delivery (its zone's name, or 'à confirmer'), total. */
export function Totals({ order }: { order: Pick<OrderDetail, 'sousTotal' | 'fraisLivraison' | 'total' | 'zone'> }) {
  return (
    <dl className="space-y-1.5 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600 dark:text-gray-400">{T.subtotal}</dt>
        <dd className="text-gray-900 tabular-nums dark:text-gray-100" data-testid="order-subtotal">
          {formatPrice(order.sousTotal)}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600 dark:text-gray-400">
          {T.delivery}
          {order.zone && ` (${order.zone.nom})`}
        </dt>
        <dd className="text-gray-900 tabular-nums dark:text-gray-100">
          {order.fraisLivraison === null ? <span className="italic text-amber-700 dark:text-amber-400">{T.feeToConfirm}</span> : formatPrice(order.fraisLivraison)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold dark:border-gray-800">
        <dt className="text-gray-900 dark:text-gray-100">{order.fraisLivraison === null ? T.totalWithoutDelivery : T.total}</dt>
        <dd className="text-gray-900 tabular-nums dark:text-gray-100" data-testid="order-total">
          {formatPrice(order.total)}
        </dd>
      </div>
    </dl>
  );
}

type LineEditorModule = typeof import('../form/line-editor');
let editorModule: Promise<LineEditorModule> | null = null;
const loadEditor = () => (editorModule ??= import('../form/line-editor'));

export function LinesCard({ order }: { order: OrderDetail }) {
  const editable = LINES_EDITABLE_STATUSES.includes(order.statut);
  const [draft, setDraft] = useState<LineDraft[] | null>(null);
  const [Editor, setEditor] = useState<LineEditorModule['LineEditor'] | null>(null);
  const [opening, setOpening] = useState(false);
  const [errors, setErrors] = useState<LineErrors>({ lines: {} });
  const section = useRef<HTMLDivElement>(null);
  // The lines are no fields of their own: their messages go under the line they name (`lignes.2.quantite`), and
  // the server's refusal (stock, a product gone, the order confirmed meanwhile) above the lines as well.
  const { banner, checking, pending, submit: send } = useOrderForm(order._id, 'lignes', {
    fields: [],
    saved: () => {
      notify('success', T.linesSaved);
      setDraft(null);
    },
    alwaysBanner: true,
    others: (messages) => {
      const found = lineErrors(messages);
      setErrors(found);
      focusFirst(found);
      return hasLineErrors(found);
    },
  });
  const editing = editable && draft !== null && Editor !== null;

  function focusFirst(found: LineErrors) {
    const index = Object.keys(found.lines).map(Number).sort((a, b) => a - b)[0];
    if (index !== undefined) section.current?.querySelector<HTMLElement>(`[data-field="lignes.${index}.quantite"]`)?.focus();
  }

  async function startEditing() {
    banner.clear();
    setErrors({ lines: {} });
    setOpening(true);
    try {
      const { LineEditor } = await loadEditor();
      // Drawn at once once its code is here, so that the first quantity takes the focus in the same step.
      flushSync(() => {
        setEditor(() => LineEditor);
        setDraft(lineDrafts(order.lignes));
      });
      section.current?.querySelector<HTMLElement>('[data-field="lignes.0.quantite"]')?.focus();
    } catch {
      banner.show('error', T.openError);
    } finally {
      setOpening(false);
    }
  }

  async function submit() {
    if (!draft) return;
    await send({ lignes: linesBody(draft) });
  }

  return (
    <FormSection
      title={T.lines}
      description={T.linesText(order.nbLignes, order.nbArticles)}
      icon={<Package className="h-4 w-4 text-gray-500" aria-hidden />}
      aside={
        editable && !editing ? (
          <Button variant="secondary" size="sm" busy={opening} onClick={startEditing} onPointerEnter={() => void loadEditor()} onFocus={() => void loadEditor()}>
            {!opening && <Pencil className="h-4 w-4" aria-hidden />}
            {T.editLines}
          </Button>
        ) : undefined
      }
    >
      <div ref={section} className="space-y-4">
        {banner.element}
        {editing ? (
          <>
            <Editor lines={draft} onChange={setDraft} errors={errors} disabled={pending} />
            <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end dark:border-gray-800">
              <Button
                variant="secondary"
                disabled={pending}
                onClick={() => {
                  setDraft(null);
                  banner.clear();
                }}
              >
                {T.cancelEdit}
              </Button>
              <Button busy={pending || checking} onClick={submit}>
                {pending ? T.savingLines : T.saveLines}
              </Button>
            </div>
          </>
        ) : (
          <>
            <ul className="divide-y divide-gray-100 dark:divide-gray-800" data-testid="order-lines">
              {order.lignes.map((line, index) => (
                <li key={line.produitId ? `${line.produitId}:${line.varianteId ?? ''}` : `line-${index}`} className="flex items-start justify-between gap-4 py-2.5 first:pt-0" data-testid="order-line">
                  <div className="min-w-0">
                    <p className="font-medium text-gray-900 dark:text-gray-100">{line.nom}</p>
                    <p className="text-sm text-gray-500 tabular-nums dark:text-gray-400">
                      {formatNumber(line.quantite)} × {formatPrice(line.prixUnitaire)}
                      {line.reference && ` · ${T.variantReference(line.reference)}`}
                      {line.produitId === null && ` · ${T.deletedProduct}`}
                    </p>
                  </div>
                  <p className="shrink-0 font-medium text-gray-900 tabular-nums dark:text-gray-100">{formatPrice(line.total)}</p>
                </li>
              ))}
            </ul>
            <div className="border-t border-gray-200 pt-3 dark:border-gray-800">
              <Totals order={order} />
            </div>
            {!editable && order.statut !== 'annulee' && (
              <p className="flex items-center gap-1.5 text-xs text-gray-500 dark:text-gray-400">
                <Lock className="h-3.5 w-3.5" aria-hidden />
                {T.linesLocked}
              </p>
            )}
          </>
        )}
      </div>
    </FormSection>
  );
}
