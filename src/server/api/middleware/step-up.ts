// The guard of the calls that need the password again (docs/api.md, "Step-up"; docs/decisions/026-step-up.md):
// inviting, blocking or unblocking an administrator and resetting another's second factor. After requireAuth, the
// request must carry in X-Boutique-Step-Up a step-up token of the caller's own session, from POST /auth/step-up, or
// come from a session signed in less than 5 minutes ago; else 403 `step_up_required`, before the body is even read.
// PUT /parametres reads the header itself: only some of its fields need it (SETTINGS_NEEDING_STEP_UP).
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { ACCOUNT_REFUSALS } from '@/server/services/accounts/refusals';
import { assertStepUp } from '@/server/services/accounts/step-up';
import { STEP_UP } from '@/shared/auth/step-up';
import type { AppEnv } from '../types';

export const requireStepUp = createMiddleware<AppEnv>(async (c, next) => {
  await assertStepUp({ actor: c.get('admin'), token: c.req.header(STEP_UP.header) });
  await next();
});

/** What the calls guarded by a step-up add to their description. */
export const STEP_UP_DOC = {
  /** Not required: a session signed in less than STEP_UP.minutes ago does without (and PUT /parametres, for most fields). */
  headers: z.object({
    [STEP_UP.header]: z
      .string()
      .optional()
      .meta({
        description: `The step-up token of POST /auth/step-up, from this session, less than ${STEP_UP.minutes} minutes old. Not needed in the first ${STEP_UP.minutes} minutes after the session's sign-in.`,
      }),
  }),
  refusal: ACCOUNT_REFUSALS.stepUpRequired,
  /** The sentence of the route's description. */
  needed: (consequence: string) =>
    `Needs \`${STEP_UP.header}\` (POST /auth/step-up) unless the session signed in less than ${STEP_UP.minutes} minutes ago: without it, 403 \`step_up_required\` and ${consequence}.`,
};
