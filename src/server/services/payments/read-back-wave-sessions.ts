// A webhook that never comes does not leave a paid order unpaid (docs/decisions/033-wave-payments.md): the links still
// open are read back from Wave's API — every few minutes, and when an administrator opens their order — and settled
// as the webhook would have. A link whose order's total changed is expired at Wave as soon as it changes.
import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { orders, paymentSessions } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { type SettleOutcome, settleWaveSession, WAVE_PROVIDER } from './settle-wave-session';
import { waveGateway } from './wave-gateway';
import { WaveApiError } from './wave/client';

/** How many open links one reading-back reads: the oldest first, the next run takes the rest. */
const READ_BACK_BATCH = 100;

/** Reads the open links (of one order, or all) back from Wave and settles each; returns what each became. */
export async function readBackWaveSessions({ orderId }: { orderId?: string } = {}): Promise<SettleOutcome[]> {
  const wave = waveGateway();
  if (!wave) return [];
  const open = await getDb()
    .select({ sessionId: paymentSessions.sessionId })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.etat, 'ouverte'), orderId ? eq(paymentSessions.orderId, orderId) : undefined))
    .orderBy(asc(paymentSessions.createdAt))
    .limit(READ_BACK_BATCH);
  const outcomes: SettleOutcome[] = [];
  for (const { sessionId } of open) {
    try {
      const session = await wave.getSession({ id: sessionId });
      outcomes.push(await settleWaveSession({ session }));
    } catch (error) {
      if (!(error instanceof WaveApiError)) throw error;
      getLogger().warn({ provider: WAVE_PROVIDER, session: sessionId, status: error.status, code: error.code }, 'wave: a link could not be read back');
    }
  }
  return outcomes;
}

/**
 * After the order's lines or delivery changed: its open links of another amount are expired at Wave (the shopper's
 * next 'Payer avec Wave' makes one of the new total). A link Wave says is paid meanwhile is settled instead.
 */
export async function retireStaleWaveLinks({ orderId }: { orderId: string }): Promise<void> {
  const wave = waveGateway();
  if (!wave) return;
  const stale = await getDb()
    .select({ id: paymentSessions.id, sessionId: paymentSessions.sessionId })
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
    .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.etat, 'ouverte'), ne(paymentSessions.montant, orders.total)));
  for (const row of stale) {
    try {
      await wave.expireSession({ id: row.sessionId });
      await getDb()
        .update(paymentSessions)
        .set({ etat: 'remplacee', updatedAt: new Date() })
        .where(and(eq(paymentSessions.id, row.id), eq(paymentSessions.etat, 'ouverte')));
    } catch (error) {
      if (!(error instanceof WaveApiError)) throw error;
      // Paid or expired meanwhile, or Wave out of reach: read back, now or at the next run.
      const session = await wave.getSession({ id: row.sessionId }).catch(() => null);
      if (session) await settleWaveSession({ session });
    }
  }
}

/** How long opening an order waits for its links to be read back before answering with what it has. */
const ORDER_READ_BACK_MS = 3000;

/** Opening an order in the back office: its open links read back, for at most a few seconds, failures logged only. */
export async function readBackOrderPayment({ orderId }: { orderId: string }): Promise<void> {
  if (!waveGateway()) return;
  const reading = readBackWaveSessions({ orderId }).catch((error: unknown) => {
    getLogger().warn({ err: error, provider: WAVE_PROVIDER }, 'wave: reading back an order failed');
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([reading, new Promise<void>((resolve) => { timer = setTimeout(resolve, ORDER_READ_BACK_MS); })]);
  clearTimeout(timer);
}
