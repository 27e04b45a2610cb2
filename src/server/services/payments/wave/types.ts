// Wave's checkout session and webhook event as its API sends them, read leniently: a field Wave adds later is
// kept and ignored, a field it leaves out when it has no value is optional. Amounts are whole XOF in strings.
import { z } from 'zod';


export const waveCheckoutStatusSchema = z.enum(['open', 'complete', 'expired']);
export const wavePaymentStatusSchema = z.enum(['processing', 'cancelled', 'succeeded']);

export const wavePaymentErrorSchema = z.looseObject({ code: z.string(), message: z.string() });

export const waveSessionSchema = z.looseObject({
  id: z.string().min(1),
  /** Whole XOF, e.g. "12500". */
  amount: z.string(),
  currency: z.string(),
  business_name: z.string().nullish(),
  checkout_status: waveCheckoutStatusSchema,
  payment_status: wavePaymentStatusSchema,
  client_reference: z.string().nullish(),
  /** Once paid. */
  transaction_id: z.string().nullish(),
  last_payment_error: wavePaymentErrorSchema.nullish(),
  success_url: z.string().nullish(),
  error_url: z.string().nullish(),
  wave_launch_url: z.string(),
  when_created: z.string(),
  when_expires: z.string().nullish(),
  /** Null while the session is open. */
  when_completed: z.string().nullish(),
});

export type WaveSession = z.infer<typeof waveSessionSchema>;
export type WaveCheckoutStatus = z.infer<typeof waveCheckoutStatusSchema>;
export type WavePaymentStatus = z.infer<typeof wavePaymentStatusSchema>;

export const waveSearchResultSchema = z.looseObject({ result: z.array(waveSessionSchema) });

/** The body of an answer in error. */
export const waveErrorBodySchema = z.looseObject({ code: z.string(), message: z.string().optional() });

/** Any event Wave may send: its type is read before its data. */
export const waveEventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.unknown(),
});

export type WaveEvent = z.infer<typeof waveEventSchema>;

export const WAVE_CHECKOUT_EVENT_TYPES = ['checkout.session.completed', 'checkout.session.payment_failed'] as const;

/** An event about a checkout session: its data is the session as it stands. */
export const waveCheckoutEventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.enum(WAVE_CHECKOUT_EVENT_TYPES),
  data: waveSessionSchema,
});

export type WaveCheckoutEvent = z.infer<typeof waveCheckoutEventSchema>;
export type WaveCheckoutEventType = WaveCheckoutEvent['type'];
