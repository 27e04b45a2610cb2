// Which way the imports go (docs/decisions/017-services-and-server-boundary.md): the back office's data layer
// (src/lib) never reads a component, the back-office kit never reads a screen (its texts or its code), and no module
// of the server reaches itself again through its imports (the HTTP entry composes the API; the API never imports it
// back).
// Type-only imports count: they tie the modules as surely as any other.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname);

/** `import … from 'x'`, `import 'x'`, `export … from 'x'`, `import('x')`: the specifier of each. */
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The file under src an import names (relative to src, with its extension), or null for a package. */
function resolveImport(from: string, specifier: string, exists: (file: string) => boolean): string | null {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && exists(candidate)) return candidate;
  }
  return null;
}

/** Each module's imports (modules under src, relative paths), from its source text. */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const exists = (file: string) => sources.has(file);
  const graph = new Map<string, string[]>();
  for (const [file, source] of sources) {
    const targets = new Set<string>();
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2], exists);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Every cycle of the graph among the modules `within` keeps, each once, as the chain of its modules. */
function cycles(graph: ReadonlyMap<string, readonly string[]>, within: (file: string) => boolean): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>();
  const chain: string[] = [];
  const visit = (file: string) => {
    seen.add(file);
    chain.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!within(next)) continue;
      if (chain.includes(next)) found.push([...chain.slice(chain.indexOf(next)), next]);
      else if (!seen.has(next)) visit(next);
    }
    chain.pop();
  };
  for (const file of [...graph.keys()].sort()) if (within(file) && !seen.has(file)) visit(file);
  return found;
}

function readSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(SRC, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    sources.set(path.relative(SRC, file).split(path.sep).join('/'), readFileSync(file, 'utf8'));
  }
  return sources;
}

/** `from → to` for every import of a module `from` keeps into a module `to` refuses. */
function arrows(graph: ReadonlyMap<string, readonly string[]>, from: (file: string) => boolean, to: (file: string) => boolean): string[] {
  return [...graph].flatMap(([file, targets]) => (from(file) ? targets.filter(to).map((target) => `${file} → ${target}`) : []));
}

const KIT = 'components/admin/kit/';
/** A back-office screen's texts: a `texts.ts` in a folder of components/admin/ other than the kit's own. */
const isScreenTexts = (file: string) => /^components\/admin\/[^/]+\/(?:.*\/)?texts\.tsx?$/.test(file) && !file.startsWith(KIT);
/** A back-office screen's module: anything in a folder of components/admin/ other than the kit's own. */
const isScreen = (file: string) => /^components\/admin\/[^/]+\//.test(file) && !file.startsWith(KIT);

describe('the direction of imports', () => {
  const graph = importGraph(readSources());

  it('reads the source it checks', () => {
    expect(existsSync(path.join(SRC, 'lib/api/orders.ts'))).toBe(true);
    // The graph finds what is there: the list's address imports the API's query type.
    expect(graph.get('components/admin/orders/list-params.ts')).toContain('lib/api/orders.ts');
    expect(graph.get('server/http/http-app.ts')).toContain('server/api/app.ts');
  });

  it('keeps the data layer (src/lib) off every component: screens use it, never the other way', () => {
    expect(arrows(graph, (file) => file.startsWith('lib/'), (file) => file.startsWith('components/'))).toEqual([]);
  });

  it("keeps the back-office kit off the screens' texts: its own are in its folder", () => {
    expect(arrows(graph, (file) => file.startsWith(KIT), isScreenTexts)).toEqual([]);
  });

  it('keeps the back-office kit off every screen: the screens use the kit (the step-up too), never the other way', () => {
    expect(arrows(graph, (file) => file.startsWith(KIT), isScreen)).toEqual([]);
  });

  it('has no circle of imports in the server: the HTTP entry composes the API, nothing imports it back', () => {
    expect(cycles(graph, (file) => file.startsWith('server/')).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds the arrows and the circles it is written for', () => {
    const planted = importGraph(
      new Map([
        ['lib/api/zones.ts', "import type { ZoneMove } from '@/components/admin/zones/zone-rules';"],
        ['components/admin/zones/zone-rules.ts', "import { api } from '@/lib/api/zones';"],
        ['components/admin/kit/pagination.tsx', "import { PRODUCT_TEXTS } from '@/components/admin/products/texts';"],
        ['components/admin/products/texts.ts', 'export const PRODUCT_TEXTS = {};'],
        ['components/admin/kit/use-form.ts', "import { useStepUp } from '@/components/admin/admins/use-step-up';"],
        ['components/admin/admins/use-step-up.tsx', "import { useForm } from '@/components/admin/kit/use-form';"],
        ['server/api/app.ts', "const { openApiJson } = await import('./openapi');"],
        ['server/api/openapi.ts', "import { createHttpApp } from '@/server/http/http-app';"],
        ['server/http/http-app.ts', "import { createApiRoot } from '../api/app';"],
      ]),
    );
    expect(arrows(planted, (file) => file.startsWith('lib/'), (file) => file.startsWith('components/'))).toEqual([
      'lib/api/zones.ts → components/admin/zones/zone-rules.ts',
    ]);
    expect(arrows(planted, (file) => file.startsWith(KIT), isScreenTexts)).toEqual([
      'components/admin/kit/pagination.tsx → components/admin/products/texts.ts',
    ]);
    expect(arrows(planted, (file) => file.startsWith(KIT), isScreen)).toEqual([
      'components/admin/kit/pagination.tsx → components/admin/products/texts.ts',
      'components/admin/kit/use-form.ts → components/admin/admins/use-step-up.tsx',
    ]);
    expect(cycles(planted, (file) => file.startsWith('server/')).map((cycle) => cycle.join(' → '))).toEqual([
      'server/api/app.ts → server/api/openapi.ts → server/http/http-app.ts → server/api/app.ts',
    ]);
  });
});
