// The process entry: one node:http server for the whole shop. It owns start-up (lock, migrations, seed, first
// super administrator) and a graceful shutdown, and sends each request where src/server/http/routes.ts says:
// /api/v1 and /uploads to the Hono app, everything else to Next.js's side (src/server/http/shop-pages.ts); with
// ADMIN_URL, what is asked on the wrong host to the other one (src/server/http/host-answers.ts).
import { createServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import next from 'next';
import { startBackend, startupRefusal } from '@/server/bootstrap';
import { backOfficeUrl, readConfig, waveOf } from '@/server/config';
import { stopOnSignals } from '@/server/http/graceful-close';
import { authElsewhere, redirectToHost } from '@/server/http/host-answers';
import { createHttpApp } from '@/server/http/http-app';
import { routeOf, siteHosts } from '@/server/http/routes';
import { backOfficeCsp, securityHeaders, storefrontCsp } from '@/server/http/security-headers';
import { createShopPages } from '@/server/http/shop-pages';
import { ShopResponse } from '@/server/http/shop-response';
import { collectWhenQuiet } from '@/server/idle-collector';
import { getLogger } from '@/server/logger';
import { startRetentionTimer } from '@/server/retention-timer';
import { startPeriodicTask } from '@/server/periodic-task';
import { readBackWaveSessions } from '@/server/services/payments/read-back-wave-sessions';
import { WAVE_READ_BACK_INTERVAL_MS } from '@/shared/payments/wave';
import { superAdminNotice } from '@/server/services/accounts/ensure-super-admin';
import { scheduleAlertEmails } from '@/server/services/alerts/send-alert-emails';
import { scheduleExpiryDrops } from '@/server/services/catalog/expiry-timer';
import { onCatalogueInvalidated } from '@/server/services/catalog/read-cache';
import { launchChecklist, launchLogLines } from '@/server/services/launch/launch-checklist';
import { ALERT_SUMMARY_LIMITS } from '@/shared/alerts/summary';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  // Everything this process creates is its user's alone: DATA_DIR's database files (PGlite writes them itself),
  // the outbox, the uploads, the signing key. The build is made before this runs (scripts/start.mjs), with
  // the usual modes; what Next.js writes while serving (its cache under .next) only this user reads.
  process.umask(0o077);
  const initial = readConfig();
  let backend: Awaited<ReturnType<typeof startBackend>>;
  try {
    backend = await startBackend(initial);
  } catch (error) {
    const refusal = startupRefusal(error);
    if (!refusal) throw error;
    console.error(refusal);
    process.exit(1);
  }
  const { config } = backend;
  const log = getLogger();
  const production = config.env === 'production';
  const nextApp = next({ dev: config.env === 'development', dir: process.cwd(), hostname: config.host, port: config.port });
  await nextApp.prepare();
  const handleApi = getRequestListener(createHttpApp().fetch);
  const headers = securityHeaders(config);
  const pages = createShopPages({
    handleNext: nextApp.getRequestHandler(),
    log,
    headers,
    backOfficeCsp: (nonce) => backOfficeCsp(config, nonce),
    storefrontCsp: (hashes) => storefrontCsp(config, hashes),
    buildDir: path.join(process.cwd(), '.next'),
    warmAssets: production,
  });
  // With ADMIN_URL, the back office and its session on their own host only (docs/SECURITY.md, "The back office's origin").
  const hosts = siteHosts(config);
  onCatalogueInvalidated((tags) => pages.invalidate(tags));
  const idle = production ? collectWhenQuiet(log) : null;

  const server = createServer({ ServerResponse: ShopResponse }, (req, res) => {
    idle?.noteRequest();
    // Read once: the choice, the API's router, Next.js and the page cache all see this same path.
    const route = routeOf(req, { production, isCacheRender: pages.isCacheRender, hosts });
    if (route.kind === 'refused') return void res.writeHead(400, { Connection: 'close' }).end();
    if (route.kind === 'redirect') return redirectToHost(req, res, route.location, headers);
    if (route.kind === 'elsewhere') return authElsewhere(req, res, headers);
    req.url = route.url;
    if (route.kind === 'api') void handleApi(req, res);
    else void pages.serve(req, res, route);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  pages.listening(server.address());
  console.log(`Boutique prête : ${config.publicUrl}/`);
  console.log(`Back-office : ${backOfficeUrl(config)}/admin`);
  // On a new DATA_DIR the first start's own process created the account and said so (scripts/first-start.ts).
  const notice = superAdminNotice(backend.superAdmin);
  if (notice) console.log(notice);
  // What is left before the shop takes real orders, as the dashboard's 'Mise en ligne' says it.
  try {
    for (const line of launchLogLines(await launchChecklist())) console.log(line);
  } catch (error) {
    log.warn({ err: error }, 'launch checklist unavailable');
  }
  // Old sign-in attempts, ended sessions, customers past their period (docs/decisions/023-retention.md).
  const retention = startRetentionTimer(config);
  // Each administrator's daily alert e-mail, at or after the hour they chose (docs/product.md, "Alerts").
  const alertEmails = scheduleAlertEmails({ checkEveryMs: ALERT_SUMMARY_LIMITS.checkEveryMs });
  void alertEmails.check();
  // Products expired at midnight leave the cached pages then (docs/decisions/022-drafts-and-alerts.md).
  const expiry = scheduleExpiryDrops();
  // Wave's links still open read back, in case a webhook never came (docs/decisions/033-wave-payments.md).
  const waveReadBack = waveOf(config)
    ? startPeriodicTask({ name: 'wave read-back', intervalMs: WAVE_READ_BACK_INTERVAL_MS, run: () => readBackWaveSessions() })
    : null;

  stopOnSignals(server, {
    graceMs: SHUTDOWN_GRACE_MS,
    log,
    close: async () => {
      idle?.stop();
      await retention.stop();
      await alertEmails.stop();
      await expiry.stop();
      await waveReadBack?.stop();
      await backend.close();
      await nextApp.close?.();
    },
  });
}

main().catch((error) => {
  console.error('Échec du démarrage de la boutique :', error);
  process.exit(1);
});
