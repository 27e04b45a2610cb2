// `npm run backup [DOSSIER]`: the embedded database, the pictures and the signing key in one dated archive,
// safe while the shop runs (docs/backups.md).
import './load-env.mjs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The archive and the copies made on the way are this user's alone.
process.umask(0o077);
// The project's TypeScript settings (its `@/` paths), wherever the command is run from.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { backupCommand } = await import('../src/server/backup/cli.ts');
process.exit(await backupCommand(process.argv.slice(2)));
