// PUT /parametres: the super administrator changes the shop's settings (docs/product.md, "Shop settings"). A field
// left out keeps its value. A change of a setting that moves money or access (SETTINGS_NEEDING_STEP_UP: the WhatsApp,
// Wave and Orange Money numbers, the contacts, the second-factor policy) needs a step-up or a sign-in of the last
// 5 minutes (docs/decisions/026-step-up.md); one sent with its stored value is no change. One transaction writes the
// row and the activity entry naming the fields changed; the settings' cache, and every page showing them, is
// dropped once it is committed, on every instance (decision 021).
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { rememberShopName } from '@/server/mail/shop-name';
import { admins, shopSettings } from '@/server/db/schema';
import type { LiveAdmin } from '@/server/services/accounts/current-admin';
import { assertStepUp } from '@/server/services/accounts/step-up';
import { logActivity } from '@/server/services/activity/log-activity';
import { invalidateCatalogue } from '@/server/services/catalog/read-cache';
import { refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import { readStoredSettings, SETTINGS_FIELD_LABELS, SETTINGS_KEYS, SETTINGS_MESSAGES, SETTINGS_NEEDING_STEP_UP, type ShopSettingsUpdate } from '@/shared/settings/schemas';
import type { ShopSettings } from '@/shared/settings/answers';
import { SETTINGS_ROW_ID, settingsFromEnvironment, settingsWriteTags } from './cached-settings';
import { SETTINGS_REFUSALS } from './refusals';

export interface SettingsChange {
  settings: ShopSettings;
  /** The fields whose value changed. */
  changed: (keyof ShopSettings)[];
}

export async function updateSettings({
  actor,
  input,
  stepUpToken,
}: {
  actor: LiveAdmin;
  input: ShopSettingsUpdate;
  /** The step-up token the request carried (POST /auth/step-up), if any. */
  stepUpToken?: string | null;
}): Promise<SettingsChange> {
  // The route checks the role too; the service does not trust its caller for a write that redirects every order.
  if (actor.role !== 'SUPER_ADMIN') throw refused(ACCESS_REFUSALS.forbidden);
  const db = getDb();
  const result = await db.transaction(async (tx) => {
    // The row locked, so that two saves at once each start from the other's result.
    const [row] = await tx.select({ valeurs: shopSettings.valeurs }).from(shopSettings).where(eq(shopSettings.id, SETTINGS_ROW_ID)).for('update');
    const before = readStoredSettings(row?.valeurs, settingsFromEnvironment());
    const after = { ...before } as Record<keyof ShopSettings, unknown>;
    for (const key of SETTINGS_KEYS) if (input[key] !== undefined) after[key] = input[key];
    const settings = after as ShopSettings;
    const changed = SETTINGS_KEYS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(settings[key]));
    if (changed.length === 0) return { settings, changed };
    // Before anything else is checked or written: a stolen access token alone learns nothing and changes nothing.
    if (changed.some((key) => (SETTINGS_NEEDING_STEP_UP as readonly string[]).includes(key))) await assertStepUp({ actor, token: stepUpToken });
    if (changed.includes('doubleAuthentificationObligatoire') && settings.doubleAuthentificationObligatoire) {
      // Turned on by someone without a second factor, the policy would send them to its setup at their next sign-in:
      // they set theirs up first (docs/decisions/025-second-factor.md, "Required for everyone").
      const [own] = await tx.select({ totpEnabledAt: admins.totpEnabledAt }).from(admins).where(eq(admins.id, actor.id));
      if (!own?.totpEnabledAt) throw refused(SETTINGS_REFUSALS.policyOwnFirst);
    }
    await tx
      .insert(shopSettings)
      .values({ id: SETTINGS_ROW_ID, valeurs: settings, updatedBy: actor.id })
      .onConflictDoUpdate({ target: shopSettings.id, set: { valeurs: settings, updatedBy: actor.id, updatedAt: sql`now()` } });
    await logActivity({
      actor,
      action: 'settings.update',
      entityType: 'settings',
      title: SETTINGS_MESSAGES.activityTitle,
      subtitle: changed.map((key) => SETTINGS_FIELD_LABELS[key]).join(', '),
      // The policy's new value too: whether it was turned on or off matters to whoever reads the feed.
      details: {
        champs: changed,
        ...(changed.includes('doubleAuthentificationObligatoire') ? { doubleAuthentificationObligatoire: settings.doubleAuthentificationObligatoire } : {}),
      },
      executor: tx,
    });
    return { settings, changed };
  });
  if (result.changed.length > 0) {
    rememberShopName(result.settings.nomBoutique);
    invalidateCatalogue(db, settingsWriteTags());
  }
  return result;
}
