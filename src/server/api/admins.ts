// /auth/admin*: the super administrator's management of administrators (docs/product.md, docs/api.md). The role is checked
// here, on the server, for every call: the back office only mirrors it.
import { Hono } from 'hono';
import { getAdmin } from '@/server/services/accounts/get-admin';
import { inviteAdmin } from '@/server/services/accounts/invite-admin';
import { listAdmins } from '@/server/services/accounts/list-admins';
import { toggleAdminStatus } from '@/server/services/accounts/toggle-admin-status';
import { API_MESSAGES } from '@/shared/messages';
import { inviteSchema, toggleStatusSchema } from '@/shared/schemas';
import { requireAuth, requireSuperAdmin } from './middleware/auth';
import { created, ok } from './respond';
import type { AppEnv } from './types';
import { jsonBody, uuidParam } from './validate';

export function adminRoutes() {
  const admins = new Hono<AppEnv>();
  admins.use(requireAuth, requireSuperAdmin);

  admins.post('/', async (c) => {
    const { email } = await jsonBody(c, inviteSchema);
    const { admin, resent } = await inviteAdmin(c.get('admin'), email);
    return resent ? ok(c, admin, API_MESSAGES.invitationResent) : created(c, admin, API_MESSAGES.adminInvited);
  });

  admins.get('/', async (c) => ok(c, await listAdmins(), API_MESSAGES.adminsListed));

  admins.get('/:id', async (c) => ok(c, await getAdmin(uuidParam(c)), API_MESSAGES.adminLoaded));

  admins.put('/:id/toggle-status', async (c) => {
    const id = uuidParam(c);
    const { action } = await jsonBody(c, toggleStatusSchema);
    const admin = await toggleAdminStatus(c.get('admin'), id, action);
    return ok(c, admin, action === 'block' ? API_MESSAGES.adminBlocked : API_MESSAGES.adminUnblocked);
  });

  return admins;
}
