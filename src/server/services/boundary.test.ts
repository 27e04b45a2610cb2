// Services know nothing of HTTP: they throw DomainError and the API maps it. A service importing from the
// API (its errors, its validation helpers) would bring HTTP statuses back into the domain.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
const SERVICES = path.join(SRC, 'server/services');
const API = path.join(SRC, 'server/api');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every module a file imports or re-exports, statically or dynamically. */
function importedSpecifiers(source: string): string[] {
  const pattern = /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2]);
}

/** The file an import points at, as an absolute path without extension (package imports: null). */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

const intoApi = (file: string, specifier: string) => {
  const target = resolveSpecifier(file, specifier);
  return target !== null && (target === API || target.startsWith(`${API}${path.sep}`));
};

describe('the services boundary', () => {
  it('reads every form of import', () => {
    const source = [
      "import { a } from '@/server/api/errors';",
      "import type { B } from '../../api/types';",
      "import {\n  c,\n  d,\n} from '@/server/api/validate';",
      "export { e } from '@/server/api/respond';",
      "import '@/server/api/app';",
      "const f = await import('@/server/api/app');",
    ].join('\n');
    const file = path.join(SERVICES, 'catalog/example.ts');
    const specifiers = importedSpecifiers(source);
    expect(specifiers).toHaveLength(6);
    expect(specifiers.every((specifier) => intoApi(file, specifier))).toBe(true);
    expect(intoApi(file, '@/server/services/errors')).toBe(false);
    expect(intoApi(file, '@/server/apis')).toBe(false);
  });

  it('no file under src/server/services imports from src/server/api', () => {
    const files = sourceFiles(SERVICES);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((file) =>
      importedSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => intoApi(file, specifier))
        .map((specifier) => `${path.relative(SRC, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
