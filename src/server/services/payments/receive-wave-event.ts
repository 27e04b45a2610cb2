// Wave's webhook (docs/decisions/033-wave-payments.md; docs/SECURITY.md, "Wave's webhook"): the signature checked
// before anything is read, the event recorded once by its id, then settled. Wave wants a 2xx before the business
// logic: the route answers once `acceptWaveEvent` returns and runs `handleWaveEvent` after its answer.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getConfig, waveOf } from '@/server/config';
import { getDb } from '@/server/db/client';
import { paymentEvents } from '@/server/db/schema';
import { getLogger } from '@/server/logger';
import { refused } from '@/server/services/errors';
import { PAYMENT_REFUSALS } from './refusals';
import { recordWaveFailure, type SettleOutcome, settleWaveSession, WAVE_PROVIDER } from './settle-wave-session';
import { verifyWaveSignature } from './wave/signature';
import { type WaveCheckoutEvent, waveCheckoutEventSchema } from './wave/types';

/**
 * The event, once its `Wave-Signature` is Wave's (HMAC-SHA256 of the timestamp and the raw body, within the replay
 * window): refused with 'invalid_signature' otherwise, and with 'route_not_found' when Wave is off.
 */
export function acceptWaveEvent({ body, signature }: { body: string; signature: string | undefined }): WaveCheckoutEvent | null {
  const wave = waveOf(getConfig());
  if (!wave) throw refused(PAYMENT_REFUSALS.off);
  const verdict = verifyWaveSignature({ header: signature, body, secret: wave.webhookSecret });
  if (verdict !== 'valid') {
    getLogger().warn({ provider: WAVE_PROVIDER, verdict }, 'wave: webhook refused');
    throw refused(PAYMENT_REFUSALS.invalidSignature);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = null;
  }
  const event = waveCheckoutEventSchema.safeParse(parsed);
  // Signed by Wave but of a kind this shop does not use (a merchant payment…): acknowledged, so that Wave does not send it again.
  return event.success ? event.data : null;
}

/** Records the event once and settles it: a duplicate changes nothing. */
export async function handleWaveEvent({ event }: { event: WaveCheckoutEvent }): Promise<SettleOutcome | 'doublon'> {
  const [first] = await getDb()
    .insert(paymentEvents)
    .values({ fournisseur: WAVE_PROVIDER, eventId: event.id, type: event.type, sessionId: event.data.id })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!first) return 'doublon';
  const outcome = event.type === 'checkout.session.completed' ? await settleWaveSession({ session: event.data }) : await recordWaveFailure({ session: event.data });
  await getDb().update(paymentEvents).set({ resultat: outcome }).where(eq(paymentEvents.id, first.id));
  getLogger().info({ provider: WAVE_PROVIDER, event: event.type, outcome }, 'wave: event handled');
  return outcome;
}
