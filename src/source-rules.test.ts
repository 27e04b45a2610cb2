// Properties of the whole source that no single behaviour shows (docs/SECURITY.md, 5.2.4, 5.2.6, 5.3.3): no
// code is made at run time, raw HTML goes into a page in three known places only, and the server reaches out
// to nothing but what it is configured with and itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
/** The shop's own code: every source file under src/ but the tests, and the server entry (the tests' helpers live
 *  in tests/support, outside src/). */
function shopFiles(): string[] {
  const files = readdirSync(SRC, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return [...files, path.join(ROOT, 'server.ts')];
}

/** eval, Function, a timer given a string, an import of a computed name. */
const DYNAMIC_CODE = /\beval\s*\(|\bnew\s+Function\b|\bFunction\s*\(|set(?:Timeout|Interval)\s*\(\s*['"`]|\bimport\s*\(\s*[^'"\s)]/;
/** The modules that run commands or code: child processes, vm, workers. */
const RUNNERS = /\bfrom\s+['"](?:node:)?(?:child_process|vm|worker_threads)['"]|\brequire\s*\(\s*['"](?:node:)?(?:child_process|vm|worker_threads)['"]/;

const relative = (file: string) => path.relative(ROOT, file);

/** A line that is all comment (`//`, or inside a `/* … *\/` block): words there do nothing. */
const isComment = (line: string) => /^\s*(?:\/\/|\/\*|\*)/.test(line);

/** Each line of code of every shop file matching `pattern`, as `file: line`. */
function occurrences(pattern: RegExp, files = shopFiles()): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !isComment(line) && pattern.test(line))
      .map((line) => `${relative(file)}: ${line.trim()}`),
  );
}

describe('the source', () => {
  it('is read whole: the pages, the components, the server and its entry', () => {
    const files = shopFiles().map(relative);
    expect(files.length).toBeGreaterThan(150);
    for (const known of ['server.ts', 'src/app/(shop)/produits/[id]/page.tsx', 'src/components/ui/safe-image.tsx', 'src/server/sms/sms.ts']) {
      expect(files).toContain(known);
    }
    // The patterns below find what they look for, and not their names in strings or comments.
    const found = [
      'const x = eval(text);',
      'const f = new Function("a", body);',
      "setTimeout('alert(1)', 10);",
      'await import(modulePath);',
    ].filter((line) => DYNAMIC_CODE.test(line));
    expect(found).toHaveLength(4);
    expect(DYNAMIC_CODE.test("const { openApiJson } = await import('./openapi');")).toBe(false);
    expect(RUNNERS.test("import { execFileSync } from 'node:child_process';")).toBe(true);
    expect(RUNNERS.test("const vm = require('vm');")).toBe(true);
    expect(isComment(' * fetch() ignores the header.')).toBe(true);
  });

  it('makes no code at run time and runs no command: no eval, Function, vm, child process or string timer', () => {
    expect(occurrences(DYNAMIC_CODE)).toEqual([]);
    expect(occurrences(RUNNERS)).toEqual([]);
    // The tests' helpers may run commands: the shop never imports them.
    expect(occurrences(/['"]@\/server\/testing\//)).toEqual([]);
  });

  it('puts raw HTML into a page only as constant scripts and the escaped JSON-LD, and writes no HTML into the DOM', () => {
    expect(occurrences(/\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write/)).toEqual([]);
    expect(occurrences(/dangerouslySetInnerHTML/).filter((line) => !line.includes('biome-ignore lint/security/noDangerouslySetInnerHtml')).sort()).toEqual([
      'src/app/(shop)/produits/[id]/page.tsx: <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />',
      'src/app/admin/layout.tsx: <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />',
      'src/components/ui/safe-image.tsx: <script dangerouslySetInnerHTML={{ __html: LISTENER }} />',
    ]);
    // The JSON-LD is the escaped text of the page's own structured data (./components/shop/page-metadata.ts).
    const productPage = readFileSync(path.join(SRC, 'app/(shop)/produits/[id]/page.tsx'), 'utf8');
    expect(productPage.match(/\bconst json = .*$/gm)).toEqual(['const json = jsonLdText(structuredData(product, publicUrl));']);
    // The two scripts are module constants: their text depends on nothing but other constants.
    const theme = readFileSync(path.join(SRC, 'lib/theme.ts'), 'utf8').match(/^export const THEME_SCRIPT = `([^`]*)`;$/m);
    expect(theme?.[1].match(/\$\{[^}]*\}/g)).toEqual([`\${STORAGE_KEYS.theme}`]);
    const listener = readFileSync(path.join(SRC, 'components/ui/safe-image.tsx'), 'utf8').match(/^const LISTENER = `([^`]*)`;$/m);
    expect(listener?.[1]).not.toContain(`\${`);
  });

  it('reaches out, on the server, only to its configured SMS provider and to its own pages', () => {
    const server = shopFiles().filter((file) => !file.startsWith(path.join(SRC, 'components')) && !file.startsWith(path.join(SRC, 'lib')));
    expect(occurrences(/\bfetch\s*\(/, server)).toEqual([
      "src/server/http/page-renders.ts: const response = await fetch(address, { headers, redirect: 'manual' });",
      'src/server/sms/sms.ts: const response = await fetch(this.provider.url, {',
    ]);
    // Sockets: the listening server and the class of its answers, and the data directory's lock (a local socket in
    // DATA_DIR); the client's network is read with node:net's address tools, which open no socket.
    expect(occurrences(/^import\s+(?!type\b)[^;]*\bfrom\s+['"](?:node:)?(?:http|https|http2|net|tls|dgram)['"]/, server)).toEqual([
      "src/server/client-network.ts: import { BlockList, isIPv4, isIPv6 } from 'node:net';",
      "src/server/data-dir-lock.ts: import net from 'node:net';",
      "src/server/http/shop-response.ts: import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from 'node:http';",
      "server.ts: import { createServer } from 'node:http';",
    ]);
    // The page cache's renders fetch the address renderAddress gives: its own origin and a page it keeps (./server/http/page-cache.ts).
    const renders = readFileSync(path.join(SRC, 'server/http/page-renders.ts'), 'utf8');
    expect(renders).toMatch(
      /const address = renderAddress\(origin, page\.address\);\n\s*if \(!address\) throw new Error\('not a page the cache keeps'\);\n\s*const response = await fetch\(address,/,
    );
  });
});
