// `npm start`: build when needed, then run the server entry in this same process (signals reach it directly).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureBuild } from './ensure-build.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
ensureBuild();
process.env.NODE_ENV = 'production';
register();

const { createsEmbeddedDatabase } = await import('../src/server/bootstrap.ts');
const { readConfig } = await import('../src/server/config.ts');
if (createsEmbeddedDatabase(readConfig())) {
  const firstStart = spawnSync(process.execPath, [...process.execArgv, '--import', 'tsx', 'scripts/first-start.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (firstStart.status !== 0) process.exit(firstStart.status ?? 1);
}
await import('../server.ts');
