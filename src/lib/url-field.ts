// A text field kept in step with the address (docs/back-office-kit.md, "Fields in the address"): what is typed is
// written to the URL after a pause, and the field follows the URL when it changes by other means (a link, the
// browser's back button). Used by the back office's lists and by the storefront's catalogue filters. The rules are a
// pure reducer, tested; the hooks only hold the state and the timer.
import { useCallback, useEffect, useReducer, useRef } from 'react';

/** The field as shown, and the URL form of the text last written or read: what the URL holds once it caught up. */
export interface UrlFieldState {
  text: string;
  sent: string;
}

/** How a text reads in the URL ('  whey ' → 'whey'): two texts of one URL form need no second write. */
export type UrlForm = (text: string) => string;

const asTyped: UrlForm = (text) => text;

export type UrlFieldEvent =
  /** A keystroke. */
  | { type: 'typed'; text: string }
  /** The URL's value, read again: it changed, or the field just mounted. */
  | { type: 'url'; value: string }
  /** The text was written to the URL, which is expected to read it in this URL form. */
  | { type: 'sent'; value: string }
  /** A text the screen wrote to the URL some other way (a 'clear' button), in its URL form. */
  | { type: 'settled'; text: string; value: string };

export function urlFieldStart(urlValue: string): UrlFieldState {
  return { text: urlValue, sent: urlValue };
}

/**
 * The field's rules. The URL's value replaces the text unless it is what the field itself wrote last, so that a URL
 * catching up with an earlier write never undoes what was typed since; a link or the back button does replace it.
 */
export function urlFieldReducer(state: UrlFieldState, event: UrlFieldEvent): UrlFieldState {
  switch (event.type) {
    case 'typed':
      return event.text === state.text ? state : { ...state, text: event.text };
    case 'url':
      return event.value === state.sent ? state : { text: event.value, sent: event.value };
    case 'sent':
      return event.value === state.sent ? state : { ...state, sent: event.value };
    case 'settled':
      return { text: event.text, sent: event.value };
  }
}

/** After a pause in typing: the text to write, or null when the URL already holds it. */
export function urlFieldPending(state: UrlFieldState, urlForm: UrlForm = asTyped): string | null {
  return urlForm(state.text) === state.sent ? null : state.text;
}

export interface UrlFieldOptions {
  /** The pause in typing after which the text is written (TIMINGS.searchDebounceMs...). */
  delayMs: number;
  /** Writes the text to the URL. */
  send: (text: string) => void;
  /** How the text reads in the URL; as typed by default. */
  urlForm?: UrlForm;
}

/**
 * A field in step with the URL's value: `[text, setText, settle]`. `settle` sets a text that the screen writes to
 * the URL itself at once (a 'clear' button): nothing is left to send for it.
 */
export function useUrlField(urlValue: string, { delayMs, send, urlForm = asTyped }: UrlFieldOptions) {
  const [state, dispatch] = useReducer(urlFieldReducer, urlValue, urlFieldStart);
  const latest = useRef({ send, urlForm });
  latest.current = { send, urlForm };

  useEffect(() => dispatch({ type: 'url', value: urlValue }), [urlValue]);

  const pending = urlFieldPending(state, urlForm);
  useEffect(() => {
    if (pending === null) return;
    const timer = window.setTimeout(() => {
      dispatch({ type: 'sent', value: latest.current.urlForm(pending) });
      latest.current.send(pending);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [pending, delayMs]);

  const setText = useCallback((text: string) => dispatch({ type: 'typed', text }), []);
  const settle = useCallback((text: string) => dispatch({ type: 'settled', text, value: latest.current.urlForm(text) }), []);
  return [state.text, setText, settle] as const;
}

/**
 * Writes changes to a URL-driven screen's parameters, each applied to the last parameters written, even before the
 * page has followed them: two fields writing one after the other do not undo each other. `hrefOf` gives the
 * address of some parameters, `go` follows an address; a change of the address by other means starts again from
 * the URL's own parameters.
 */
export function useUrlWriter<P>(params: P, hrefOf: (params: P) => string, go: (href: string) => void) {
  // The address, not the parameters' identity, says when the page has followed a change (or moved elsewhere).
  const address = hrefOf(params);
  const shown = useRef(address);
  const written = useRef(params);
  const latest = useRef({ hrefOf, go });
  latest.current = { hrefOf, go };

  useEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    written.current = params;
  }, [address, params]);

  const write = useRef((change: (current: P) => P) => {
    written.current = change(written.current);
    latest.current.go(latest.current.hrefOf(written.current));
  });
  return write.current;
}
