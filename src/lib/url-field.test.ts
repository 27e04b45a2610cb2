import { describe, expect, it } from 'vitest';
import { type UrlFieldEvent, type UrlFieldState, urlFieldPending, urlFieldReducer, urlFieldStart } from './url-field';

const trimmed = (text: string) => text.trim();
const run = (state: UrlFieldState, ...events: UrlFieldEvent[]) => events.reduce(urlFieldReducer, state);

describe('a field in step with the URL', () => {
  it("starts from the URL's value, with nothing to send", () => {
    const state = urlFieldStart('whey');
    expect(state).toEqual({ text: 'whey', sent: 'whey' });
    expect(urlFieldPending(state)).toBeNull();
  });

  it('sends what is typed after a pause, once', () => {
    let state = run(urlFieldStart(''), { type: 'typed', text: 'o' }, { type: 'typed', text: 'omega' });
    expect(urlFieldPending(state)).toBe('omega');
    state = urlFieldReducer(state, { type: 'sent', value: 'omega' });
    expect(urlFieldPending(state)).toBeNull();
    // The URL catches up: nothing changes.
    expect(urlFieldReducer(state, { type: 'url', value: 'omega' })).toBe(state);
  });

  it('sends nothing for a text that reads in the URL as it already is', () => {
    const state = run(urlFieldStart('whey'), { type: 'typed', text: 'whey  ' });
    expect(urlFieldPending(state, trimmed)).toBeNull();
    expect(urlFieldPending(state)).toBe('whey  ');
    // Back to what was written: nothing left to send either way.
    expect(urlFieldPending(urlFieldReducer(state, { type: 'typed', text: 'whey' }))).toBeNull();
  });

  it('keeps what was typed since, when the URL catches up with an earlier write', () => {
    let state = run(urlFieldStart(''), { type: 'typed', text: 'whey ' }, { type: 'sent', value: trimmed('whey ') });
    state = urlFieldReducer(state, { type: 'typed', text: 'whey pro' });
    state = urlFieldReducer(state, { type: 'url', value: 'whey' });
    expect(state).toEqual({ text: 'whey pro', sent: 'whey' });
    expect(urlFieldPending(state, trimmed)).toBe('whey pro');
  });

  it('follows a URL changed by other means: a link, the back button', () => {
    let state = run(urlFieldStart(''), { type: 'typed', text: 'omega' }, { type: 'sent', value: 'omega' });
    state = urlFieldReducer(state, { type: 'url', value: '' });
    expect(state).toEqual({ text: '', sent: '' });
    // Even over a text not sent yet: the screen shows what its URL holds.
    state = run(state, { type: 'typed', text: 'cré' }, { type: 'url', value: 'whey' });
    expect(state).toEqual({ text: 'whey', sent: 'whey' });
    expect(urlFieldPending(state)).toBeNull();
  });

  it('settles a text the screen wrote itself, with nothing left to send', () => {
    const state = run(urlFieldStart('10000'), { type: 'typed', text: '100000' }, { type: 'settled', text: '', value: '' });
    expect(state).toEqual({ text: '', sent: '' });
    expect(urlFieldPending(state)).toBeNull();
    expect(urlFieldReducer(state, { type: 'url', value: '' })).toBe(state);
  });

  it('changes nothing for a keystroke or a write that changes nothing', () => {
    const state = urlFieldStart('whey');
    expect(urlFieldReducer(state, { type: 'typed', text: 'whey' })).toBe(state);
    expect(urlFieldReducer(state, { type: 'sent', value: 'whey' })).toBe(state);
  });
});
