// Secrets handed to people (refresh tokens, e-mailed links) are random and stored only as a SHA-256 hash:
// a copy of the database cannot be replayed. A fast hash suffices for 256 random bits.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export function randomToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
