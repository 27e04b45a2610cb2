import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second opener while a live process holds it, naming that process', async () => {
    const dir = tempDir();
    // A real other process holding the lock file.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'boutique.lock'), JSON.stringify({ pid: holder.pid, host: os.hostname() }));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/Une autre instance de la boutique utilise déjà ce dossier/);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a dead process (after SIGKILL)', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(path.join(dir, 'boutique.lock'), JSON.stringify({ pid: dead.pid, host: os.hostname() }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'boutique.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(path.join(dir, 'boutique.lock'))).toBe(false);
  });
});
