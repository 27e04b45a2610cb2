// TOTP (RFC 6238) through @oslojs/otp: SHA-1, 6 digits, 30-second steps, one step of tolerance either side
// (docs/decisions/025-second-factor.md). The step a code matched is returned, so that the caller can refuse it
// once used: a code seen over someone's shoulder cannot be typed again.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';
import { TWO_FACTOR } from '@/shared/auth/two-factor';

/** 160 bits, the key size RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;

/** A new key, as stored: hexadecimal. */
export function newTotpSecret(): string {
  return randomBytes(SECRET_BYTES).toString('hex');
}

/** The `otpauth://` address an authenticator app reads from a QR code: issuer 'Boutique', the account's e-mail. */
export function totpUri(secret: string, email: string): string {
  return createTOTPKeyURI(TWO_FACTOR.issuer, email, Buffer.from(secret, 'hex'), TWO_FACTOR.periodSeconds, TWO_FACTOR.digits);
}

/** The key as typed by hand into an app: the base32 of the address (RFC 4648, no padding). */
export function typedSecret(uri: string): string {
  return new URL(uri).searchParams.get('secret') ?? '';
}

/** The time step now. */
export function currentStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TWO_FACTOR.periodSeconds);
}

/**
 * The step the code belongs to, among those around now and after `lastStep` (the last one accepted), or null.
 * Every candidate is checked (in constant time each), so that the time taken does not tell which one matched.
 */
export function matchingStep({ secret, code, lastStep }: { secret: string; code: string; lastStep: number | null }): number | null {
  const key = Buffer.from(secret, 'hex');
  const now = currentStep();
  let found: number | null = null;
  for (let step = now - TWO_FACTOR.toleranceSteps; step <= now + TWO_FACTOR.toleranceSteps; step++) {
    const right = verifyHOTP(key, BigInt(step), TWO_FACTOR.digits, code);
    if (right && found === null && (lastStep === null || step > lastStep)) found = step;
  }
  return found;
}

/**
 * The step, at or before `lastStep`, that a refused code is right for: a code already used, typed again (ASVS 2.8.5),
 * told apart from a wrong one so that the owner hears of it. Null for a wrong code, or one no step was used for.
 */
export function replayedStep({ secret, code, lastStep }: { secret: string; code: string; lastStep: number | null }): number | null {
  if (lastStep === null) return null;
  const key = Buffer.from(secret, 'hex');
  const now = currentStep();
  for (let step = now - TWO_FACTOR.toleranceSteps; step <= Math.min(lastStep, now + TWO_FACTOR.toleranceSteps); step++) {
    if (verifyHOTP(key, BigInt(step), TWO_FACTOR.digits, code)) return step;
  }
  return null;
}
