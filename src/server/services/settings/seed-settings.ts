// The settings' row, written at the first start from WHATSAPP_NUMBER and SUPPORT_EMAIL (README, Configuration): from
// then on the row wins over the environment, which a later start no longer reads for them (decision 021).
import 'server-only';
import type { Db } from '@/server/db/client';
import { shopSettings } from '@/server/db/schema';
import { invalidateCatalogue } from '@/server/services/catalog/read-cache';
import { SETTINGS_ROW_ID, settingsFromEnvironment, settingsWriteTags } from './cached-settings';

/** Takes `db` under the start-up's lock (src/server/bootstrap.ts); a row already there is left as it is. */
export async function ensureShopSettings({ db }: { db: Db }): Promise<{ seeded: boolean }> {
  const inserted = await db
    .insert(shopSettings)
    .values({ id: SETTINGS_ROW_ID, valeurs: settingsFromEnvironment() })
    .onConflictDoNothing()
    .returning({ id: shopSettings.id });
  if (inserted.length > 0) invalidateCatalogue(db, settingsWriteTags());
  return { seeded: inserted.length > 0 };
}
