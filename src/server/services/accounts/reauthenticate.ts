// A signed-in administrator typing their password again before a sensitive change (password, e-mail, phone).
// A wrong one counts like a wrong sign-in for the account's e-mail from this address, and locks the same way:
// a stolen session must not become a way to guess the password. It is a 400 on the field, never a 401, which
// would sign the person out for a typo.
import 'server-only';
import { invalidField } from '@/server/services/errors';
import { API_MESSAGES } from '@/shared/messages';
import { verifyPassword } from './passwords';
import { type AttemptClient, assertNotLocked, endStreak, identifierKey, recordWrongPassword } from './sign-in-attempts';
import type { AdminRow } from './to-admin-dto';

export async function confirmCurrentPassword({
  account,
  password,
  client,
}: {
  account: AdminRow;
  password: string;
  client: AttemptClient;
}): Promise<void> {
  const key = identifierKey(account.email);
  await assertNotLocked({ key, ip: client.ip });
  if (!(await verifyPassword(account.passwordHash, password))) {
    await recordWrongPassword({ key, account, client });
    throw invalidField('currentPassword', API_MESSAGES.currentPasswordWrong, 'current_password_wrong');
  }
  await endStreak({ key, ip: client.ip });
}
