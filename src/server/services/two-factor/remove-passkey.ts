// DELETE /auth/2fa/passkeys/{id} (docs/api.md): one of the caller's own passkeys, with the password again (counted
// like a sign-in, decision 010). Recorded in the activity feed; the owner is told by e-mail.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { passkeys } from '@/server/db/schema';
import { refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import { PASSKEY_REFUSALS } from './refusals';
import { PASSKEY_ACTIVITY_TITLES, } from '@/shared/auth/passkeys';
import { logActivity } from '../activity/log-activity';
import type { LiveAdmin } from '../accounts/current-admin';
import { findAdminById } from '../accounts/find-admin';
import { confirmCurrentPassword } from '../accounts/reauthenticate';
import type { AttemptClient } from '../accounts/sign-in-attempts';
import { actorOf } from '../accounts/to-admin-dto';
import { sendSecondFactorNotice } from './notice';

export async function removePasskey({
  actor,
  id,
  input,
  client,
}: {
  actor: LiveAdmin;
  id: string;
  input: { currentPassword: string };
  client: AttemptClient;
}): Promise<void> {
  const row = await findAdminById(actor.id);
  if (!row) throw refused(ACCESS_REFUSALS.tokenInvalid);
  const notFound = () => refused(PASSKEY_REFUSALS.notFound);
  // Another account's passkey is as unknown as one that never was.
  const [own] = await getDb()
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.adminId, row.id)));
  if (!own) throw notFound();
  await confirmCurrentPassword({ account: row, password: input.currentPassword, client });
  await getDb().transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.adminId, row.id)))
      .returning({ id: passkeys.id, name: passkeys.name });
    if (!removed) throw notFound();
    await logActivity({
      actor: actorOf(row),
      action: 'auth.passkey_remove',
      entityType: 'admin',
      entityId: row.id,
      title: PASSKEY_ACTIVITY_TITLES.removed,
      subtitle: row.email,
      details: { factor: 'passkey', passkeyId: removed.id, name: removed.name },
      executor: tx,
    });
  });
  sendSecondFactorNotice(row.email, 'passkey_removed');
}
