// 'Payer avec Wave' on the order's page (docs/product.md, "Paying with Wave"): a Wave checkout session of the order's
// total, reused while it is open and of the same amount; one of another amount (lines or delivery edited since) is
// expired at Wave and replaced. The order's row is held meanwhile: two presses, on two instances, make one link.
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getConfig } from '@/server/config';
import { type Executor, getDb } from '@/server/db/client';
import { orders, paymentSessions } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { refused } from '@/server/services/errors';
import { ORDER_REFUSALS } from '@/server/services/orders/refusals';
import { isOrderCode, orderPageUrl } from '@/shared/orders/order-page';
import { isPayableOnline, WAVE_CURRENCY, WAVE_LINK_MARGIN_MS, WAVE_RETURN_PARAM } from '@/shared/payments/wave';
import { PAYMENT_REFUSALS } from './refusals';
import { settleWaveSession, WAVE_PROVIDER } from './settle-wave-session';
import { askWave, type WaveClient, waveGateway } from './wave-gateway';
import { WaveApiError } from './wave/client';

type SessionRow = typeof paymentSessions.$inferSelect;

/**
 * Expires at Wave a link the order no longer wants. A link Wave says is paid or expired by now is settled instead,
 * as its webhook would have; a failure to reach Wave leaves it 'ouverte', read back later.
 */
async function retire({ tx, wave, row }: { tx: Executor; wave: WaveClient; row: SessionRow }): Promise<void> {
  try {
    await wave.expireSession({ id: row.sessionId });
  } catch (error) {
    if (!(error instanceof WaveApiError)) throw error;
    const session = await wave.getSession({ id: row.sessionId }).catch(() => null);
    if (session && session.checkout_status !== 'open') {
      await settleWaveSession({ session, executor: tx });
      return;
    }
    getLogger().warn({ provider: WAVE_PROVIDER, session: row.sessionId, status: error.status, code: error.code }, 'wave: a link could not be expired');
    return;
  }
  await tx.update(paymentSessions).set({ etat: 'remplacee', updatedAt: new Date() }).where(and(eq(paymentSessions.id, row.id), eq(paymentSessions.etat, 'ouverte')));
}

/** The Wave link the shopper is sent to: refused with 'order_not_payable' for an order paid, cancelled or of a total to confirm. */
export async function startWavePayment({ code }: { code: string }): Promise<{ lien: string }> {
  const wave = waveGateway();
  if (!wave) throw refused(PAYMENT_REFUSALS.off);
  if (!isOrderCode(code)) throw refused(ORDER_REFUSALS.notFound);
  return getDb().transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, code: orders.code, statut: orders.statut, payee: orders.payee, fraisLivraison: orders.fraisLivraison, total: orders.total })
      .from(orders)
      .where(eq(orders.code, code))
      .for('update');
    if (!order) throw refused(ORDER_REFUSALS.notFound);
    if (!isPayableOnline(order)) throw refused(PAYMENT_REFUSALS.notPayable);
    const open = await tx
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.orderId, order.id), eq(paymentSessions.etat, 'ouverte')))
      .orderBy(desc(paymentSessions.createdAt));
    const reusable = open.find((row) => row.montant === order.total && row.expireLe.getTime() - Date.now() > WAVE_LINK_MARGIN_MS);
    if (reusable) return { lien: reusable.lien };
    for (const row of open) await retire({ tx, wave, row });
    // Retiring a link may have found it paid: the order is then no longer to pay.
    const [now] = await tx.select({ payee: orders.payee }).from(orders).where(eq(orders.id, order.id));
    if (now?.payee) throw refused(PAYMENT_REFUSALS.notPayable);
    const page = orderPageUrl(getConfig().publicUrl, order.code);
    const session = await askWave(() =>
      wave.createSession({
        amount: order.total,
        clientReference: order.id,
        successUrl: `${page}?${WAVE_RETURN_PARAM}=ok`,
        errorUrl: `${page}?${WAVE_RETURN_PARAM}=erreur`,
      }),
    );
    await tx.insert(paymentSessions).values({
      orderId: order.id,
      fournisseur: WAVE_PROVIDER,
      sessionId: session.id,
      montant: order.total,
      devise: WAVE_CURRENCY,
      lien: session.wave_launch_url,
      // Wave's links last 30 minutes when it does not say.
      expireLe: session.when_expires ? new Date(session.when_expires) : new Date(Date.now() + 30 * 60 * 1000),
    });
    return { lien: session.wave_launch_url };
  });
}
