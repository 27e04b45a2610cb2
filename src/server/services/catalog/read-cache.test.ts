import { describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import {
  cachedRead,
  collectCatalogueTags,
  EVERYTHING,
  invalidateCatalogue,
  invalidateLocally,
  newTagScope,
  onCatalogueInvalidated,
  setCataloguePublisher,
  setReadCacheEnabled,
} from './read-cache';

const fakeDb = () => ({}) as Db;

function counter() {
  let computed = 0;
  return async () => {
    computed += 1;
    return computed;
  };
}

describe('catalogue read cache', () => {
  it('shares one computation between identical reads until a write invalidates one of its tags', async () => {
    const db = fakeDb();
    const compute = counter();
    const [a, b] = await Promise.all([cachedRead(db, 'k', ['product:1'], compute), cachedRead(db, 'k', ['product:1'], compute)]);
    expect([a, b]).toEqual([1, 1]);
    expect(await cachedRead(db, 'other', ['product:2'], compute)).toBe(2);
    invalidateCatalogue(db, ['product:1']);
    expect(await cachedRead(db, 'k', ['product:1'], compute)).toBe(3);
    // The other product's read was not touched.
    expect(await cachedRead(db, 'other', ['product:2'], compute)).toBe(2);
  });

  it('never hands a read begun before a write to a reader that came after it', async () => {
    const db = fakeDb();
    let release: (value: string) => void = () => {};
    const before = cachedRead(db, 'k', ['product:1'], () => new Promise<string>((resolve) => (release = resolve)));
    // The write is committed while that read is still under way: its tags are not known yet.
    invalidateCatalogue(db, ['product:1']);
    const after = cachedRead(db, 'k', ['product:1'], async () => 'après');
    release('avant');
    expect(await before).toBe('avant');
    expect(await after).toBe('après');
  });

  it('tags a read with what it depends on, its own tags and those of the reads it made', async () => {
    const db = fakeDb();
    const inner = counter();
    const outer = () => cachedRead(db, 'outer', [], async () => `page with ${await cachedRead(db, 'inner', (n) => [`product:${n}`], inner)}`);
    expect(await outer()).toBe('page with 1');
    invalidateCatalogue(db, ['product:1']);
    expect(await outer()).toBe('page with 2');
  });

  it('tells a render scope every tag it read, from the cache or not, and a failed read', async () => {
    const db = fakeDb();
    await cachedRead(db, 'menu', ['menu'], async () => ['Protéines']);
    const scope = newTagScope();
    await collectCatalogueTags(scope, async () => {
      await cachedRead(db, 'menu', ['menu'], async () => ['not computed']);
      await cachedRead(db, 'product', (p) => [`product:${p.id}`, `category:${p.category}`], async () => ({ id: 'p1', category: 'c1' }));
    });
    expect([...scope.tags].sort()).toEqual(['category:c1', 'menu', 'product:p1']);
    expect(scope.failed).toBe(false);
    const failing = newTagScope();
    await collectCatalogueTags(failing, () => cachedRead(db, 'down', [], async () => Promise.reject(new Error('down'))).catch(() => []));
    expect(failing.failed).toBe(true);
  });

  it('does not keep a read that a write overtook while it was computed', async () => {
    const db = fakeDb();
    let release: (value: string) => void = () => {};
    const slow = cachedRead(db, 'k', ['product:1'], () => new Promise<string>((resolve) => (release = resolve)));
    invalidateCatalogue(db, ['product:1']);
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cachedRead(db, 'k', ['product:1'], async () => 'after the write')).toBe('after the write');
  });

  it('keeps one cache per database and forgets failures', async () => {
    const first = fakeDb();
    const second = fakeDb();
    await cachedRead(first, 'k', [], async () => 'first');
    expect(await cachedRead(second, 'k', [], async () => 'second')).toBe('second');
    await expect(cachedRead(first, 'boom', [], async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedRead(first, 'boom', [], async () => 'recovered')).toBe('recovered');
  });

  it('tells listeners and the other instances what a write touched; a received notice is not sent on', async () => {
    const db = fakeDb();
    const heard: (readonly string[])[] = [];
    const published: (readonly string[])[] = [];
    const stop = onCatalogueInvalidated((tags) => heard.push(tags));
    setCataloguePublisher((tags) => published.push(tags));
    try {
      invalidateCatalogue(db, ['product:1', 'products']);
      invalidateLocally(db, ['category:2']);
      const compute = counter();
      await cachedRead(db, 'k', ['anything'], compute);
      invalidateLocally(db, [EVERYTHING]);
      expect(await cachedRead(db, 'k', ['anything'], compute)).toBe(2);
    } finally {
      stop();
      setCataloguePublisher(null);
    }
    expect(heard).toEqual([['product:1', 'products'], ['category:2'], [EVERYTHING]]);
    expect(published).toEqual([['product:1', 'products']]);
  });

  it('can be switched off', async () => {
    const db = fakeDb();
    setReadCacheEnabled(false);
    try {
      const compute = counter();
      await cachedRead(db, 'k', [], compute);
      expect(await cachedRead(db, 'k', [], compute)).toBe(2);
    } finally {
      setReadCacheEnabled(true);
    }
  });
});
