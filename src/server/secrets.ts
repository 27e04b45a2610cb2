// Secrets that must survive restarts but need no human: generated once into DATA_DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** HS256 keys shorter than the hash (32 bytes) make tokens easier to forge by guessing the key. */
export const JWT_SECRET_MIN_BYTES = 32;

export class WeakJwtSecretError extends Error {
  constructor(bytes: number) {
    super(
      `JWT_SECRET est trop court (${bytes} octets) : il en faut au moins ${JWT_SECRET_MIN_BYTES}. ` +
        'Générez-en un (par exemple : openssl rand -base64 48) ou retirez JWT_SECRET pour que la boutique en crée un dans DATA_DIR. / ' +
        `JWT_SECRET is too short (${bytes} bytes): at least ${JWT_SECRET_MIN_BYTES} are required.`,
    );
    this.name = 'WeakJwtSecretError';
  }
}

/** The configured signing key, refused when it is too short to be safe. */
export function checkJwtSecret(secret: string): string {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < JWT_SECRET_MIN_BYTES) throw new WeakJwtSecretError(bytes);
  return secret;
}

export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(secret, 'utf8') >= JWT_SECRET_MIN_BYTES) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
