// 'Mise en ligne' (docs/product.md, "Going live"): each point checked by the server, from the settings, the
// configuration, the accounts and the last backup's record. The dashboard of a super administrator shows them
// (GET /dashboard/mise-en-ligne) and the start log says them, one line each, without a secret.
import 'server-only';
import { eq } from 'drizzle-orm';
import { lastBackupAt } from '@/server/backup/last-backup';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { mailDelivery } from '@/server/mail/mailer';
import { isDemoDataPresent } from '@/server/services/demo/demo-status';
import { readShopSettings } from '@/server/services/settings/cached-settings';
import type { LaunchChecklist } from '@/shared/launch/answers';
import { DEFAULT_SHOP_NAME } from '@/shared/settings/rules';
import { DEMO_WHATSAPP_NUMBER, INITIAL_SUPER_ADMIN_NAME, LAUNCH_BACKUP_MAX_AGE_DAYS, LAUNCH_CHECKS, LAUNCH_TEXTS, type LaunchCheckKey } from '@/shared/launch/rules';

const DAY_MS = 86_400_000;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** An https address on a name of its own: not the machine's loopback. */
export function isLiveAddress(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && !LOOPBACK_HOSTS.has(hostname) && !hostname.endsWith('.localhost');
  } catch {
    return false;
  }
}

export interface LaunchChecklistOptions {
  /** The super administrator who asks: the name and the second factor are theirs. Without one (the start log), any super administrator's. */
  adminId?: string;
  now?: Date;
}

export async function launchChecklist({ adminId, now = new Date() }: LaunchChecklistOptions = {}): Promise<LaunchChecklist> {
  const config = getConfig();
  const settings = await readShopSettings();
  const accounts = await getDb()
    .select({ prenom: admins.prenom, nom: admins.nom, totpEnabledAt: admins.totpEnabledAt })
    .from(admins)
    .where(adminId ? eq(admins.id, adminId) : eq(admins.typeUtilisateur, 'SUPER_ADMIN'));
  const named = accounts.some((account) => account.prenom !== INITIAL_SUPER_ADMIN_NAME.prenom || account.nom !== INITIAL_SUPER_ADMIN_NAME.nom);
  const backup = lastBackupAt(config.dataDir);
  const checks: [LaunchCheckKey, boolean][] = [
    ['ownName', named],
    ['whatsapp', settings.numeroWhatsapp !== DEMO_WHATSAPP_NUMBER],
    ['shopName', settings.nomBoutique !== DEFAULT_SHOP_NAME],
    ['publicUrl', isLiveAddress(config.publicUrl)],
    ['email', mailDelivery(config) === 'smtp'],
    ['demoData', !(await isDemoDataPresent())],
    ['secondFactor', accounts.some((account) => account.totpEnabledAt !== null)],
  ];
  // With PostgreSQL, the database is saved with its own tools (docs/backups.md): the shop cannot tell.
  if (!config.databaseUrl) checks.push(['backup', backup !== null && now.getTime() - backup.getTime() <= LAUNCH_BACKUP_MAX_AGE_DAYS * DAY_MS]);
  const points = checks.map(([key, fait]) => ({ key, fait, texte: fait ? LAUNCH_CHECKS[key].done : LAUNCH_CHECKS[key].todo }));
  return { points, termine: points.every((point) => point.fait) };
}

/** The start log's lines: how many points are left, then each point, done or to do. */
export function launchLogLines({ points }: LaunchChecklist): string[] {
  const left = points.filter((point) => !point.fait).length;
  return [LAUNCH_TEXTS.logHeader(left), ...points.map((point) => (point.fait ? LAUNCH_TEXTS.logDone : LAUNCH_TEXTS.logTodo)(point.texte))];
}
