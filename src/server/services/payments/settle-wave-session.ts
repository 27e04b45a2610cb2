// What a Wave checkout session says, settled on its order (docs/decisions/033-wave-payments.md): from a webhook or
// read back from Wave's API, the same way. One transaction holds the session's row, and only a row still 'ouverte'
// changes: two instances, or a webhook and the reading-back together, never settle one payment twice.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { orders, paymentSessions } from '@/server/db/schema';
import { logActivity } from '@/server/services/activity/log-activity';
import { getLogger } from '@/server/logger';
import { recordOrderChange } from '@/server/services/orders/order-events';
import { WAVE_ACTIVITY_TITLES, WAVE_ANOMALIES, WAVE_CURRENCY, waveFailure, type WaveAnomaly } from '@/shared/payments/wave';
import type { WaveSession } from './wave/types';

export const WAVE_PROVIDER = 'wave';
/** Who the order's history names for what Wave did. */
const WAVE_NAME = 'Wave';

/** What settling did: paid the order, nothing new, marked the link expired or failed, or an anomaly to check. */
export type SettleOutcome = 'reglee' | 'deja_reglee' | 'ouverte' | 'expiree' | 'echec' | WaveAnomaly;

type SessionRow = typeof paymentSessions.$inferSelect;

async function lockSession({ tx, sessionId }: { tx: Executor; sessionId: string }): Promise<SessionRow | null> {
  const [row] = await tx
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.fournisseur, WAVE_PROVIDER), eq(paymentSessions.sessionId, sessionId)))
    .for('update');
  return row ?? null;
}

/** A payment Wave reported that the shop did not put on an order: logged, and shown in the activity feed and the order's history. */
async function anomaly({ tx, kind, session, row, message }: { tx: Executor; kind: WaveAnomaly; session: WaveSession; row: SessionRow | null; message: string }) {
  getLogger().warn({ provider: WAVE_PROVIDER, anomaly: kind, session: session.id, order: row?.orderId ?? null }, 'wave: payment to check');
  if (!row) {
    await logActivity({ actor: null, action: 'order.payment_check', entityType: 'payment', title: WAVE_ACTIVITY_TITLES.anomaly, subtitle: session.id, details: { anomalie: kind }, executor: tx });
    return;
  }
  const [order] = await tx.select({ id: orders.id, reference: orders.reference }).from(orders).where(eq(orders.id, row.orderId));
  if (!order) return;
  await recordOrderChange({
    tx,
    actor: null,
    by: WAVE_NAME,
    order,
    type: 'paiement_anomalie',
    details: { anomalie: kind, message, transaction: session.transaction_id ?? null, montant: session.amount, session: session.id },
    action: 'order.payment_check',
    title: WAVE_ACTIVITY_TITLES.anomaly,
    set: {},
  });
}

async function closeSession({ tx, row, set }: { tx: Executor; row: SessionRow; set: Partial<SessionRow> }) {
  await tx
    .update(paymentSessions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(paymentSessions.id, row.id));
}

/** Settles what Wave says of a session, inside `executor`'s transaction when given (the pay button's own). */
export async function settleWaveSession({ session, executor }: { session: WaveSession; executor?: Executor }): Promise<SettleOutcome> {
  const run = async (tx: Executor): Promise<SettleOutcome> => {
    const row = await lockSession({ tx, sessionId: session.id });
    if (!row) {
      // A session the shop never made: an event for another site's checkout on the same wallet, or a forgery.
      if (session.checkout_status === 'complete') await anomaly({ tx, kind: 'inconnue', session, row, message: WAVE_ANOMALIES.inconnue });
      return 'inconnue';
    }
    if (row.etat === 'payee') return 'deja_reglee';
    const paid = session.checkout_status === 'complete' && session.payment_status === 'succeeded';
    if (!paid) {
      if (session.checkout_status === 'expired' && row.etat === 'ouverte') {
        await closeSession({ tx, row, set: { etat: 'expiree' } });
        return 'expiree';
      }
      return 'ouverte';
    }
    const transactionId = session.transaction_id ?? null;
    // The money is Wave's fact from here on: the link is paid, whatever the order makes of it.
    await closeSession({ tx, row, set: { etat: 'payee', transactionId, regleeLe: new Date() } });
    const [order] = await tx
      .select({ id: orders.id, reference: orders.reference, statut: orders.statut, payee: orders.payee, total: orders.total, paiementReference: orders.paiementReference })
      .from(orders)
      .where(eq(orders.id, row.orderId))
      .for('update');
    if (!order) return 'inconnue';
    const amountMatches =
      session.currency === WAVE_CURRENCY && session.amount.trim() === String(row.montant) && row.montant === order.total && session.client_reference === order.id;
    if (!amountMatches) {
      await anomaly({ tx, kind: 'montant', session, row, message: WAVE_ANOMALIES.montant(`${session.amount} ${session.currency}`, order.total) });
      return 'montant';
    }
    if (order.payee) {
      if (transactionId !== null && order.paiementReference === transactionId) return 'deja_reglee';
      await anomaly({ tx, kind: 'commande_payee', session, row, message: WAVE_ANOMALIES.commande_payee });
      return 'commande_payee';
    }
    if (order.statut === 'annulee') {
      await anomaly({ tx, kind: 'commande_annulee', session, row, message: WAVE_ANOMALIES.commande_annulee });
      return 'commande_annulee';
    }
    await recordOrderChange({
      tx,
      actor: null,
      by: WAVE_NAME,
      order,
      type: 'paiement',
      details: { payee: true, methode: 'wave', reference: transactionId, verifie: true, session: session.id },
      action: 'order.payment_wave',
      title: WAVE_ACTIVITY_TITLES.paid,
      set: { payee: true, paiementMethode: 'wave', paiementReference: transactionId, paiementVerifie: true, payeeLe: sql`now()` },
    });
    return 'reglee';
  };
  return executor ? run(executor) : getDb().transaction(run);
}

/** A payment attempt Wave refused (`checkout.session.payment_failed`): kept on the link and in the order's history. */
export async function recordWaveFailure({ session }: { session: WaveSession }): Promise<SettleOutcome> {
  return getDb().transaction(async (tx) => {
    const row = await lockSession({ tx, sessionId: session.id });
    if (!row) return 'inconnue';
    // Events come in any order: a failure reported after the payment changes nothing.
    if (row.etat !== 'ouverte') return row.etat === 'payee' ? 'deja_reglee' : 'ouverte';
    const error = session.last_payment_error;
    const reason = error ? `${error.code}: ${error.message}` : 'payment_failed';
    await closeSession({ tx, row, set: { derniereErreur: reason } });
    const [order] = await tx.select({ id: orders.id, reference: orders.reference }).from(orders).where(eq(orders.id, row.orderId));
    if (order) {
      await recordOrderChange({
        tx,
        actor: null,
        by: WAVE_NAME,
        order,
        type: 'paiement_echec',
        details: { message: waveFailure(error?.message ?? error?.code ?? 'inconnu'), session: session.id },
        action: 'order.payment_wave_failed',
        title: WAVE_ACTIVITY_TITLES.failed,
        set: {},
      });
    }
    return 'echec';
  });
}
