// Passkeys as a faster way through the sign-in's second step (docs/decisions/025-second-factor.md, "Passkeys"): the
// relying party the browser signs for, and the account's stored credentials. The WebAuthn checks themselves are
// @simplewebauthn/server's.
import 'server-only';
import type { AuthenticatorTransport } from '@simplewebauthn/server';
import { asc, count, eq } from 'drizzle-orm';
import { backOfficeUrl, getConfig } from '@/server/config';
import { type Executor, getDb } from '@/server/db/client';
import { passkeys } from '@/server/db/schema';
import { PASSKEYS } from '@/shared/auth/passkeys';
import type { PasskeySummary } from '@/shared/auth/answers';

/**
 * The WebAuthn library, loaded at the first passkey operation rather than at start: with its certificate parsers,
 * about 5 MB a shop whose administrators use no passkey does not spend (bench/README.md, "Memory as an operator
 * sees it").
 */
export async function loadWebAuthn() {
  const [server, { isoBase64URL }] = await Promise.all([import('@simplewebauthn/server'), import('@simplewebauthn/server/helpers')]);
  return { ...server, isoBase64URL };
}

export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * The relying party: the host of the back office's address, ADMIN_URL when set, else PUBLIC_URL (WebAuthn refuses
 * an IP address there), and its origin, which the browser writes into every answer. A passkey made under one host
 * name does not work under another.
 */
export function relyingParty(): { rpID: string; rpName: string; origin: string } {
  const url = new URL(backOfficeUrl(getConfig()));
  return { rpID: url.hostname, rpName: PASSKEYS.rpName, origin: url.origin };
}

/** The account's passkeys, oldest first. */
export function passkeysOf({ adminId, executor = getDb() }: { adminId: string; executor?: Executor }): Promise<PasskeyRow[]> {
  return executor.select().from(passkeys).where(eq(passkeys.adminId, adminId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeys({ adminId, executor = getDb() }: { adminId: string; executor?: Executor }): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(passkeys).where(eq(passkeys.adminId, adminId));
  return row?.n ?? 0;
}

/** Removed with the authenticator app (./remove-second-factor.ts): a passkey never stands alone. */
export async function deletePasskeys({ adminId, executor }: { adminId: string; executor: Executor }): Promise<void> {
  await executor.delete(passkeys).where(eq(passkeys.adminId, adminId));
}

export function toPasskeySummary(row: PasskeyRow): PasskeySummary {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

/** Stored comma-separated; the browser's list back. */
export const transportsOf = (row: Pick<PasskeyRow, 'transports'>): AuthenticatorTransport[] | undefined =>
  row.transports?.split(',').filter(Boolean) as AuthenticatorTransport[] | undefined;
