// The shop's default low-stock threshold (docs/product.md, "Shop settings"): what a product without its own
// threshold is compared with; 0 turns low-stock alerts off for those products. Read from the settings' cache.
import 'server-only';
import { readShopSettings } from '@/server/services/settings/cached-settings';

export async function shopDefaultThreshold(): Promise<number> {
  return (await readShopSettings()).seuilStockBas;
}
