// The server's TypeScript compiled to JavaScript once per start, so that `npm start` runs plain modules: a
// TypeScript loader (tsx) would keep its hooks on a thread of their own, with its own JavaScript heap, and its
// compiler in a child process, about 40 MB more for as long as the shop runs (docs/decisions/029-compiled-server.md).
// Packages stay where npm put them; only the project's own modules are bundled. Each bundle lives in a folder
// named after its content, written whole then renamed into place, so that servers starting together (or a shop
// still running an older bundle) never read a half-written or replaced file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(root, 'node_modules', '.cache', 'boutique-server');
/**
 * How many bundles are kept, the latest used first: a shop still running an older one may yet load its lazily
 * imported parts, so a bundle goes only once this many newer ones were made meanwhile.
 */
const KEEP = 3;

/** The entries `npm start` imports, by the name of their file in the bundle. */
export const ENTRIES = {
  server: 'server.ts',
  'first-start': 'scripts/first-start.ts',
  config: 'src/server/config.ts',
  'data-dir-lock': 'src/server/data-dir-lock.ts',
  bootstrap: 'src/server/bootstrap.ts',
};

/**
 * A bundled module keeps the location of its source: `import.meta.url`, `dirname` and `filename` are the
 * TypeScript file's (the migrations are found beside their module).
 */
const ownLocation = {
  name: 'own-location',
  setup(plugin) {
    plugin.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      return {
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path)),
      };
    });
  },
};

/**
 * Compiles the entries and returns the folder holding `<entry>.mjs` for each; null when the folder cannot be
 * written (a service that may not write to the code, started after a change of the code without `npm run build`).
 */
export async function bundleServer() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    outExtension: { '.js': '.mjs' },
    outdir: 'bundle',
    sourcemap: 'linked',
    write: false,
    plugins: [ownLocation],
    logLevel: 'warning',
  });
  // The compiler's process would otherwise stay beside the shop.
  await stop();
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(path.relative(root, file.path)).update(file.contents);
  const folder = path.join(CACHE, hash.digest('hex').slice(0, 16));
  try {
    if (!existsSync(folder)) write(result.outputFiles, folder);
    const now = new Date();
    utimesSync(folder, now, now);
    removeOld();
  } catch {
    // Read-only: a bundle already there is used as it is.
    return existsSync(path.join(folder, 'server.mjs')) ? folder : null;
  }
  return folder;
}

/** Written whole beside its place, then renamed into it: a start never reads a half-written bundle. */
function write(files, folder) {
  const writing = `${folder}.${process.pid}.tmp`;
  for (const file of files) {
    const target = path.join(writing, path.relative(path.join(root, 'bundle'), file.path));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  try {
    renameSync(writing, folder);
  } catch {
    // Another start wrote the same bundle first.
    rmSync(writing, { recursive: true, force: true });
  }
}

function removeOld() {
  const used = (folder) => {
    try {
      return statSync(folder).mtimeMs;
    } catch {
      return 0;
    }
  };
  const bundles = readdirSync(CACHE)
    .filter((entry) => !entry.endsWith('.tmp'))
    .map((entry) => path.join(CACHE, entry))
    .sort((a, b) => used(b) - used(a));
  for (const old of bundles.slice(KEEP)) rmSync(old, { recursive: true, force: true });
}

// `npm run build` compiles it too, so that a service that may not write to the code finds it ready.
if (import.meta.url === `file://${process.argv[1]}`) console.log(`Serveur compilé dans ${path.relative(root, await bundleServer())}`);
