// The signing key the shop makes for itself when JWT_SECRET is not set: random, kept private in DATA_DIR, the
// same across restarts.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkJwtSecret, JWT_SECRET_MIN_BYTES, loadOrCreateJwtSecret, WeakJwtSecretError } from './secrets';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-secrets-'));
  dirs.push(dir);
  return dir;
}

describe('the generated signing key', () => {
  it('is 48 random bytes, written once to DATA_DIR/jwt-secret readable by the shop user only, and read back', () => {
    const dataDir = tempDir();
    const secret = loadOrCreateJwtSecret(dataDir);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(48);
    const file = path.join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwtSecret(dataDir)).toBe(secret);
    // Another directory, another key.
    expect(loadOrCreateJwtSecret(tempDir())).not.toBe(secret);
  });

  it('replaces a stored key too short to be safe', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'court\n', { mode: 0o600 });
    const secret = loadOrCreateJwtSecret(dataDir);
    expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(JWT_SECRET_MIN_BYTES);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(secret);
  });

  it('is refused when set by hand under 32 bytes', () => {
    expect(() => checkJwtSecret('x'.repeat(31))).toThrow(WeakJwtSecretError);
    expect(checkJwtSecret('x'.repeat(32))).toBe('x'.repeat(32));
  });
});
