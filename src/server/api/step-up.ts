// POST /auth/step-up (docs/api.md, "Step-up"; docs/decisions/026-step-up.md): the password again, for a token of
// 5 minutes that what moves money or access asks for: inviting, blocking and unblocking an administrator, resetting
// another's second factor (./middleware/step-up.ts), the shop's payment, contact and policy settings. Mounted under
// /auth beside ./auth.ts.
import { Hono } from 'hono';
import { z } from 'zod';
import { startStepUp } from '@/server/services/accounts/step-up';
import { STEP_UP, STEP_UP_MESSAGES } from '@/shared/auth/step-up';
import { currentPasswordSchema } from '@/shared/auth/two-factor-schemas';
import { attemptClient } from './client-address';
import { TAGS, documented, } from './openapi-routes';
import { ok } from './respond';
import type { AppEnv } from './types';
import { ACCOUNT_REFUSALS } from '@/server/services/accounts/refusals';
import { jsonBody } from './validate';

const stepUpGrantShape = z.object({
  stepUpToken: z.string().meta({ description: `Sent as \`${STEP_UP.header}\` by the guarded calls, from this session only.` }),
  expiresIn: z.number().int().meta({ description: `Seconds it stays good (${STEP_UP.minutes * 60}).` }),
});

export function stepUpRoutes() {
  const stepUp = new Hono<AppEnv>();
  const route = documented(stepUp);

  route.post(
    '/step-up',
    {
      operationId: 'stepUp',
      tag: TAGS.account,
      summary: `The password again: a step-up token of ${STEP_UP.minutes} minutes for managing administrators and the payment, contact and policy settings`,
      description:
        'A wrong password counts as a wrong sign-in for the account from this address (decision 010): five lock it for 15 minutes, and the answers slow down. The token is bound to the caller and to the session of the access token: another administrator, or this one after signing out, cannot use it. It is never an access token.',
      access: 'administrator',
      body: currentPasswordSchema,
      success: [{ messages: [STEP_UP_MESSAGES.confirmed], data: stepUpGrantShape }],
      // The fifth wrong one in a row through this session ends it (docs/decisions/027-counters-per-account.md).
      failures: [ACCOUNT_REFUSALS.currentPasswordWrong, ACCOUNT_REFUSALS.sessionEndedWrongPasswords, ACCOUNT_REFUSALS.accountLocked],
    },
    async (c) => {
      const input = await jsonBody(c, currentPasswordSchema);
      const client = attemptClient(c);
      return ok(c, await startStepUp({ actor: c.get('admin'), input, client }), STEP_UP_MESSAGES.confirmed);
    },
  );

  return stepUp;
}
