// `npm run restore ARCHIVE`: a backup made by `npm run backup` into an empty DATA_DIR (docs/backups.md).
import { register } from 'tsx/esm/api';

process.umask(0o077);
register();
const { restoreCommand } = await import('../src/server/backup/cli.ts');
process.exit(await restoreCommand(process.argv.slice(2)));
