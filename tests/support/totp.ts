// An authenticator app for the API tests: enrols an administrator through the API and computes the codes a phone
// would show (RFC 6238, as src/server/services/two-factor/totp.ts checks them).
import { generateHOTP } from '@oslojs/otp';
import { eq } from 'drizzle-orm';
import { admins } from '@/server/db/schema';
import type { TestAdmin, TestBackend } from './harness';

const PERIOD_MS = 30_000;

/** The step of a moment (now by default). */
export const stepAt = (ms = Date.now()) => Math.floor(ms / PERIOD_MS);

/** The code of the account's key for a step. */
export async function codeFor(backend: TestBackend, adminId: string, step = stepAt()): Promise<string> {
  const [row] = await backend.db.select({ secret: admins.totpSecret }).from(admins).where(eq(admins.id, adminId));
  if (!row?.secret) throw new Error('no TOTP key for this administrator');
  return generateHOTP(Buffer.from(row.secret, 'hex'), BigInt(step), 6);
}

/** Sets up and turns on the authenticator app of `admin` through the API; returns its recovery codes. */
export async function enrolTotp(backend: TestBackend, admin: TestAdmin, headers: Record<string, string> = {}): Promise<string[]> {
  const setup = await backend.call('POST', '/auth/2fa/totp/setup', { token: admin.token, headers, json: { currentPassword: admin.password } });
  if (setup.status !== 200) throw new Error(`setup refused (${setup.status}): ${setup.body.message}`);
  const enable = await backend.call('POST', '/auth/2fa/totp/enable', { token: admin.token, headers, json: { code: await codeFor(backend, admin.id) } });
  if (enable.status !== 200) throw new Error(`enable refused (${enable.status}): ${enable.body.message}`);
  return enable.body.data.recoveryCodes;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The bytes of a key as an app takes it typed by hand: base32 (RFC 4648), spaces and padding ignored. */
function base32Bytes(key: string): Uint8Array {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of key.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not a base32 key: ${key}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** The code an app shows for a key typed by hand (as the account page shows it: groups of four), for a step. */
export function codeOfKey(key: string, step = stepAt()): string {
  return generateHOTP(base32Bytes(key), BigInt(step), 6);
}

/**
 * A super administrator with the authenticator app on, who may turn the shop's second-factor policy on: made on the
 * first call for this backend, then the same one. `headers` gives each request that needs it an address of its own.
 */
export function policyOwner(backend: () => TestBackend, headers: () => Record<string, string>): () => Promise<TestAdmin> {
  let owner: TestAdmin | null = null;
  return async () => {
    if (!owner) {
      owner = await backend().createAdmin({ role: 'SUPER_ADMIN' });
      await enrolTotp(backend(), owner, headers());
    }
    return owner;
  };
}
