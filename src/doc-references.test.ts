// Comments point to the project's own docs (docs/README.md): a cited file must exist, and a cited section
// (`docs/product.md, Products`, `docs/product.md §4`) must be one of its headings or bold labels, so that a
// reader who follows a comment finds what it names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

function sourceFiles(): string[] {
  const files = ['server.ts'];
  for (const dir of ['src', 'scripts', 'tests', 'bench']) {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name)) files.push(path.relative(ROOT, path.join(entry.parentPath, entry.name)));
    }
  }
  return files;
}

/** The headings (`## 4. Business rules`) and bold labels (`- **After a write.**`) of a doc, lower-cased. */
function sectionsOf(doc: string): string[] {
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  const headings = text.split('\n').flatMap((line) => (/^#+ /.test(line) ? [line.replace(/^#+ /, '')] : []));
  const labels = [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]);
  return [...headings, ...labels].map((name) => name.replaceAll('`', '').toLowerCase());
}

/** `docs/x.md`, then either `, Section)` or `§N`. */
const CITATION = /docs\/([\w/.-]+\.md)(?:,\s*([^)\n;]+)\)|\s*§\s*(\d+))?/g;
/** What follows a comma and is not a section's name: another path, a comment, an ASVS number. */
const NOT_A_SECTION = /^(?:docs\/|src\/|\/\/|\d|[\w-]+\.md)/;

function brokenCitations(file: string, text: string): string[] {
  const broken: string[] = [];
  for (const [, name, section, number] of text.matchAll(CITATION)) {
    const doc = `docs/${name}`;
    if (!existsSync(path.join(ROOT, doc))) {
      broken.push(`${file}: ${doc} does not exist`);
      continue;
    }
    const wanted = section
      ?.split(':')[0]
      .trim()
      .replace(/[."“”]/g, '')
      .toLowerCase();
    if (wanted && !NOT_A_SECTION.test(wanted) && !sectionsOf(doc).some((known) => known.includes(wanted))) {
      broken.push(`${file}: ${doc} has no section "${section}"`);
    }
    if (number && !sectionsOf(doc).some((known) => known.startsWith(`${number}.`))) {
      broken.push(`${file}: ${doc} has no §${number}`);
    }
  }
  return broken;
}

describe('comments that cite the docs', () => {
  it('find what they cite', () => {
    const files = sourceFiles().filter((file) => file !== 'src/doc-references.test.ts');
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => brokenCitations(file, readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('are checked: a missing file, section or § is reported', () => {
    expect(brokenCitations('a.ts', '// (docs/nowhere.md)')).toEqual(['a.ts: docs/nowhere.md does not exist']);
    expect(brokenCitations('a.ts', '// (docs/product.md, Unheard of)')).toHaveLength(1);
    expect(brokenCitations('a.ts', '// docs/product.md §99')).toHaveLength(1);
    expect(brokenCitations('a.ts', '// (docs/product.md, Products) and docs/product.md §4')).toEqual([]);
  });
});
