// The operator's side of `npm run backup [DOSSIER]` and `npm run restore [-- --accept-unencrypted] ARCHIVE`
// (scripts/backup.mjs, scripts/restore.mjs): arguments, what is said, the exit code.
import path from 'node:path';
import { readConfig } from '@/server/config';
import { BACKUP_MESSAGES } from '@/shared/backup/messages';
import { BackupError, createBackup, restoreBackup } from './backup';

/** Where archives go without an argument: BACKUP_DIR, else ./backups. */
const DEFAULT_BACKUP_DIR = 'backups';

/** BACKUP_PASSPHRASE, when set: archives are encrypted with it, and restored with it (encryption.ts). */
function passphraseOf(env: NodeJS.ProcessEnv): string | null {
  const value = env.BACKUP_PASSPHRASE;
  return value === undefined || value === '' ? null : value;
}

/** 12,3 Mo */
function size(bytes: number): string {
  const units = ['octets', 'ko', 'Mo', 'Go'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

function fail(error: unknown, wrap: (reason: string) => string): number {
  console.error(error instanceof BackupError ? error.message : wrap(error instanceof Error ? error.message : String(error)));
  return 1;
}

export async function backupCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const config = readConfig(env);
  const destination = path.resolve(args[0] ?? env.BACKUP_DIR ?? DEFAULT_BACKUP_DIR);
  try {
    const saved = await createBackup(config, destination, { passphrase: passphraseOf(env) });
    console.log(BACKUP_MESSAGES.saved(saved.file, size(saved.bytes)));
    console.log(BACKUP_MESSAGES.savedDatabase(size(saved.databaseBytes), saved.fromRunningShop));
    console.log(saved.pictures === null ? BACKUP_MESSAGES.picturesInS3(config.s3?.bucket ?? '') : BACKUP_MESSAGES.savedPictures(saved.pictures));
    console.log(saved.encrypted ? BACKUP_MESSAGES.savedEncrypted : BACKUP_MESSAGES.savedInClear);
    return 0;
  } catch (error) {
    return fail(error, BACKUP_MESSAGES.backupFailed);
  }
}

/** `npm run restore -- --accept-unencrypted ARCHIVE`: a plain archive restored even with BACKUP_PASSPHRASE set. */
const ACCEPT_UNENCRYPTED = '--accept-unencrypted';

export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const config = readConfig(env);
  const options = args.filter((arg) => arg.startsWith('--'));
  const archives = args.filter((arg) => !arg.startsWith('--'));
  if (archives.length !== 1 || options.some((option) => option !== ACCEPT_UNENCRYPTED)) {
    console.error(BACKUP_MESSAGES.restoreUsage(config.dataDir));
    return 1;
  }
  try {
    const restored = await restoreBackup(config, path.resolve(archives[0]), {
      passphrase: passphraseOf(env),
      acceptUnencrypted: options.includes(ACCEPT_UNENCRYPTED),
    });
    const date = new Date(restored.createdAt).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
    console.log(BACKUP_MESSAGES.restored(`${date} UTC`, config.dataDir));
    console.log(BACKUP_MESSAGES.restoredContents({ ...restored, pictures: restored.pictures ?? 0 }));
    if (restored.pictures === null) console.log(BACKUP_MESSAGES.restoredPicturesInS3);
    console.log(
      restored.newSigningKey ? BACKUP_MESSAGES.restoredSessions(restored.sessionsClosed) : BACKUP_MESSAGES.restoredSessionsWithEnvironmentSecret(restored.sessionsClosed),
    );
    console.log(BACKUP_MESSAGES.restoredStart(config.dataDir));
    return 0;
  } catch (error) {
    return fail(error, (reason) => BACKUP_MESSAGES.restoreFailed(reason, config.dataDir));
  }
}
