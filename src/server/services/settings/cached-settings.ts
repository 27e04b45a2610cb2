// The shop's settings, from the catalogue's tagged cache (docs/decisions/021-shop-settings.md): every storefront page
// and the order recording read them here, so that no page view reads the database for them, and a change drops
// them, and the pages that showed them, on every instance at once (tag `settings`).
import 'server-only';
import { eq } from 'drizzle-orm';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db/client';
import { rememberShopName } from '@/server/mail/shop-name';
import { shopSettings } from '@/server/db/schema';
import { TAGS } from '@/server/services/catalog/cache-tags';
import { cachedRead } from '@/server/services/catalog/read-cache';
import { defaultShopSettings, readStoredSettings } from '@/shared/settings/schemas';
import type { ShopSettings } from '@/shared/settings/answers';

/** The only row of `shop_settings`. */
export const SETTINGS_ROW_ID = 1;

/** Every write of the settings (the form, the first start's seed) touches this tag, and only it. */
export const settingsWriteTags = (): string[] => [TAGS.settings];

/** The settings of a shop without a row: the environment's WHATSAPP_NUMBER and SUPPORT_EMAIL (README, Configuration). */
export function settingsFromEnvironment(): ShopSettings {
  const { whatsappNumber, supportEmail } = getConfig();
  return defaultShopSettings({ whatsapp: whatsappNumber, email: supportEmail });
}

/** The stored settings, uncached: each field that does not parse takes its default. */
export async function loadShopSettings(): Promise<ShopSettings> {
  const [row] = await getDb().select({ valeurs: shopSettings.valeurs }).from(shopSettings).where(eq(shopSettings.id, SETTINGS_ROW_ID)).limit(1);
  const defaults = settingsFromEnvironment();
  const settings = row ? readStoredSettings(row.valeurs, defaults) : defaults;
  // The e-mails' signature follows the name this instance last read (src/server/mail/shop-name.ts).
  rememberShopName(settings.nomBoutique);
  return settings;
}

export const readShopSettings = (): Promise<ShopSettings> => cachedRead(getDb(), 'settings', [TAGS.settings], loadShopSettings);
