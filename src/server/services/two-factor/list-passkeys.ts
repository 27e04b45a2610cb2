// GET /auth/2fa/passkeys (docs/api.md): the caller's own passkeys, for the account page. Never their keys.
import 'server-only';
import type { PasskeySummary } from '@/shared/auth/answers';
import type { LiveAdmin } from '../accounts/current-admin';
import { passkeysOf, toPasskeySummary } from './passkeys';

export async function listPasskeys({ actor }: { actor: LiveAdmin }): Promise<PasskeySummary[]> {
  return (await passkeysOf({ adminId: actor.id })).map(toPasskeySummary);
}
