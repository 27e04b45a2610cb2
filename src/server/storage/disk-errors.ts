// A disk that refuses writes: full (no space, or the user's quota reached) or mounted read-only. Told apart
// from other failures so that the shop says so in French (docs/decisions/015-crash-safety.md) instead of
// answering a 500 or dying with a stack.
import { statfsSync } from 'node:fs';
import { SERVER_MESSAGES } from '@/shared/messages';

export type DiskRefusal = 'full' | 'read_only';

/** What kind of refusal a file system error is, or null for any other error. */
export function diskRefusal(error: unknown): DiskRefusal | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'full';
  if (code === 'EROFS') return 'read_only';
  return null;
}

/**
 * Below this much free space, a start-up that fails is put down to the disk: PostgreSQL (PGlite) writes its
 * journal in 16 MB segments, and fails to open on a nearly full disk with an error that names no cause.
 */
export const LOW_DISK_SPACE_BYTES = 32 * 1024 * 1024;

/** True when the file system holding dir has less than LOW_DISK_SPACE_BYTES free (false when unknown). */
export function isLowOnSpace(dir: string): boolean {
  try {
    const { bavail, bsize } = statfsSync(dir);
    return bavail * bsize < LOW_DISK_SPACE_BYTES;
  } catch {
    return false;
  }
}

/** Start-up refused: DATA_DIR cannot be written. The message names the folder and what to do. */
export class DataDirUnwritableError extends Error {
  constructor(
    readonly refusal: DiskRefusal,
    dataDir: string,
    options?: { cause?: unknown },
  ) {
    super(refusal === 'full' ? SERVER_MESSAGES.dataDirFull(dataDir) : SERVER_MESSAGES.dataDirReadOnly(dataDir), options);
    this.name = 'DataDirUnwritableError';
  }
}
