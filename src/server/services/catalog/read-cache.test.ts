import { describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { cachedRead, invalidateCatalogue, setReadCacheEnabled } from './read-cache';

const fakeDb = () => ({}) as Db;

describe('catalogue read cache', () => {
  it('shares one computation between identical reads until a write invalidates it', async () => {
    const db = fakeDb();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return computed;
    };
    const [a, b] = await Promise.all([cachedRead(db, 'k', compute), cachedRead(db, 'k', compute)]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    expect(await cachedRead(db, 'other', compute)).toBe(2);
    invalidateCatalogue(db);
    expect(await cachedRead(db, 'k', compute)).toBe(3);
  });

  it('keeps one cache per database and forgets failures', async () => {
    const first = fakeDb();
    const second = fakeDb();
    await cachedRead(first, 'k', async () => 'first');
    expect(await cachedRead(second, 'k', async () => 'second')).toBe('second');
    await expect(cachedRead(first, 'boom', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cachedRead(first, 'boom', async () => 'recovered')).toBe('recovered');
  });

  it('can be switched off', async () => {
    const db = fakeDb();
    setReadCacheEnabled(false);
    try {
      let computed = 0;
      await cachedRead(db, 'k', async () => ++computed);
      expect(await cachedRead(db, 'k', async () => ++computed)).toBe(2);
    } finally {
      setReadCacheEnabled(true);
    }
  });
});
