// When the last backup of this shop was made (docs/backups.md): `npm run backup` leaves its date in DATA_DIR, so
// that the running shop can tell its owner, in 'Mise en ligne', that no backup was made for a week.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LAST_BACKUP_FILE = 'last-backup.json';

export function recordBackup(dataDir: string, at: Date): void {
  const file = path.join(dataDir, LAST_BACKUP_FILE);
  const partial = `${file}.partial`;
  writeFileSync(partial, `${JSON.stringify({ createdAt: at.toISOString() })}\n`, { mode: 0o600 });
  renameSync(partial, file);
}

/** Null when no backup was recorded, or its record cannot be read. */
export function lastBackupAt(dataDir: string): Date | null {
  try {
    const { createdAt } = JSON.parse(readFileSync(path.join(dataDir, LAST_BACKUP_FILE), 'utf8')) as { createdAt?: unknown };
    const at = typeof createdAt === 'string' ? new Date(createdAt) : null;
    return at && !Number.isNaN(at.getTime()) ? at : null;
  } catch {
    return null;
  }
}
