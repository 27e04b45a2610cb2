// The shop's name as the e-mails and SMS sign with it (docs/product.md, "Shop settings"): the templates are plain
// functions of their values, so the name they read is the last one this instance read or saved. The settings'
// loader (services/settings/cached-settings.ts: at start-up, and after every change dropped their cache, here or on
// another instance, at the next read) and the save keep it; until then it is the default name.
import { SHOP_NAME } from '@/shared/constants';

let known: string = SHOP_NAME;

export const mailShopName = (): string => known;

export function rememberShopName(name: string): void {
  known = name;
}
