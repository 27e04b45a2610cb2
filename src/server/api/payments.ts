// Paying with Wave (docs/api.md, "Payments"; docs/decisions/033-wave-payments.md): the shopper's 'Payer avec
// Wave' under /commandes/suivi, and Wave's webhook under /paiements. Both public and rate-limited; mounted only while
// WAVE_API_KEY and WAVE_WEBHOOK_SECRET are set (./app.ts): otherwise their paths are unknown, and the document
// leaves them out.
import { Hono } from 'hono';
import { z } from 'zod';
import { runInBackground } from '@/server/background';
import { ORDER_REFUSALS } from '@/server/services/orders/refusals';
import { acceptWaveEvent, handleWaveEvent } from '@/server/services/payments/receive-wave-event';
import { PAYMENT_REFUSALS } from '@/server/services/payments/refusals';
import { startWavePayment } from '@/server/services/payments/start-wave-payment';
import { WAVE_MESSAGES } from '@/shared/payments/wave';
import { rateLimit } from './middleware/rate-limit';
import { TAGS, documented } from './openapi-routes';
import { ok } from './respond';
import type { AppEnv } from './types';

/** POST /commandes/suivi/{code}/wave. */
export function wavePayRoutes() {
  const pay = new Hono<AppEnv>();
  documented(pay).post(
    '/:code/wave',
    {
      operationId: 'payOrderWithWave',
      tag: TAGS.payments,
      summary: "The shopper's 'Payer avec Wave': a Wave checkout link of the order's total",
      description:
        "`code` is the order's page code (/commande/{code}). An open link of the same total is answered again; one of another total is expired at Wave and replaced. No body.",
      access: 'anyone',
      rateLimited: true,
      pathParams: z.object({ code: z.string().meta({ description: "The order's page code: 22 characters of base64url.", example: 'q3Zc0v1lQ9yE2b7nK4mXwA' }) }),
      success: [{ messages: [WAVE_MESSAGES.linkReady], data: z.object({ lien: z.url().meta({ description: "Wave's `wave_launch_url`: send the shopper there." }) }) }],
      failures: [ORDER_REFUSALS.notFound, PAYMENT_REFUSALS.notPayable, PAYMENT_REFUSALS.unavailable],
    },
    rateLimit('wavePay'),
    async (c) => ok(c, await startWavePayment({ code: c.req.param('code') ?? '' }), WAVE_MESSAGES.linkReady),
  );
  return pay;
}

/** POST /paiements/wave: Wave's events, answered before they are handled, as Wave asks. */
export function waveWebhookRoutes() {
  const webhook = new Hono<AppEnv>();
  documented(webhook).post(
    '/wave',
    {
      operationId: 'receiveWaveEvent',
      tag: TAGS.payments,
      summary: "Wave's webhook: checkout.session.completed and checkout.session.payment_failed",
      description:
        "Checked by its `Wave-Signature` header (`t=<seconds>,v1=<HMAC-SHA256 hex>`, keyed by WAVE_WEBHOOK_SECRET over the timestamp followed by the raw body; 5 minutes of replay window). Each event id is handled once; the answer comes before the handling.",
      access: 'anyone',
      rateLimited: true,
      success: [{ messages: [WAVE_MESSAGES.received], data: z.null() }],
      failures: [PAYMENT_REFUSALS.invalidSignature],
    },
    rateLimit('waveWebhook'),
    async (c) => {
      const event = acceptWaveEvent({ body: await c.req.text(), signature: c.req.header('wave-signature') });
      if (event) runInBackground('wave event', () => handleWaveEvent({ event }));
      return ok(c, null, WAVE_MESSAGES.received);
    },
  );
  return webhook;
}
