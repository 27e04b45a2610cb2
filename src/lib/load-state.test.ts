import { describe, expect, it } from 'vitest';
import { failureToast, type LoadView, loadView, type ReadState, readableId } from './load-state';

const ID = '0b9f4a52-6a0e-4f0a-9d52-1c2f3e4d5a6b';
const pending: ReadState = { isPending: true, isError: false, data: undefined, errorCode: null };
const loaded: ReadState = { isPending: false, isError: false, data: { nom: 'Whey' }, errorCode: null };
const failed = (errorCode: ReadState['errorCode'] = null): ReadState => ({ isPending: false, isError: true, data: undefined, errorCode });

describe("a screen's id", () => {
  it('is read only when it is a UUID', () => {
    expect(readableId(ID)).toBe(ID);
    expect(readableId(ID.toUpperCase())).toBe(ID.toUpperCase());
    expect(readableId('pas-un-id')).toBeNull();
    expect(readableId('')).toBeNull();
    expect(readableId(undefined)).toBeNull();
    expect(readableId(`${ID}/../x`)).toBeNull();
  });

  it('that is not a UUID, or missing, shows the invalid panel before anything else', () => {
    expect(loadView(pending, { id: 'pas-un-id' })).toBe('invalid');
    expect(loadView(pending, { id: '' })).toBe('invalid');
    expect(loadView(pending, { id: null })).toBe('invalid');
    expect(loadView(loaded, { id: '   ' })).toBe('invalid');
    expect(loadView(failed('product_not_found'), { id: 'x', notFound: 'product_not_found' })).toBe('invalid');
  });

  it('is not asked of a screen that reads no record of its own', () => {
    expect(loadView(pending)).toBe('loading');
    expect(loadView(loaded, {})).toBe('ready');
  });
});

describe('the panel', () => {
  const rule = { id: ID, notFound: 'product_not_found' } as const;

  it('waits for the first answer, then shows the screen', () => {
    expect(loadView(pending, rule)).toBe('loading');
    expect(loadView(loaded, rule)).toBe('ready');
  });

  it("says a record does not exist on the API's not-found code, or an answer without one", () => {
    expect(loadView(failed('product_not_found'), rule)).toBe('missing');
    expect(loadView({ ...loaded, data: null }, rule)).toBe('missing');
  });

  it('offers to try again on any other failure', () => {
    expect(loadView(failed(), rule)).toBe('error');
    expect(loadView(failed('database_unavailable'), rule)).toBe('error');
    // Another record's not-found code is a failure of this screen, not its record missing.
    expect(loadView(failed('category_not_found'), rule)).toBe('error');
    expect(loadView(failed('product_not_found'), { id: ID })).toBe('error');
  });

  it('keeps showing the data when a later read fails', () => {
    expect(loadView({ ...loaded, isError: true, errorCode: 'database_unavailable' }, rule)).toBe('ready');
  });
});

describe('the toast rule', () => {
  const views: LoadView[] = ['invalid', 'loading', 'missing', 'error', 'ready'];

  it('toasts only a failure the screen outlives, the panel saying the others', () => {
    for (const view of views) expect(failureToast(view, { isError: true })).toBe(view === 'ready');
    for (const view of views) expect(failureToast(view, { isError: false })).toBe(false);
  });
});
