// The first start's one-off work, run by scripts/start.mjs in a process of its own when DATA_DIR holds no database
// yet: creating the embedded database, the demo catalogue and its pictures, and the first super administrator
// (whose generated password this process prints, once). That work leaves hundreds of megabytes behind
// (PostgreSQL's initialisation runs in a WebAssembly instance of its own, the pictures in sharp's buffers) that a
// long-running server would keep; this process gives them back when it exits, and the server then opens the
// prepared directory as on any later start (bench/README.md, "Memory").
import { startBackend, startupRefusal } from '@/server/bootstrap';
import { readConfig } from '@/server/config';
import { getLogger } from '@/server/logger';
import { superAdminNotice } from '@/server/services/accounts/ensure-super-admin';

process.umask(0o077);
try {
  const backend = await startBackend(readConfig());
  await backend.close();
  getLogger().info('data directory prepared');
  const notice = superAdminNotice(backend.superAdmin);
  if (notice) console.log(notice);
} catch (error) {
  const refusal = startupRefusal(error);
  console.error(refusal ?? 'Échec du démarrage de la boutique :', ...(refusal ? [] : [error]));
  process.exit(1);
}
