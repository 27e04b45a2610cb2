// The hashes of a page's inline scripts, for the storefront's policy (./security-headers.ts, `storefrontCsp`): a
// page kept by the page cache is shared by every visitor, so no nonce can mark its scripts; its policy lists
// instead the SHA-256 of each inline script it carries, computed once per render (docs/decisions/
// 012-storefront-page-cache.md). A script whose text is not listed, an injected one, does not run.
import { createHash } from 'node:crypto';

/** `<script` opening an element: followed by whitespace, `/` or `>` (not `<scripts`, not `<script-x`). */
const SCRIPT_OPEN = /<script(?=[\s/>])/gi;
/** The end of a script's text: `</script` followed by whitespace, `/` or `>`, whatever the case. */
const SCRIPT_CLOSE = /<\/script(?=[\s/>])/gi;
/** One attribute of a start tag: its name, and its value quoted or not. */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The types a browser runs a script of (the HTML standard's JavaScript MIME type essence matches, and modules). */
const RUN_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** The end of a start tag from `from` (the `>` outside quotes), or -1. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const ch = html[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i;
  }
  return -1;
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * Whether a script element with these attributes runs its own text: no `src`, and a type the browser runs (a
 * data block, `application/ld+json`, is never run, and the policy does not ask for its hash).
 */
function runsInline(attributes: Map<string, string>): boolean {
  if (attributes.has('src')) return false;
  const type = attributes.get('type');
  const language = attributes.get('language');
  // The HTML standard: no type (or an empty one) and a language attribute means that language.
  const essence = type !== undefined ? type.trim().toLowerCase() : language !== undefined && language !== '' ? `text/${language.trim().toLowerCase()}` : '';
  return RUN_TYPES.has(essence.split(';')[0].trim());
}

/**
 * The text of each inline script a page runs, as the browser reads it: the raw text between the tags, line
 * endings made `\n` as the HTML parser makes them before anything else, and NUL as U+FFFD.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  SCRIPT_OPEN.lastIndex = 0;
  for (let open = SCRIPT_OPEN.exec(html); open !== null; open = SCRIPT_OPEN.exec(html)) {
    const end = tagEnd(html, open.index + open[0].length);
    if (end < 0) break;
    SCRIPT_CLOSE.lastIndex = end + 1;
    const close = SCRIPT_CLOSE.exec(html);
    const textEnd = close ? close.index : html.length;
    // A self-closing `<script/>` is not closed in HTML: its text runs to `</script>` all the same.
    if (runsInline(attributesOf(html.slice(open.index + open[0].length, end)))) {
      scripts.push(html.slice(end + 1, textEnd).replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD'));
    }
    SCRIPT_OPEN.lastIndex = close ? close.index + close[0].length : html.length;
  }
  return scripts;
}

/** A CSP hash source for a script's text: `'sha256-<base64>'` of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of every inline script a page runs, each once, in the page's order. */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const text = typeof html === 'string' ? html : html.toString('utf8');
  return [...new Set(inlineScripts(text).map(scriptHash))];
}
