// PUT /auth/profile/alertes: an administrator chooses, for themselves only, whether to receive the daily alert
// e-mail and at what hour (docs/product.md, "Alerts"). Logged like any change of one's own account.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { logActivity } from '@/server/services/activity/log-activity';
import type { LiveAdmin } from '@/server/services/accounts/current-admin';
import { actorOf } from '@/server/services/accounts/to-admin-dto';
import { refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import type { AlertEmailChoiceInput } from '@/shared/alerts/schemas';
import { ALERT_SUMMARY_MESSAGES, formatAlertHour } from '@/shared/alerts/summary';
import type { AlertEmailChoice } from '@/shared/alerts/answers';

export function updateAlertEmailChoice({ actor, input }: { actor: LiveAdmin; input: AlertEmailChoiceInput }): Promise<AlertEmailChoice> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(admins)
      .set({ alertesEmail: input.alertesEmail, alertesHeure: input.alertesHeure, updatedAt: sql`now()` })
      .where(eq(admins.id, actor.id))
      .returning();
    if (!row) throw refused(ACCESS_REFUSALS.tokenInvalid);
    await logActivity({
      actor: actorOf(row),
      action: 'admin.alerts_update',
      entityType: 'admin',
      entityId: row.id,
      title: ALERT_SUMMARY_MESSAGES.activityTitle,
      subtitle: row.alertesEmail ? `Chaque jour à ${formatAlertHour(row.alertesHeure)}` : 'Désactivées',
      details: { alertesEmail: row.alertesEmail, alertesHeure: row.alertesHeure },
      executor: tx,
    });
    return { alertesEmail: row.alertesEmail, alertesHeure: row.alertesHeure };
  });
}
