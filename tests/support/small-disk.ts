// A small file system of its own (tmpfs) for the tests of a full or read-only disk. Mounting needs root, as
// the CI runs; elsewhere the tests that need it are skipped, loudly.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallDisk {
  path: string;
  /** Writes a filler file until the disk refuses with ENOSPC. */
  fill(): void;
  /** Removes the filler. */
  free(): void;
  readOnly(readOnly: boolean): void;
  unmount(): void;
}

export function mountSmallDisk(megabytes: number): SmallDisk | null {
  const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'boutique-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700`, 'tmpfs', mountPoint], { stdio: 'pipe' });
  } catch {
    rmSync(mountPoint, { recursive: true, force: true });
    console.warn(`\n!! FULL AND READ-ONLY DISK TESTS SKIPPED: cannot mount a tmpfs (needs root; running as uid ${process.getuid?.()}).\n`);
    return null;
  }
  const filler = path.join(mountPoint, 'filler');
  return {
    path: mountPoint,
    fill() {
      const fd = openSync(filler, 'a');
      const chunk = Buffer.alloc(1024 * 1024);
      try {
        for (;;) {
          const { bavail, bsize } = statfsSync(mountPoint);
          const size = Math.min(chunk.length, Math.max(512, bavail * bsize));
          writeSync(fd, chunk, 0, size);
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    readOnly(readOnly) {
      execFileSync('mount', ['-o', `remount,${readOnly ? 'ro' : 'rw'}`, mountPoint], { stdio: 'pipe' });
    },
    unmount() {
      execFileSync('umount', ['-l', mountPoint], { stdio: 'pipe' });
      rmSync(mountPoint, { recursive: true, force: true });
    },
  };
}
