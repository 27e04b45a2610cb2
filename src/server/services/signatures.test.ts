// A service that takes more than one value takes one options object (docs/decisions/017-services-and-server-boundary.md):
// `deleteProduct({ actor, id })`, never `deleteProduct(id, actor)`. Checked on every exported function of
// src/server/services that returns a promise, save those of the low-level helper modules the decision names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SERVICES = import.meta.dirname;

/** Not services (the decision, "Not services"): hashing, token signing, the read cache, the pictures' files. */
const HELPERS = [
  'accounts/access-tokens.ts',
  'accounts/passwords.ts',
  'accounts/token-hash.ts',
  'catalog/orphan-pictures.ts',
  'catalog/product-image-files.ts',
  'catalog/read-cache.ts',
  'images/process-image.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

interface Service {
  name: string;
  parameters: number;
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** Declared `async`, or typed as returning `Promise<…>`. */
function returnsPromise(fn: ts.SignatureDeclaration, file: ts.SourceFile): boolean {
  const isAsync = ts.canHaveModifiers(fn) && (ts.getModifiers(fn) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword);
  return isAsync || (fn.type !== undefined && ts.isTypeReferenceNode(fn.type) && fn.type.typeName.getText(file) === 'Promise');
}

/** The exported functions of a module that return a promise, with how many parameters each declares. */
function servicesOf(fileName: string, source: string): Service[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: Service[] = [];
  const consider = (name: string, fn: ts.SignatureDeclaration) => {
    if (returnsPromise(fn, file)) found.push({ name, parameters: fn.parameters.length });
  };
  for (const statement of file.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) consider(statement.name.text, statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) {
          consider(declaration.name.text, value);
        }
      }
    }
  }
  return found;
}

const offendersOf = (services: Service[]) => services.filter((service) => service.parameters > 1).map((service) => service.name);

describe('the services signatures', () => {
  it('finds every form of service, and only services', () => {
    const source = [
      'export async function deleteThing(id: string, actor: Actor): Promise<void> {}',
      'export function findThing(id: string, executor: Executor = getDb()): Promise<Thing | null> { return read(id, executor); }',
      'export const renameThing = async (id: string, nom: string) => {};',
      'export async function updateThing({ actor, id, input }: { actor: Actor; id: string; input: ThingInput }): Promise<Thing> {}',
      'export async function getThing(id: string): Promise<Thing | null> {}',
      'export async function listThings(): Promise<Thing[]> {}',
      // Not services: a synchronous computation, a function nobody imports.
      'export function paginate(total: number, page: number, limit: number): Pagination {}',
      'async function loadThings(db: Executor, where?: SQL): Promise<Thing[]> {}',
    ].join('\n');
    const services = servicesOf('example.ts', source);
    expect(services.map((service) => service.name)).toEqual(['deleteThing', 'findThing', 'renameThing', 'updateThing', 'getThing', 'listThings']);
    expect(offendersOf(services)).toEqual(['deleteThing', 'findThing', 'renameThing']);
  });

  it('names helper modules that exist', () => {
    expect(HELPERS.filter((helper) => !existsSync(path.join(SERVICES, helper)))).toEqual([]);
  });

  it('no service takes more than one parameter: several values come in one options object', () => {
    const files = sourceFiles(SERVICES).filter((file) => !HELPERS.includes(path.relative(SERVICES, file).split(path.sep).join('/')));
    const services = files.flatMap((file) => servicesOf(file, readFileSync(file, 'utf8')).map((service) => ({ file, ...service })));
    expect(services.length).toBeGreaterThan(40);
    const offenders = services
      .filter((service) => service.parameters > 1)
      .map((service) => `${path.relative(SERVICES, service.file)}: ${service.name} takes ${service.parameters} parameters`);
    expect(offenders).toEqual([]);
  });
});
