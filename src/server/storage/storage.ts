// Where uploaded images live. Local disk by default (served under /uploads); S3-compatible storage when the
// S3_* variables are set (README.md, Configuration), so that several app instances share one set of pictures.
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { type Config, getConfig } from '@/server/config';
import { singleton } from '@/server/singleton';
import { UPLOADS_PATH } from '@/shared/constants';

export interface Storage {
  /** Stores bytes under key (slash-separated, no leading slash). Overwrites. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every object whose key starts with prefix (a folder, ending in a slash), with when it was last written. */
  list(prefix: string): Promise<StoredObject[]>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
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
    // Private like the rest of DATA_DIR: this process serves the files itself.
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    // Write then rename, so that a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, target);
    } catch (error) {
      // A write cut short (a full disk) leaves no part of a file behind.
      await rm(temporary, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Never through a symbolic link, in the file's name or in any folder under the root: a link planted in the
   * uploads folder (by hand, or by an archive of an earlier version) would otherwise serve whatever it names,
   * the signing key included (docs/SECURITY.md, V12). The root itself is the operator's choice and may be one.
   */
  async get(key: string): Promise<Buffer | null> {
    try {
      const target = this.file(key);
      const folders = key.split('/').slice(0, -1);
      for (let depth = 1; depth <= folders.length; depth++) {
        if (!(await lstat(path.join(this.root, ...folders.slice(0, depth)))).isDirectory()) return null;
      }
      // O_NOFOLLOW: the name itself is opened only when it is no link, with no moment between check and use.
      const handle = await open(target, constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        if (!(await handle.stat()).isFile()) return null;
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const folder = this.file(prefix.replace(/\/+$/, ''));
    let entries: string[];
    try {
      entries = await readdir(folder, { recursive: true });
    } catch {
      return [];
    }
    const objects: StoredObject[] = [];
    for (const entry of entries) {
      const key = `${prefix.replace(/\/+$/, '')}/${entry.split(path.sep).join('/')}`;
      try {
        const info = await stat(this.file(key));
        if (info.isFile()) objects.push({ key, modifiedAt: info.mtime });
      } catch {
        // removed meanwhile, or a name no key could have
      }
    }
    return objects;
  }

  url(key: string): string {
    return `${UPLOADS_PATH}/${key}`;
  }
}

/** Stored objects never change under a key (a new picture gets a new key): browsers may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The S3 client's library is loaded only by a shop that uses S3: about 20 MB of memory a shop on its own disk does
 * not spend (bench/README.md, "Memory as an operator sees it").
 */
const loadS3 = () => import('@aws-sdk/client-s3');

export class S3Storage implements Storage {
  private readonly sdk = loadS3();
  private readonly client: Promise<S3Client>;

  constructor(private readonly options: NonNullable<Config['s3']>) {
    this.client = this.sdk.then(({ S3Client }) => new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Path-style addressing (endpoint/bucket/key) is what S3-compatible servers (MinIO, Garage, R2…) accept.
      forcePathStyle: true,
      // Checksums only when the operation requires one: several S3-compatible servers reject the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const { PutObjectCommand } = await this.sdk;
    await (await this.client).send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    const { GetObjectCommand, NoSuchKey, S3ServiceException } = await this.sdk;
    try {
      const object = await (await this.client).send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) {
        return null;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { DeleteObjectCommand } = await this.sdk;
    await (await this.client).send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async list(prefix: string): Promise<StoredObject[]> {
    assertSafeKey(prefix);
    const { ListObjectsV2Command } = await this.sdk;
    const client = await this.client;
    const objects: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) objects.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  /** Straight from the bucket when it is public (S3_PUBLIC_URL), otherwise through this app's /uploads. */
  url(key: string): string {
    const base = this.options.publicUrl?.replace(/\/+$/, '');
    return base ? `${base}/${key}` : `${UPLOADS_PATH}/${key}`;
  }

  destroy(): void {
    void this.client.then((client) => client.destroy());
  }
}

export function createStorage(config: Config = getConfig()): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(uploadsDir(config.dataDir));
}


function uploadsDir(dataDir = getConfig().dataDir): string {
  return path.join(dataDir, 'uploads');
}

const storage = singleton('storage', () => createStorage());

export const getStorage = storage.get;

export const setStorage = storage.set;
