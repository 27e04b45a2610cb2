// The settings' row, written at the first start from WHATSAPP_NUMBER and SUPPORT_EMAIL (README, Configuration): from
// then on the row wins over the environment, which a later start no longer reads for them (decision 021).
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rememberShopName } from '@/server/mail/shop-name';
import { readStoredSettings } from '@/shared/settings/schemas';
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
  // The e-mails sign with the shop's name from the start (src/server/mail/shop-name.ts).
  const [row] = await db.select({ valeurs: shopSettings.valeurs }).from(shopSettings).where(eq(shopSettings.id, SETTINGS_ROW_ID));
  rememberShopName(readStoredSettings(row?.valeurs, settingsFromEnvironment()).nomBoutique);
  return { seeded: inserted.length > 0 };
}
