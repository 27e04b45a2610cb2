// The shop's settings as a storefront page reads them (docs/decisions/021-shop-settings.md): from the cache, tagged
// `settings`, so that the page cache drops every page that showed them when they change. Unreadable, the page shows
// the environment's defaults rather than its error page: a contact is better than none.
import 'server-only';
import type { ShopSettings } from '@/shared/settings/answers';
import { readPageData } from './page-data';
import { readShopSettings, settingsFromEnvironment } from './services/settings/cached-settings';

export const pageSettings = (): Promise<ShopSettings> => readPageData('settings', readShopSettings, { fallback: settingsFromEnvironment() });
