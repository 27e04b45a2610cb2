// The catalogue's cache, in the data layer (docs/decisions/012-storefront-page-cache.md): the public catalogue
// reads of the API and of the storefront pages are kept in memory, each tagged by what it shows (see
// ./cache-tags.ts), and every catalogue write invalidates exactly the tags it touched, in this process at once
// and in the other instances on the same PostgreSQL through LISTEN/NOTIFY. Concurrent identical reads share one
// computation; a failed read is not remembered.
//
// A read made while a page renders also tells the page which tags it used (`collectCatalogueTags`), so that the
// page cache of server.ts can drop exactly the pages a write changed. The state lives on globalThis: the server
// entry (the API, the writes) and the Next.js module graph (the pages) load this module separately and must
// share one cache.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from '@/server/db/client';
import { singleton } from '@/server/singleton';

/**
 * How long a read is kept when nothing invalidates it: the bound on staleness for a change made outside the
 * services (a script, `psql`) or a notification lost between instances.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
/** The tag of an invalidation of everything (another instance's changes may have been missed). */
export const EVERYTHING = '*';

type Tags<T> = readonly string[] | ((value: T) => readonly string[]);

interface Entry {
  value: Promise<unknown>;
  expires: number;
  /** Known once the value is: its own tags and those of the reads it made. */
  tags: ReadonlySet<string> | null;
}

/** What a render, or an outer read, learns from the reads made inside it. */
export interface TagScope {
  tags: Set<string>;
  /** A read failed: what was built around it must not be kept. */
  failed: boolean;
  /** The invalidation clock when the scope began (see `changedSince`). */
  startedAt: number;
}

interface State {
  caches: WeakMap<object, Map<string, Entry>>;
  enabled: boolean;
  /** Incremented by every invalidation; `versions` holds, per tag, the clock of its last invalidation. */
  clock: number;
  versions: Map<string, number>;
  listeners: Set<(tags: readonly string[]) => void>;
  publish: ((tags: readonly string[]) => void) | null;
  scopes: AsyncLocalStorage<TagScope>;
}

const state = singleton<State>('catalogueCache', () => ({
  caches: new WeakMap(),
  enabled: true,
  clock: 0,
  versions: new Map(),
  listeners: new Set(),
  publish: null,
  scopes: new AsyncLocalStorage(),
}));

/** For the benchmark's uncached runs. */
export function setReadCacheEnabled(value: boolean): void {
  state.get().enabled = value;
}

export function newTagScope(): TagScope {
  return { tags: new Set(), failed: false, startedAt: state.get().clock };
}

/** Runs fn with `scope` collecting the tags of every cached read made inside it, however deep. */
export function collectCatalogueTags<T>(scope: TagScope, fn: () => T): T {
  return state.get().scopes.run(scope, fn);
}

/** Whether one of these tags was invalidated after the clock read `since`. */
export function changedSince(tags: Iterable<string>, since: number): boolean {
  const { versions } = state.get();
  if ((versions.get(EVERYTHING) ?? 0) > since) return true;
  for (const tag of tags) if ((versions.get(tag) ?? 0) > since) return true;
  return false;
}

function report(scope: TagScope | undefined, tags: ReadonlySet<string> | null) {
  if (scope && tags) for (const tag of tags) scope.tags.add(tag);
}

/**
 * The value of `key`, computed once and kept until one of its tags is invalidated or TTL_MS pass. `tags` names
 * what the value shows (a function when it depends on the value: a product's category); the tags of the cached
 * reads `compute` makes are added to them.
 */
export function cachedRead<T>(db: Executor, key: string, tags: Tags<T>, compute: () => Promise<T>): Promise<T> {
  const current = state.get();
  const outer = current.scopes.getStore();
  if (!current.enabled) return compute();
  let cache = current.caches.get(db);
  if (!cache) {
    cache = new Map();
    current.caches.set(db, cache);
  }
  const now = Date.now();
  let entry = cache.get(key);
  if (entry && entry.expires > now) {
    // Re-inserted so that the Map's order is least recently used first.
    cache.delete(key);
    cache.set(key, entry);
  } else {
    const inner = newTagScope();
    const created: Entry = { value: Promise.resolve(), expires: now + TTL_MS, tags: null };
    const owner = cache;
    created.value = current.scopes.run(inner, compute).then(
      (value) => {
        for (const tag of typeof tags === 'function' ? tags(value) : tags) inner.tags.add(tag);
        created.tags = inner.tags;
        // Invalidated while it was computed: this answer may predate the write, so the next read computes again.
        if (inner.failed || changedSince(inner.tags, inner.startedAt)) forget(owner, key, created);
        return value;
      },
      (error) => {
        forget(owner, key, created);
        throw error;
      },
    );
    entry = created;
    cache.set(key, entry);
    while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  const found = entry;
  return (found.value as Promise<T>).then(
    (value) => {
      report(outer, found.tags);
      return value;
    },
    (error) => {
      if (outer) outer.failed = true;
      throw error;
    },
  );
}

function forget(cache: Map<string, Entry>, key: string, entry: Entry) {
  if (cache.get(key) === entry) cache.delete(key);
}

/** Drops, in this process, every read and page that shows one of these tags. */
export function invalidateLocally(db: Executor, tags: readonly string[]): void {
  const current = state.get();
  current.clock += 1;
  for (const tag of tags) current.versions.set(tag, current.clock);
  const cache = current.caches.get(db);
  if (cache && tags.includes(EVERYTHING)) cache.clear();
  else if (cache) {
    // A read still under way does not know its tags yet, and may predate the write: later readers compute again.
    for (const [key, entry] of cache) if (!entry.tags || tags.some((tag) => entry.tags?.has(tag))) cache.delete(key);
  }
  for (const listener of current.listeners) listener(tags);
}

/** Called after every committed catalogue write, with the tags it touched (./cache-tags.ts). */
export function invalidateCatalogue(db: Executor, tags: readonly string[]): void {
  invalidateLocally(db, tags);
  state.get().publish?.(tags);
}

/** The page cache listens here; returns the way to stop listening. */
export function onCatalogueInvalidated(listener: (tags: readonly string[]) => void): () => void {
  const { listeners } = state.get();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How a write reaches the other instances (PostgreSQL NOTIFY); null for one instance alone. */
export function setCataloguePublisher(publish: ((tags: readonly string[]) => void) | null): void {
  state.get().publish = publish;
}
