// `npm start`: read `.env`, refuse at once when a shop already runs on DATA_DIR (before a rebuild could empty
// .next beneath it), build when needed, then run the server entry in this same process (signals reach it
// directly).
import './load-env.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureBuild } from './ensure-build.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
register();
const { readConfig } = await import('../src/server/config.ts');
const { dataDirInUse } = await import('../src/server/data-dir-lock.ts');

const initial = readConfig();
const inUse = initial.databaseUrl ? null : await dataDirInUse(initial.dataDir);
if (inUse) {
  console.error(inUse.message);
  process.exit(1);
}
ensureBuild();
process.env.NODE_ENV = 'production';

const { createsEmbeddedDatabase } = await import('../src/server/bootstrap.ts');
if (createsEmbeddedDatabase(initial)) {
  const firstStart = spawnSync(process.execPath, [...process.execArgv, '--import', 'tsx', 'scripts/first-start.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (firstStart.status !== 0) process.exit(firstStart.status ?? 1);
}
await import('../server.ts');
