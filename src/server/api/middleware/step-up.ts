// The guard of the calls that invite, block or unblock an administrator (docs/api.md, "Step-up"; docs/decisions/
// 026-step-up.md): after requireAuth, the request must carry in X-Boutique-Step-Up a step-up token of the
// caller's own session, from POST /auth/step-up; else 403 `step_up_required`, before the body is even read.
import { createMiddleware } from 'hono/factory';
import { assertStepUp } from '@/server/services/accounts/step-up';
import { STEP_UP } from '@/shared/step-up';
import type { AppEnv } from '../types';

export const requireStepUp = createMiddleware<AppEnv>(async (c, next) => {
  await assertStepUp({ actor: c.get('admin'), token: c.req.header(STEP_UP.header) });
  await next();
});
