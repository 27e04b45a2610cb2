// /auth/admin*: the super administrator's management of administrators (docs/product.md, docs/api.md). The role is checked
// here, on the server, for every call: the back office only mirrors it.
import { Hono } from 'hono';
import { z } from 'zod';
import { getAdmin } from '@/server/services/accounts/get-admin';
import { inviteAdmin } from '@/server/services/accounts/invite-admin';
import { listAdmins } from '@/server/services/accounts/list-admins';
import { toggleAdminStatus } from '@/server/services/accounts/toggle-admin-status';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { inviteSchema, toggleStatusSchema } from '@/shared/auth/schemas';
import { requireStepUp, STEP_UP_DOC } from './middleware/step-up';
import { TAGS, documented, } from './openapi-routes';
import { adminShape, invitedAdminShape } from '@/shared/auth/answers';
import { MAIL_MESSAGES } from '@/shared/mail/messages';
import { created, ok } from './respond';
import type { AppEnv } from './types';
import { ADMIN_REFUSALS } from '@/server/services/accounts/refusals';
import { jsonBody, uuidParam } from './validate';


export function adminRoutes() {
  const admins = new Hono<AppEnv>();
  const route = documented(admins);

  route.post(
    '/',
    {
      operationId: 'inviteAdmin',
      tag: TAGS.admins,
      summary: 'Invite an administrator by e-mail (or send a pending invitation again)',
      description: `${STEP_UP_DOC.needed('nothing is stored or sent')} Without SMTP_URL the invitation is recorded and its e-mail only kept in the server's outbox: \`envoiEmails\` is 'outbox' and the message says it was not sent.`,
      access: 'super administrator',
      headers: STEP_UP_DOC.headers,
      body: inviteSchema,
      success: [
        { status: 201, messages: [AUTH_MESSAGES.adminInvited, MAIL_MESSAGES.adminInvitedKept], data: invitedAdminShape },
        {
          status: 200,
          messages: [AUTH_MESSAGES.invitationResent, MAIL_MESSAGES.invitationResentKept],
          data: invitedAdminShape,
          description: `${AUTH_MESSAGES.invitationResent}: the invitation was still pending.`,
        },
      ],
      failures: [STEP_UP_DOC.refusal, ADMIN_REFUSALS.emailTaken, ADMIN_REFUSALS.mailRefused, ADMIN_REFUSALS.mailUnavailable],
    },
    requireStepUp,
    async (c) => {
      const { email } = await jsonBody(c, inviteSchema);
      const { admin, resent } = await inviteAdmin({ actor: c.get('admin'), email });
      const kept = admin.envoiEmails === 'outbox';
      return resent
        ? ok(c, admin, kept ? MAIL_MESSAGES.invitationResentKept : AUTH_MESSAGES.invitationResent)
        : created(c, admin, kept ? MAIL_MESSAGES.adminInvitedKept : AUTH_MESSAGES.adminInvited);
    },
  );

  route.get(
    '/',
    {
      operationId: 'listAdmins',
      tag: TAGS.admins,
      summary: 'Every administrator, oldest first',
      access: 'super administrator',
      success: [{ messages: [AUTH_MESSAGES.adminsListed], data: z.array(adminShape) }],
    },
    async (c) => ok(c, await listAdmins(), AUTH_MESSAGES.adminsListed),
  );

  route.get(
    '/:id',
    {
      operationId: 'getAdmin',
      tag: TAGS.admins,
      summary: 'One administrator',
      access: 'super administrator',
      success: [{ messages: [AUTH_MESSAGES.adminLoaded], data: adminShape }],
      failures: [ADMIN_REFUSALS.notFound],
    },
    async (c) => ok(c, await getAdmin(uuidParam(c)), AUTH_MESSAGES.adminLoaded),
  );

  route.put(
    '/:id/toggle-status',
    {
      operationId: 'toggleAdminStatus',
      tag: TAGS.admins,
      summary: 'Block (every session ends at once) or unblock an administrator',
      description: STEP_UP_DOC.needed('nothing changes'),
      access: 'super administrator',
      headers: STEP_UP_DOC.headers,
      body: toggleStatusSchema,
      success: [{ messages: [AUTH_MESSAGES.adminBlocked, AUTH_MESSAGES.adminUnblocked], data: adminShape }],
      failures: [STEP_UP_DOC.refusal, ADMIN_REFUSALS.cannotBlockSelf, ADMIN_REFUSALS.notFound, ADMIN_REFUSALS.lastSuperAdmin,
          ADMIN_REFUSALS.alreadyBlocked,
          ADMIN_REFUSALS.notBlocked],
    },
    requireStepUp,
    async (c) => {
      const id = uuidParam(c);
      const { action } = await jsonBody(c, toggleStatusSchema);
      const admin = await toggleAdminStatus({ actor: c.get('admin'), targetId: id, action });
      return ok(c, admin, action === 'block' ? AUTH_MESSAGES.adminBlocked : AUTH_MESSAGES.adminUnblocked);
    },
  );

  return admins;
}
