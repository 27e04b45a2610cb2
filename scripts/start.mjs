// `npm start`: read `.env`, refuse at once when a shop already runs on DATA_DIR (before a rebuild could empty
// .next beneath it), build when needed, then run the server entry in this same process (signals reach it
// directly). The server runs compiled to plain JavaScript (scripts/server-bundle.mjs), with its stack traces
// pointing to the TypeScript sources.
import './load-env.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './ensure-build.mjs';
import { bundleServer, ENTRIES } from './server-bundle.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.setSourceMapsEnabled(true);
const root = path.resolve(import.meta.dirname, '..');
const bundle = await bundleServer();
if (!bundle) {
  // Runs as it did before the compiled server: through the TypeScript loader, about 40 MB more.
  console.warn('Le serveur compilé n’a pas pu être écrit (dossier en lecture seule) : lancez « npm run build » après chaque mise à jour du code.');
  (await import('tsx/esm/api')).register();
}
const entry = (name) => import(bundle ? path.join(bundle, `${name}.mjs`) : path.join(root, ENTRIES[name]));
const { readConfig } = await entry('config');
const { dataDirInUse } = await entry('data-dir-lock');

const initial = readConfig();
const inUse = initial.databaseUrl ? null : await dataDirInUse(initial.dataDir);
if (inUse) {
  console.error(inUse.message);
  process.exit(1);
}
ensureBuild();
process.env.NODE_ENV = 'production';

const { createsEmbeddedDatabase } = await entry('bootstrap');
if (createsEmbeddedDatabase(initial)) {
  const firstStart = spawnSync(process.execPath, [...process.execArgv, ...(bundle ? [path.join(bundle, 'first-start.mjs')] : ['--import', 'tsx', ENTRIES['first-start']])], {
    cwd: root,
    stdio: 'inherit',
  });
  if (firstStart.status !== 0) process.exit(firstStart.status ?? 1);
}
await entry('server');
