// The Wave client of the running configuration (docs/decisions/033-wave-payments.md), or null when payments by Wave
// are off. The key stays here: never in an answer, a log or a backup (docs/SECURITY.md, "Wave's webhook").
import 'server-only';
import { getConfig, waveOf } from '@/server/config';
import { refused } from '@/server/services/errors';
import { PAYMENT_REFUSALS } from './refusals';
import { WaveApiError, waveClient } from './wave/client';

export type WaveClient = ReturnType<typeof waveClient>;

/** Wave's client, or null when WAVE_API_KEY and WAVE_WEBHOOK_SECRET are not set. */
export function waveGateway(): WaveClient | null {
  const settings = waveOf(getConfig());
  return settings ? waveClient({ apiKey: settings.apiKey, apiUrl: settings.apiUrl }) : null;
}

/** A call to Wave whose failure the caller answers as 'wave_unavailable' (Wave's status and code logged, never the key). */
export async function askWave<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof WaveApiError) throw refused(PAYMENT_REFUSALS.unavailable);
    throw error;
  }
}
