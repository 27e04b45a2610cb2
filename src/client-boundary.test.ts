// The server's code never reaches a browser (docs/decisions/017-services-and-server-boundary.md): from every
// module marked 'use client', following every import, no module under src/server is ever reached. Proven here
// on the import graph itself, so that no module needs a marker of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const SERVER = path.join(SRC, 'server');

/** `import … from 'x'`, `import 'x'`, `export … from 'x'`, `import('x')`: the specifier of each. */
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
/** A type-only import vanishes from the bundle. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s/;

type Read = (file: string) => string | null;

/** The file an import names, or null for a package. */
function resolveImport(from: string, specifier: string, exists: (file: string) => boolean): string | null {
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}.mjs`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (exists(candidate) && /\.(tsx?|m?js)$/.test(candidate)) return candidate;
  }
  return null;
}

/** The modules a file imports for its run time (type-only imports left out). */
function importsOf(file: string, source: string, exists: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const statement of source.split(/\n(?=\s*(?:import|export)\b)/)) {
    if (TYPE_ONLY.test(statement)) continue;
    for (const match of statement.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2], exists);
      if (target) found.push(target);
    }
  }
  return found;
}

/** Every module reachable from the entries, with the chain that reaches each (for the failure's message). */
function reach(entries: string[], read: Read, exists: (file: string) => boolean): Map<string, string[]> {
  const chains = new Map<string, string[]>(entries.map((entry) => [entry, [entry]]));
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const source = read(file);
    if (source === null) continue;
    for (const target of importsOf(file, source, exists)) {
      if (chains.has(target)) continue;
      chains.set(target, [...(chains.get(file) ?? []), target]);
      queue.push(target);
    }
  }
  return chains;
}

const isClientModule = (source: string) => /^\s*(?:\/\/[^\n]*\n\s*)*['"]use client['"]/.test(source);

function sourceFiles(): string[] {
  return readdirSync(SRC, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|m?js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const readFile: Read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

describe('the client boundary', () => {
  it('reaches no module of src/server from any module marked "use client"', () => {
    const clients = sourceFiles().filter((file) => isClientModule(readFileSync(file, 'utf8')));
    expect(clients.length).toBeGreaterThan(40);
    const reached = reach(clients, readFile, existsSync);
    // The walk follows the shop's own imports: the back office's client and the shared rules are reached.
    expect([...reached.keys()]).toEqual(expect.arrayContaining([path.join(SRC, 'lib/api/client.ts'), path.join(SRC, 'shared/messages.ts')]));
    const leaks = [...reached.entries()]
      .filter(([file]) => file.startsWith(`${SERVER}${path.sep}`))
      .map(([, chain]) => chain.map((file) => path.relative(ROOT, file)).join(' → '));
    expect(leaks).toEqual([]);
  });

  it('finds a server module reached through a chain of imports, and only run-time imports', () => {
    const files: Record<string, string> = {
      [path.join(SRC, 'components/a.tsx')]: "'use client';\nimport { b } from './b';\nimport type { T } from '@/server/types';\n",
      [path.join(SRC, 'components/b.ts')]: "export { c } from '@/lib/c';\n",
      [path.join(SRC, 'lib/c.ts')]: "import '@/server/db/client';\nimport React from 'react';\n",
      [path.join(SRC, 'server/db/client.ts')]: 'export const db = 1;\n',
      [path.join(SRC, 'server/types.ts')]: 'export type T = 1;\n',
    };
    const reached = reach([path.join(SRC, 'components/a.tsx')], (file) => files[file] ?? null, (file) => file in files);
    expect(reached.get(path.join(SRC, 'server/db/client.ts'))?.map((file) => path.relative(SRC, file))).toEqual([
      'components/a.tsx',
      'components/b.ts',
      'lib/c.ts',
      'server/db/client.ts',
    ]);
    expect(reached.has(path.join(SRC, 'server/types.ts'))).toBe(false);
  });
});
