import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import net from 'node:net';
import { acquireDataDirLock, askDataDirOwner, DataDirLockedError, lockAddress, NoDataDirOwnerError, UnprovenOwnerError } from './data-dir-lock';

const LOCK_MODULE = path.join(import.meta.dirname, 'data-dir-lock.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];
const holders: number[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const pid of holders.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Another process holding the lock of dir, started by a shell that then becomes `sleep`: the holder's parent
 * never waits for it, so that once killed it stays a zombie, as a server killed under a supervisor that has
 * not reaped it yet. Resolves with the holder's pid once it holds the lock.
 */
async function holderUnderSleepingParent(dir: string): Promise<number> {
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(LOCK_MODULE)}); await acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 60000);`;
  const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
  const command = `${quote(process.execPath)} --import tsx --input-type=module -e ${quote(script)} & echo "pid $!"; exec sleep 120`;
  const parent = spawn('sh', ['-c', command], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(parent);
  let output = '';
  return new Promise((resolve, reject) => {
    parent.stdout?.on('data', (chunk) => {
      output += chunk;
      const pid = output.match(/pid (\d+)/)?.[1];
      if (pid && !holders.includes(Number(pid))) holders.push(Number(pid));
      if (pid && output.includes('locked')) resolve(Number(pid));
    });
    parent.on('exit', () => reject(new Error(`holder's parent exited: ${output}`)));
  });
}

function processState(pid: number): string | null {
  try {
    // Field 3 of /proc/<pid>/stat, after the command name in parentheses.
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[0];
  } catch {
    return null;
  }
}

describe('data directory lock', () => {
  it('refuses a second opener while another live process holds it, naming that process, in French and English', async () => {
    const dir = tempDir();
    const pid = await holderUnderSleepingParent(dir);
    const refused = acquireDataDirLock(dir);
    await expect(refused).rejects.toThrow(DataDirLockedError);
    await expect(refused).rejects.toThrow(
      `Une autre instance de la boutique utilise déjà ce dossier de données (DATA_DIR=${dir}, processus ${pid}). ` +
        'Arrêtez-la ou choisissez un autre DATA_DIR. / ' +
        `Another Boutique process (pid ${pid}) is already using this data directory.`,
    );
  });

  it('is taken at once when its holder was killed with SIGKILL, even before the holder is reaped', async () => {
    const dir = tempDir();
    const pid = await holderUnderSleepingParent(dir);
    process.kill(pid, 'SIGKILL');
    if (process.platform === 'linux') {
      // Dead but not reaped: a zombie, which kill(pid, 0) still reports as alive.
      while (processState(pid) !== 'Z') await new Promise((resolve) => setTimeout(resolve, 10));
      expect(() => process.kill(pid, 0)).not.toThrow();
    }
    const lock = await acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'boutique.lock'), 'utf8')).pid).toBe(process.pid);
    if (process.platform === 'linux') expect(processState(pid)).toBe('Z');
    lock.release();
    expect(existsSync(path.join(dir, 'boutique.lock'))).toBe(false);
  });

  it('is not held by a live process that merely has the id written in an old lock file (a reused pid)', async () => {
    const dir = tempDir();
    const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    children.push(unrelated);
    writeFileSync(path.join(dir, 'boutique.lock'), JSON.stringify({ pid: unrelated.pid, host: os.hostname() }));
    const lock = await acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'boutique.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('is one lock per directory, whichever path leads to it, and free again once released', async () => {
    const dir = tempDir();
    const first = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(`${dir}/./`)).rejects.toThrow(`processus ${process.pid}`);
    const elsewhere = await acquireDataDirLock(tempDir());
    elsewhere.release();
    first.release();
    const again = await acquireDataDirLock(dir);
    again.release();
  });
});

describe('requests to the lock holder', () => {
  it('are answered for whoever reads the key in DATA_DIR/boutique.lock, and refused to anyone else', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    let asked = 0;
    lock.answer('copie', async () => ({ n: ++asked }));
    try {
      expect(await askDataDirOwner(dir, 'copie')).toEqual({ n: 1 });
      await expect(askDataDirOwner(dir, 'autre chose')).rejects.toThrow('requête inconnue');
      // A newcomer still reads who holds the lock at once, and is refused.
      await expect(acquireDataDirLock(dir)).rejects.toThrow(`processus ${process.pid}`);
      // A process that does not know the key: the holder's answer is a refusal, and nothing is done.
      const info = path.join(dir, 'boutique.lock');
      const real = readFileSync(info, 'utf8');
      writeFileSync(info, JSON.stringify({ ...JSON.parse(real), key: 'x'.repeat(43) }));
      await expect(askDataDirOwner(dir, 'copie')).rejects.toThrow('clé refusée');
      writeFileSync(info, real);
      expect(asked).toBe(1);
    } finally {
      lock.release();
    }
    await expect(askDataDirOwner(dir, 'copie')).rejects.toThrow(NoDataDirOwnerError);
  });

  it('are never believed from a process that listens on the lock without the key, which never sees the key either', async () => {
    const dir = tempDir();
    // What a shop killed with SIGKILL leaves: boutique.lock with its key, and nobody on the socket; another
    // local user then listens there (an abstract socket has no permissions) and answers like a shop.
    const key = 'k'.repeat(43);
    writeFileSync(path.join(dir, 'boutique.lock'), JSON.stringify({ pid: 1, host: 'x', since: '', key }), { mode: 0o600 });
    const heard: string[] = [];
    const impostor = net.createServer((socket) => {
      socket.write(`${JSON.stringify({ pid: 4242, host: 'x', since: '', challenge: 'defi' })}\n`);
      socket.on('data', (chunk) => {
        heard.push(String(chunk));
        socket.end(`${JSON.stringify({ body: JSON.stringify({ result: { dir: '/' } }), proof: 'x'.repeat(43) })}\n`);
      });
    });
    await new Promise<void>((resolve) => impostor.listen(lockAddress(dir).address, resolve));
    try {
      const asked = askDataDirOwner(dir, 'copie');
      await expect(asked).rejects.toThrow(UnprovenOwnerError);
      await expect(asked).rejects.toThrow("n'a pas prouvé qu'il est la boutique de ce dossier");
      expect(heard.join('')).toContain('copie');
      expect(heard.join('')).not.toContain(key);
    } finally {
      impostor.close();
    }
  });
});
