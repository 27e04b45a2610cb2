// GET /auth/profile/alertes: whether the signed-in administrator receives the daily alert e-mail, and at what hour.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { admins } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import type { AlertEmailChoice } from '@/shared/alerts/answers';

export async function getAlertEmailChoice({ actor }: { actor: { id: string } }): Promise<AlertEmailChoice> {
  const [row] = await getDb()
    .select({ alertesEmail: admins.alertesEmail, alertesHeure: admins.alertesHeure })
    .from(admins)
    .where(eq(admins.id, actor.id))
    .limit(1);
  // The middleware found the account a moment ago; it can only be gone if deleted in between.
  if (!row) throw refused(ACCESS_REFUSALS.tokenInvalid);
  return row;
}
