// A disk that refuses writes: full (no space, or the user's quota reached) or mounted read-only. Told apart
// from other failures so that the shop says so in French (docs/decisions/014-crash-safety.md) instead of
// answering a 500 or dying with a stack.
import { SERVER_MESSAGES } from '@/shared/messages';

export type DiskRefusal = 'full' | 'read_only';

/** What kind of refusal a file system error is, or null for any other error. */
export function diskRefusal(error: unknown): DiskRefusal | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'full';
  if (code === 'EROFS') return 'read_only';
  return null;
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
