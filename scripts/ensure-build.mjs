// Builds the Next.js app when the build is missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'public', 'next.config.mjs', 'postcss.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['node_modules', '.next', 'migrations']);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (SKIP.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function buildIsStale() {
  const marker = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

/**
 * Next.js builds with Turbopack; BUILD_BUNDLER=webpack builds with webpack instead (Turbopack refuses a checkout
 * whose node_modules is a symbolic link to another folder).
 */
function buildArguments() {
  return process.env.BUILD_BUNDLER === 'webpack' ? ['build', '--webpack'] : ['build'];
}

export function ensureBuild() {
  if (!buildIsStale()) return;
  const args = buildArguments();
  console.log(`Construction de la boutique (next ${args.join(' ')})…`);
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('La construction a échoué.');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
