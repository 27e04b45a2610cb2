// Properties of the whole source that no single behaviour shows (docs/SECURITY.md, 5.2.4, 5.2.6, 5.3.3): no
// code is made at run time, raw HTML goes into a page in three known places only, and the server reaches out
// to nothing but what it is configured with and itself. And the client decides on codes and keys, never on
// French words (docs/api.md, "Errors and statuses"): a message may be reworded without changing what it does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

/** The client: pages, components, the browser's helpers and what they share with the server. */
const CLIENT_DIRS = ['components', 'app', 'lib', 'shared'].map((dir) => path.join(SRC, dir) + path.sep);
const clientFiles = () => shopFiles().filter((file) => CLIENT_DIRS.some((dir) => file.startsWith(dir)));

const COMPARE = '(?:===|!==|==|!=)';
/** A string literal holding French prose: two words, or an accented letter ('Aucune description', 'à la une'). */
const PROSE = String.raw`(?<quote>['"\x60])(?:(?!\k<quote>)[^\\\n]|\\.)*?(?:\p{L} \p{L}|[À-ÖØ-öø-ÿŒœ])(?:(?!\k<quote>)[^\\\n]|\\.)*\k<quote>`;
/** A regular expression literal holding French prose, tested or matched against a text. */
const PROSE_REGEX = String.raw`\/(?:[^/\\\n]|\\.)*(?:\p{L} \p{L}|[À-ÖØ-öø-ÿŒœ])(?:[^/\\\n]|\\.)*\/[a-z]*\.(?:test|exec)\(`;
/** An answer's or a figure's words: `x.message`, `x.title`. */
const WORDS = String.raw`(?<!typeof\s+)(?<![\w$.?])[\w$.?]*\.(?:message|title)\b`;
const LITERAL = String.raw`['"\x60]`;

/** The names of a file's messages: its messages constants (`API_MESSAGES`, `AUTH_TEXTS as T`) and prose constants. */
interface Names {
  messages: string[];
  prose: string[];
}

/**
 * A line deciding on French text: a prose literal compared, searched or tested; a message or a title compared with a
 * literal, searched, or used as a key; a messages constant (`API_MESSAGES.x`, `AUTH_TEXTS.x`, or its local name) or
 * a constant holding prose (`const NO_DESCRIPTION = 'Aucune description'`) compared, searched or switched on.
 */
function decidesOnWords(line: string, { messages, prose }: Names): boolean {
  const member = String.raw`(?:\.[\w$]+|\[[^\]]+\])+`;
  const alternatives = [...(messages.length ? [`(?:${messages.join('|')})${member}`] : []), ...prose];
  const named = alternatives.length ? `(?<![\\w$.])(?:${alternatives.join('|')})(?![\\w$])` : null;
  const rules = [
    `${COMPARE}\\s*${PROSE}`,
    `${PROSE}\\s*${COMPARE}`,
    `\\.(?:includes|startsWith|endsWith|indexOf|match|search)\\(\\s*${PROSE}`,
    PROSE_REGEX,
    `${WORDS}\\s*${COMPARE}\\s*${LITERAL}`,
    `${LITERAL}\\s*${COMPARE}\\s*${WORDS}`,
    `${WORDS}(?:\\.\\w+\\(\\))*\\.(?:includes|startsWith|endsWith|match|search)\\(`,
    `\\.(?:test|exec)\\(\\s*${WORDS}`,
    `\\w\\[\\s*(?:[\\w$?]+\\.)*(?:message|title)\\b`,
    `switch\\s*\\(\\s*${WORDS}\\s*\\)`,
    ...(named
      ? [`${COMPARE}\\s*${named}`, `${named}\\s*${COMPARE}`, `\\bcase\\s+${named}`, `\\.(?:includes|startsWith|endsWith|indexOf)\\(\\s*${named}`]
      : []),
    ...(messages.length ? [`\\((?:${messages.join('|')})\\)\\.(?:includes|some|find|indexOf)\\(`] : []),
  ];
  return rules.some((rule) => new RegExp(rule, 'u').test(line));
}

/** The names a file gives the messages constants it imports or declares: `API_MESSAGES`, `AUTH_TEXTS as T`. */
function messageConstants(text: string): string[] {
  const names = new Set<string>();
  for (const [, name, alias] of text.matchAll(/\b([A-Z][A-Z0-9_]*_(?:MESSAGES|TEXTS|TITLES|LABELS))\b(?:\s+as\s+([A-Za-z_$][\w$]*))?/g)) {
    names.add(name);
    if (alias) names.add(alias);
  }
  return [...names];
}

