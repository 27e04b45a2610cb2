// Archives encrypted with BACKUP_PASSPHRASE (docs/backups.md, docs/decisions/013-backups.md): AES-256-GCM, an
// authenticated cipher, under a key derived from the passphrase by scrypt; nothing but Node's own crypto.
//
// Layout: one line of JSON in clear (what it is, its version, the cipher, scrypt's parameters, the salt and the
// nonce), then the encrypted tar.gz, then GCM's 16-byte tag. The header line is authenticated with the rest (as
// GCM's additional data): a changed parameter is a tampered archive like a changed byte of the content.
// GCM's tag is checked only at the end: a restore therefore reads the archive once to verify it before it
// writes anything, and any later read that fails the check still fails the restore, which then empties DATA_DIR.
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { appendFileSync, closeSync, createReadStream, createWriteStream, openSync, readSync, statSync, writeFileSync } from 'node:fs';
import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const ENCRYPTED_FORMAT = 'boutique-backup-encrypted';
const VERSION = 1;
const CIPHER = 'aes-256-gcm';
const TAG_BYTES = 16;
/** scrypt's cost: 2^17 × 8 × 128 bytes = 128 MiB for a moment, about half a second (OWASP's minimum). */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1 };
/** What a header may ask of scrypt when read: an altered header must not make a restore take all the memory. */
const MAX_SCRYPT_N = 2 ** 20;
const MAX_HEADER_BYTES = 1_024;
/** A short passphrase is guessed whatever the derivation. */
export const MIN_PASSPHRASE_LENGTH = 12;

interface Header {
  format: typeof ENCRYPTED_FORMAT;
  version: number;
  cipher: typeof CIPHER;
  kdf: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
  nonce: string;
}

/** The passphrase does not open the archive, or the archive was changed since it was written. */
export class ArchiveDecryptionError extends Error {
  constructor() {
    super('wrong passphrase or tampered archive');
    this.name = 'ArchiveDecryptionError';
  }
}

function deriveKey(passphrase: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, 32, { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Writes source, encrypted, to file (created 0600). */
export async function writeEncrypted(source: Readable, file: string, passphrase: string): Promise<void> {
  const salt = randomBytes(16);
  const nonce = randomBytes(12);
  const header: Header = { format: ENCRYPTED_FORMAT, version: VERSION, cipher: CIPHER, kdf: 'scrypt', ...SCRYPT, salt: salt.toString('base64'), nonce: nonce.toString('base64') };
  const headerLine = Buffer.from(`${JSON.stringify(header)}\n`);
  const cipher = createCipheriv(CIPHER, await deriveKey(passphrase, salt, SCRYPT), nonce);
  cipher.setAAD(headerLine);
  writeFileSync(file, headerLine, { mode: 0o600 });
  await pipeline(source, cipher, createWriteStream(file, { flags: 'a' }));
  appendFileSync(file, cipher.getAuthTag());
}

/** The header of an encrypted archive, or null when file is not one (a plain archive, or anything else). */
function readHeader(file: string): { header: Header; bytes: Buffer } | null {
  const start = Buffer.alloc(MAX_HEADER_BYTES);
  const fd = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(fd, start, 0, MAX_HEADER_BYTES, 0);
  } finally {
    closeSync(fd);
  }
  const end = start.subarray(0, read).indexOf(0x0a);
  if (end < 0) return null;
  const bytes = start.subarray(0, end + 1);
  let header: Header;
  try {
    header = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  return header?.format === ENCRYPTED_FORMAT ? { header, bytes } : null;
}

/** Whether file is an archive encrypted by writeEncrypted (from its clear header). */
export function isEncrypted(file: string): boolean {
  return readHeader(file) !== null;
}

/**
 * The plain archive inside an encrypted one, as a stream that fails at its end unless every byte, header
 * included, is as written with this passphrase. openEncrypted itself reads nothing but the header.
 */
export async function openEncrypted(file: string, passphrase: string): Promise<() => Readable> {
  const found = readHeader(file);
  if (!found) throw new ArchiveDecryptionError();
  const { header, bytes } = found;
  const size = statSync(file).size;
  const params = { N: header.N, r: header.r, p: header.p };
  const sane =
    header.version === VERSION &&
    header.cipher === CIPHER &&
    header.kdf === 'scrypt' &&
    Number.isInteger(params.N) && params.N >= 2 ** 14 && params.N <= MAX_SCRYPT_N && (params.N & (params.N - 1)) === 0 &&
    params.r === 8 && Number.isInteger(params.p) && params.p >= 1 && params.p <= 4 &&
    size >= bytes.length + TAG_BYTES;
  if (!sane) throw new ArchiveDecryptionError();
  const salt = Buffer.from(String(header.salt), 'base64');
  const nonce = Buffer.from(String(header.nonce), 'base64');
  if (salt.length < 16 || nonce.length !== 12) throw new ArchiveDecryptionError();
  const key = await deriveKey(passphrase, salt, params);
  const tag = Buffer.alloc(TAG_BYTES);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    closeSync(fd);
  }
  return () => {
    const decipher = createDecipheriv(CIPHER, key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(bytes);
    decipher.setAuthTag(tag);
    const body = size - TAG_BYTES > bytes.length ? createReadStream(file, { start: bytes.length, end: size - TAG_BYTES - 1 }) : null;
    if (!body) {
      decipher.end();
      return decipher;
    }
    body.on('error', (error) => decipher.destroy(error));
    return body.pipe(decipher);
  };
}

/** Reads the whole encrypted archive once, writing nothing: resolves when it is intact and the passphrase right. */
export async function verifyEncrypted(open: () => Readable): Promise<void> {
  try {
    await pipeline(
      open(),
      new Writable({
        write(_chunk, _encoding, done) {
          done();
        },
      }),
    );
  } catch {
    throw new ArchiveDecryptionError();
  }
}
