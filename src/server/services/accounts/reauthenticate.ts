// A signed-in administrator typing their password again before a sensitive change (password, e-mail, phone, the
// second factor, a step-up): the one check of a current password, so that every such prompt counts alike. A wrong
// one counts like a wrong sign-in for the account's e-mail from this address: it locks the same way, and the
// answers slow down the same way once the account has had failures from anywhere (decision 010): a stolen
// session must not become a way to guess the password. It is a 400 on the field, never a 401, which would sign
// the person out for a typo; but the session counts them too, whatever address each comes from, and the fifth
// in a row ends it (a 401: docs/decisions/027-counters-per-account.md).
import 'server-only';
import { refused } from '@/server/services/errors';
import { ACCOUNT_REFUSALS } from './refusals';
import { verifyPassword } from './passwords';
import { resetPasswordTries, takePasswordTry, wrongPasswordOnTry } from './session-password-tries';
import { type AttemptClient, assertNotLocked, endStreak, identifierKey, recordWrongPassword, slowDown } from './sign-in-attempts';
import type { AdminRow } from './to-admin-dto';

export async function confirmCurrentPassword({
  account,
  password,
  client,
}: {
  account: AdminRow;
  password: string;
  /** With `sessionId` when signed in (every route that asks for the password again): the session counts too. */
  client: AttemptClient;
}): Promise<void> {
  const key = identifierKey(account.email);
  await assertNotLocked({ key, ip: client.ip });
  const { sessionId } = client;
  const tries = sessionId ? await takePasswordTry({ sessionId, account, client }) : 0;
  await slowDown(key);
  if (!(await verifyPassword(account.passwordHash, password))) {
    await recordWrongPassword({ key, account, client });
    if (sessionId) await wrongPasswordOnTry({ tries, sessionId, account, client });
    throw refused(ACCOUNT_REFUSALS.currentPasswordWrong);
  }
  await endStreak({ key, ip: client.ip });
  if (sessionId) await resetPasswordTries(sessionId);
}