/** The constants the client declares as prose: `const NO_DESCRIPTION = 'Aucune description';`. */
function proseConstants(files: string[]): string[] {
  const declaration = new RegExp(String.raw`\bconst\s+([A-Z][A-Z0-9_]*)\s*(?::[^=]+)?=\s*${PROSE}`, 'gu');
  return files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(declaration)].map((match) => match[1]));
}

/** Each line of client code that decides on French text, as `file: line`. */
function decisionsOnWords(files = clientFiles()): string[] {
  const prose = proseConstants(files);
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const names = { messages: messageConstants(text), prose };
    return text
      .split('\n')
      .filter((line) => !isComment(line) && decidesOnWords(line.replace(/\s\/\/ .*$/, ''), names))
      .map((line) => `${relative(file)}: ${line.trim()}`);
  });
}


/**
 * A plain space before '?', '!', ':' or ';' in a text of the shop (a string, a template's text, JSX text): French
 * typography wants a no-break space there, so that the sign never starts a line alone. Code in a template's `${}`,
 * tagged templates (SQL) and module names are not texts.
 */
const SPACE_BEFORE_SIGN = /(?<=[\p{L}\p{N}»)\]’'"%*…}])\u0020(?=[?!:;](?:$|[\s»"'’)\]<.,`$\\]))/u;
const JSX_TEXT_AFTER_EXPRESSION = /^\u0020[?!:;](?:$|\s)/;
const TEXT_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
]);

function inTaggedTemplate(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isTaggedTemplateExpression(parent)) return true;
    if (!ts.isTemplateExpression(parent) && !ts.isTemplateSpan(parent)) return false;
  }
  return false;
}

/** Each text of `source` with a plain space before '?', '!', ':' or ';', as `name: text`. */
function plainSpacesBeforeSigns(name: string, source: string): string[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (TEXT_KINDS.has(node.kind) && !inTaggedTemplate(node) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      // JSX text begins where its node does: getStart would skip its leading space.
      const raw = source.slice(ts.isJsxText(node) ? node.pos : node.getStart(file), node.end);
      if (SPACE_BEFORE_SIGN.test(raw) || (ts.isJsxText(node) && JSX_TEXT_AFTER_EXPRESSION.test(raw))) found.push(`${name}: ${raw.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
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

  it('decides, in the client, on codes and keys, never on French words', () => {
    const client = clientFiles().map(relative);
    for (const known of ['src/components/admin/auth/verify-account.tsx', 'src/lib/api/dashboard.ts', 'src/shared/messages.ts', 'src/app/layout.tsx']) {
      expect(client).toContain(known);
    }
    expect(client.some((file) => file.startsWith('src/server/'))).toBe(false);
    // What the rule finds…
    const T = { messages: ['API_MESSAGES', 'AUTH_TEXTS', 'T'], prose: ['NO_DESCRIPTION', 'FEE_TO_CONFIRM_SUFFIX'] };
    const decisions = [
      "if (answer.message === 'Profil mis à jour avec succès') banner();",
      "const known = error.message !== 'Produit non trouvé';",
      "return text && text !== 'Aucune description' ? text : null;",
      "const goodWhenUp = stat.title !== 'en rupture';",
      "if ('Compte vérifié' === result.title) done();",
      "{result.message !== API_MESSAGES.emailTaken && (",
      'if (API_MESSAGES.accountVerifiedMailFailed === answer.message) retry();',
      'const changed = result.message === T.emailChangedTitle;',
      "const mailFailed = message === API_MESSAGES['accountVerifiedMailFailed'];",
      '    case API_MESSAGES.emailTaken:',
      'if (Object.values(API_MESSAGES).includes(text)) return;',
      'return /frais à confirmer/i.test(nom) ? nom : nom + SUFFIX;',
      'const taken = /déjà utilisée/.exec(text);',
      "if (error.message.includes('déjà')) return;",
      "if (answer.message.toLowerCase().startsWith('compte')) return;",
      'if (/vérifié/.test(answer.message)) return;',
      'const known = STAT_LABELS[title.trim().toLowerCase()];',
      'const label = LABELS[stat.title];',
      'switch (answer.message) {',
      "if (name.includes('frais à confirmer')) return;",
      'return text && text !== NO_DESCRIPTION ? text : null;',
      'return nom.endsWith(FEE_TO_CONFIRM_SUFFIX) ? nom : nom + FEE_TO_CONFIRM_SUFFIX;',
    ];
    expect(decisions.filter((line) => !decidesOnWords(line, T))).toEqual([]);
    // …and what it leaves: codes, keys, events, a message compared with another text, and messages shown as they are.
    const legitimate = [
      "{result.code !== 'email_taken' && (",
      "const goodWhenUp = stat.key !== 'out_of_stock';",
      "if (admin.typeUtilisateur === 'SUPER_ADMIN') return;",
      "if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {",
      "if (status === 'signedIn') router.replace(adminRoutes.home);",
      'const fields = parsed.error.issues.filter((issue) => issue.message === first.message);',
      '{message && message !== title && <p>{message}</p>}',
      "if (typeof message === 'string') return message.trim();",
      "if (typeof error.message === 'string' && error.message) return error.message;",
      "if (rowT.label === 'Produits') return;",
      'notify(\'success\', TOAST_TITLES.success, waiting ? API_MESSAGES.profileUpdatedEmailPending : API_MESSAGES.profileUpdated);',
      "const label = T.verifiedTitle + ' ' + name;",
      "return nom + ' — frais à confirmer';",
      "const text = value.replace(/\\s+/g, ' ');",
      'const known = STAT_LABELS[stat.key];',
      "if (path.startsWith(entryHref + '/')) return;",
      "const other = 'Autre quartier ou région' + FEE_TO_CONFIRM_SUFFIX;",
      'if (text !== NO_DESCRIPTION_SHOWN) return;',
    ];
    expect(legitimate.filter((line) => decidesOnWords(line, T))).toEqual([]);
    expect(proseConstants([path.join(SRC, 'shared/messages.ts')])).toEqual([]);
    expect(messageConstants("import { AUTH_TEXTS as T } from './texts';\nimport { API_MESSAGES } from '@/shared/messages';").sort()).toEqual([
      'API_MESSAGES',
      'AUTH_TEXTS',
      'T',
    ]);

    expect(decisionsOnWords()).toEqual([]);
  });

  it("writes a no-break space before '?', '!', ':' and ';' in its French texts", () => {
    const nbsp = '\u00a0';
    // biome-ignore-start lint/suspicious/noTemplateCurlyInString: sample sources, read as text.
    const flagged = [
      "const a = 'Mot de passe oublié ?';",
      "const a = 'Stock limité : plus que 3';",
      'const a = `Total : ${total}`;',
      'const a = `${nom} : il en reste ${n}`;',
      'const a = `Restaurée dans ${dir} :\\n  2 catégories`;',
      'const a = `Confirmez-vous ${nom} ?`;',
      "const a = 'Vide : jamais ; 0 : pas d’alerte';",
      'const a = <p>Une question ?</p>;',
      'const a = <p>Seront supprimés :</p>;',
      'const a = <span>{T.fee} : </span>;',
      "const a = 'C’est fait !';",
    ];
    const left = [
      `const a = 'Mot de passe oublié${nbsp}?';`,
      `const a = \`Total${nbsp}: \${total}\`;`,
      'const a = b ? c : d;',
      "const a = b ? 'Oui' : 'Non';",
      'const a = `${b ? c : d} produits`;',
      "const a = sql`SELECT 1 WHERE a ? 'b'`;",
      "const a = 'https://boutique.sn/a?b=c';",
      "const a = 'Redis unreachable: rate limits counted in memory';",
      "const a = 'font-family: system-ui; color: red';",
      "import { a } from './b';",
      `const a = <p>Une question${nbsp}?</p>;`,
    ];
    // biome-ignore-end lint/suspicious/noTemplateCurlyInString: sample sources, read as text.
    expect(flagged.map((line) => plainSpacesBeforeSigns('sample.tsx', line).length)).toEqual(flagged.map(() => 1));
    expect(left.flatMap((line) => plainSpacesBeforeSigns('sample.tsx', line))).toEqual([]);

    expect(shopFiles().flatMap((file) => plainSpacesBeforeSigns(relative(file), readFileSync(file, 'utf8')))).toEqual([]);
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
