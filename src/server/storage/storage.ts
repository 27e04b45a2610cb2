// Where uploaded images live. Local disk by default (served under /uploads); S3-compatible storage can be
// plugged in behind the same interface.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@/server/config';
import { UPLOADS_PATH } from '@/shared/constants';

export interface Storage {
  /** Stores bytes under key (slash-separated, no leading slash). Overwrites. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so that a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  url(key: string): string {
    return `${UPLOADS_PATH}/${key}`;
  }
}

const STORAGE_KEY = Symbol.for('boutique.storage');
type WithStorage = typeof globalThis & { [STORAGE_KEY]?: Storage };

export function uploadsDir(dataDir = getConfig().dataDir): string {
  return path.join(dataDir, 'uploads');
}

export function getStorage(): Storage {
  const store = globalThis as WithStorage;
  store[STORAGE_KEY] ??= new LocalDiskStorage(uploadsDir());
  return store[STORAGE_KEY];
}

export function setStorage(storage: Storage | undefined): void {
  (globalThis as WithStorage)[STORAGE_KEY] = storage;
}
