// Wave signs each webhook with the shared secret: `Wave-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, each
// v1 the HMAC-SHA256 of the timestamp as sent immediately followed by the raw body. While a secret is being
// rotated Wave sends one v1 per secret: the event is genuine if any of them is right. A genuine event signed too
// long ago, or too far ahead, is refused as stale, so that a copied request cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const WAVE_SIGNATURE_TOLERANCE_SECONDS = 300;

export type WaveSignatureCheck = 'valid' | 'missing' | 'malformed' | 'stale' | 'mismatch';

/** A SHA-256 digest in hexadecimal. */
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/i;

export function verifyWaveSignature({
  header,
  body,
  secret,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = WAVE_SIGNATURE_TOLERANCE_SECONDS,
}: {
  /** The `Wave-Signature` header as received, if any. */
  header: string | null | undefined;
  /** The request's body exactly as received, before any parsing. */
  body: string | Buffer;
  secret: string;
  nowSeconds?: number;
  toleranceSeconds?: number;
}): WaveSignatureCheck {
  if (header === null || header === undefined || header.trim() === '') return 'missing';
  let timestamp: string | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator <= 0) return 'malformed';
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return 'malformed';
      timestamp = value;
    } else if (key === 'v1') {
      signatures.push(value);
    }
    // Any other scheme is ignored.
  }
  if (timestamp === null || signatures.length === 0) return 'malformed';

  // An empty secret would be one anybody could sign with.
  if (secret === '') return 'mismatch';
  const expected = createHmac('sha256', secret).update(timestamp, 'utf8').update(body).digest();
  const genuine = signatures.some((signature) => {
    if (!SIGNATURE_PATTERN.test(signature)) return false;
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!genuine) return 'mismatch';
  return Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds ? 'stale' : 'valid';
}
