// `npm run backup [DOSSIER]`: the embedded database, the pictures and the signing key in one dated archive,
// safe while the shop runs (docs/backups.md).
import { register } from 'tsx/esm/api';

// The archive and the copies made on the way are this user's alone.
process.umask(0o077);
register();
const { backupCommand } = await import('../src/server/backup/cli.ts');
process.exit(await backupCommand(process.argv.slice(2)));
