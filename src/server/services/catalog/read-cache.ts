// A small in-process cache of the public catalogue reads (listings, product and category pages). The
// catalogue changes a few times a day and is read on every storefront page: serving repeated reads from
// memory keeps the database free for what changes. Concurrent identical reads share one computation.
//
// Every catalogue write of this process empties the cache once committed, so this process never serves a
// stale catalogue. Other processes sharing one PostgreSQL see a write within TTL_MS at the latest.
import type { Db, Executor } from '@/server/db/client';

const TTL_MS = 10_000;
const MAX_ENTRIES = 500;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

class ReadCache {
  private readonly entries = new Map<string, Entry>();

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Re-inserted so that the Map's order is least recently used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    this.entries.set(key, { value, expires: now + TTL_MS });
    // A failed read is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

// One cache per database handle: a test backend or a benchmark run on another database starts empty.
const caches = new WeakMap<object, ReadCache>();
let enabled = true;

/** For the benchmark's uncached runs. */
export function setReadCacheEnabled(value: boolean): void {
  enabled = value;
}

export function cachedRead<T>(db: Executor, key: string, compute: () => Promise<T>): Promise<T> {
  if (!enabled) return compute();
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadCache();
    caches.set(db, cache);
  }
  return cache.get(key, compute);
}

/** Called after every committed catalogue write. */
export function invalidateCatalogue(db: Db): void {
  caches.get(db)?.clear();
}
