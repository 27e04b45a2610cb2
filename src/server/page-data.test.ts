// The storefront pages' one way of reading (docs/decisions/018-error-pages.md): a failed read is logged with the
// shop's logger and thrown again for the error page, or, where the page may do without, gives its fallback.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLogger } from './logger';
import { PageDataUnavailable, readPageData } from './page-data';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readPageData', () => {
  it('gives what the read gives, and logs nothing', async () => {
    const logged = vi.spyOn(getLogger(), 'error');
    await expect(readPageData('product', async () => ({ nom: 'Vitamine C' }))).resolves.toEqual({ nom: 'Vitamine C' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs a failed read in full, naming it, and throws for the error page an error that only names it', async () => {
    const logged = vi.spyOn(getLogger(), 'error').mockImplementation(() => {});
    const failure = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const thrown = await readPageData('product', () => Promise.reject(failure)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(PageDataUnavailable);
    // What Next.js prints of it is one line: no stack, no query, no address of the database.
    expect((thrown as Error).stack).toBe('PageDataUnavailable: page data unavailable (first failed read: product), logged by the shop');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith({ err: failure, read: 'product' }, 'page data unavailable');
  });

  it('gives the fallback of a part the page may leave out, and logs the failure all the same', async () => {
    const logged = vi.spyOn(getLogger(), 'error').mockImplementation(() => {});
    const failure = new Error('Connection terminated unexpectedly');
    await expect(readPageData('menu', () => Promise.reject(failure), { fallback: [] })).resolves.toEqual([]);
    await expect(readPageData('recommendations', () => Promise.reject(failure), { fallback: null })).resolves.toBeNull();
    expect(logged.mock.calls.map(([fields]) => (fields as { read: string }).read)).toEqual(['menu', 'recommendations']);
  });
});
