// `npm run restore [-- --accept-unencrypted] ARCHIVE`: a backup made by `npm run backup` into an empty DATA_DIR
// (docs/backups.md).
import './load-env.mjs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

process.umask(0o077);
// The project's TypeScript settings (its `@/` paths), wherever the command is run from.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { restoreCommand } = await import('../src/server/backup/cli.ts');
process.exit(await restoreCommand(process.argv.slice(2)));
