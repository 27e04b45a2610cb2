// Catalogue changes shared between instances on one PostgreSQL (docs/decisions/012-storefront-page-cache.md):
// every write NOTIFYs the tags it touched on one channel, every instance LISTENs on a connection of its own and
// drops those tags from its caches. An instance that loses that connection drops everything once it is back,
// since it may have missed changes meanwhile.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { getLogger } from '@/server/logger';
import { EVERYTHING, invalidateLocally, setCataloguePublisher } from '@/server/services/catalog/read-cache';
import type { Db } from './client';

const CATALOGUE_CHANNEL = 'boutique_catalogue';
const RECONNECT_MS = 1_000;

interface Notice {
  /** The instance that wrote: it has invalidated its own caches already. */
  from: string;
  tags: string[];
}

/** Starts listening; resolves once the first LISTEN is in place. Returns the way to stop. */
export async function shareCatalogueChanges(url: string, db: Db): Promise<() => Promise<void>> {
  const log = getLogger();
  const self = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const receive = (message: pg.Notification) => {
    if (message.channel !== CATALOGUE_CHANNEL || !message.payload) return;
    try {
      const notice = JSON.parse(message.payload) as Notice;
      if (notice.from !== self && Array.isArray(notice.tags)) invalidateLocally(db, notice.tags.map(String));
    } catch {
      log.warn('unreadable catalogue notice ignored');
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', receive);
    // 'error' then 'end' on a lost connection: one reconnection for both.
    next.on('error', () => {});
    next.once('end', () => {
      if (client !== next || stopped) return;
      client = null;
      log.warn('catalogue notices interrupted: reconnecting');
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    client = next;
  };

  const schedule = () => {
    timer = setTimeout(async () => {
      if (stopped) return;
      try {
        await connect();
        invalidateLocally(db, [EVERYTHING]);
      } catch {
        schedule();
      }
    }, RECONNECT_MS);
    timer.unref();
  };

  await connect();
  setCataloguePublisher((tags) => {
    const notice: Notice = { from: self, tags: [...tags] };
    db.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${JSON.stringify(notice)})`).catch((error) => {
      // The other instances see the change when their cache entries expire (a minute at most).
      log.warn({ err: error }, 'catalogue notice not sent');
    });
  });

  return async () => {
    stopped = true;
    clearTimeout(timer);
    setCataloguePublisher(null);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}
