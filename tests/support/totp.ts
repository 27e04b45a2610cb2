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
