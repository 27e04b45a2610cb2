// PUT /commandes/{id}/lignes: the lines the order keeps, while it is 'nouvelle' — orders change in the WhatsApp
// conversation (a quantity, a removal, another product or variant). A product, or a product's variant, the order had
// keeps the name and price it was ordered at; a new one is priced now. The amounts follow; the stock is untouched until the confirmation.
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { orderLines } from '@/server/db/schema';
import type { Actor } from '@/server/services/activity/log-activity';
import { refused } from '@/server/services/errors';
import { ORDER_REFUSALS } from './refusals';
import { ORDER_ACTIVITY_TITLES, } from '@/shared/orders/messages';
import { LINES_EDITABLE_STATUSES, type OrderLinesInput, orderLineKey } from '@/shared/orders/schemas';
import type { OrderDetail } from '@/shared/orders/answers';
import { findOrder } from './get-order';
import { lineColumns } from './order-dto';
import { lockOrder, recordOrderChange } from './order-events';
import { type KeptLine, orderAmounts, priceLines } from './price-lines';

const summary = (lines: readonly { nom: string; quantite: number; prixUnitaire: number }[]) =>
  lines.map(({ nom, quantite, prixUnitaire }) => ({ nom, quantite, prixUnitaire }));

export async function updateOrderLines({ actor, id, input }: { actor: Actor; id: string; input: OrderLinesInput }): Promise<OrderDetail> {
  return getDb().transaction(async (tx) => {
    const order = await lockOrder({ tx, id });
    if (!LINES_EDITABLE_STATUSES.includes(order.statut)) {
      throw refused(ORDER_REFUSALS.linesLocked, { details: { statut: order.statut } });
    }
    const before = await tx.select(lineColumns(orderLines)).from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position));
    const kept = new Map(
      before
        .filter((line): line is KeptLine => line.productId !== null)
        .map((line) => [orderLineKey({ produitId: line.productId, varianteId: line.variantId }), line]),
    );
    const lines = await priceLines({ lines: input.lignes, kept, executor: tx });
    const amounts = orderAmounts(lines, order.fraisLivraison);
    await tx.delete(orderLines).where(eq(orderLines.orderId, id));
    await tx.insert(orderLines).values(lines.map((line, position) => ({ orderId: id, ...line, position })));
    await recordOrderChange({
      tx,
      actor,
      order,
      type: 'lignes',
      details: { avant: summary(before), apres: summary(lines), sousTotalAvant: order.sousTotal, sousTotal: amounts.sousTotal },
      action: 'order.lines',
      title: ORDER_ACTIVITY_TITLES.linesChanged,
      set: amounts,
    });
    return (await findOrder({ id, executor: tx })) as OrderDetail;
  });
}

