// Recovery codes (docs/decisions/025-second-factor.md): ten at a time, each 10 characters of a 32-letter alphabet
// (50 random bits), shown once and kept only as a SHA-256 under a random salt of their own (ASVS 2.6.2 asks a
// salt of a look-up secret under 112 bits): a copy of the database cannot be matched against one table of every
// code. Online, the sign-in lock limits the guesses. A new set replaces the old one whole.
import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '@/server/db/client';
import { recoveryCodes } from '@/server/db/schema';
import { normaliseRecoveryCode, TWO_FACTOR } from '@/shared/auth/two-factor';

/** Letters and digits that cannot be mistaken for one another once written down (no I, O, 0 or 1). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  let code = '';
  for (let i = 0; i < TWO_FACTOR.recoveryCodeLength; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** `salt:hash`, both hexadecimal: a 32-bit salt, and the SHA-256 of the salt and the code. */
function saltedHash(code: string, salt = randomBytes(4).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex')}`;
}

function matches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  const computed = Buffer.from(saltedHash(code, salt));
  const expected = Buffer.from(stored);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** As shown to the person: two groups of five, 'ABCDE-FGHJK'. */
const shown = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** Replaces the account's codes with ten new ones, returned as shown; the old ones stop working. */
export async function replaceRecoveryCodes({ adminId, executor }: { adminId: string; executor: Executor }): Promise<string[]> {
  const codes = Array.from({ length: TWO_FACTOR.recoveryCodeCount }, newCode);
  await executor.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
  await executor.insert(recoveryCodes).values(codes.map((code) => ({ adminId, codeHash: saltedHash(code) })));
  return codes.map(shown);
}

/** Removes every code of the account (its second factor turned off). */
export async function deleteRecoveryCodes({ adminId, executor }: { adminId: string; executor: Executor }): Promise<void> {
  await executor.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
}

/**
 * Spends the code if it is one of the account's unused ones: true once, false ever after. Each of the (at most
 * ten) unused codes is compared, whichever matches, so that the time taken tells nothing.
 */
export async function spendRecoveryCode({ adminId, code, executor }: { adminId: string; code: string; executor: Executor }): Promise<boolean> {
  const typed = normaliseRecoveryCode(code);
  const unused = await executor
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)));
  let found: string | null = null;
  for (const row of unused) if (matches(row.codeHash, typed) && found === null) found = row.id;
  if (found === null) return false;
  // Two requests with the same code: only the one that marks it used gets in.
  const rows = await executor
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.id, found), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** The account's unused codes. */
export async function countRecoveryCodes({ adminId, executor = getDb() }: { adminId: string; executor?: Executor }): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
