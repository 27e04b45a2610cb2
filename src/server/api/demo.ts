// /demo: the demo data the first start seeded (docs/product.md, "Removing the demo data"; docs/api.md). A super
// administrator reads what is left of it and removes it, with the password again (docs/decisions/026-step-up.md): the
// step-up header is handed to the service, which checks it before anything else.
import { Hono } from 'hono';
import { demoDataStatus } from '@/server/services/demo/demo-status';
import { DEMO_REFUSALS } from '@/server/services/demo/refusals';
import { removeDemoData } from '@/server/services/demo/remove-demo-data';
import { STEP_UP } from '@/shared/auth/step-up';
import { demoRemovalShape, demoStatusShape } from '@/shared/demo/answers';
import { DEMO_MESSAGES as M } from '@/shared/demo/messages';
import { STEP_UP_DOC } from './middleware/step-up';
import { TAGS, documented } from './openapi-routes';
import { ok } from './respond';
import type { AppEnv } from './types';

export function demoRoutes() {
  const demo = new Hono<AppEnv>();
  const route = documented(demo);

  route.get(
    '/',
    {
      operationId: 'getDemoData',
      tag: TAGS.settings,
      summary: 'What is left of the demo data: what DELETE /demo would remove',
      access: 'super administrator',
      success: [{ messages: [M.loaded], data: demoStatusShape }],
    },
    async (c) => ok(c, await demoDataStatus(), M.loaded),
  );

  route.delete(
    '/',
    {
      operationId: 'removeDemoData',
      tag: TAGS.settings,
      summary: 'Remove the demo data nobody changed since the first start',
      description: `Removes what the demo seed made and nobody changed since: its orders (with their lines, history and stock movements), its products (with their pictures, files included), its categories (with their sub-types). A demo product edited or named by another order, a demo category holding another product, an order changed since, stay. Recorded in the activity feed; the storefront shows it at once on every instance. Once done, the demo is never seeded again. ${STEP_UP_DOC.needed('nothing is removed')}`,
      access: 'super administrator',
      headers: STEP_UP_DOC.headers,
      success: [{ messages: [M.removed({ categories: 8, produits: 60, commandes: 12 })], data: demoRemovalShape }],
      failures: [STEP_UP_DOC.refusal, DEMO_REFUSALS.absent],
    },
    async (c) => {
      const removal = await removeDemoData({ actor: c.get('admin'), stepUpToken: c.req.header(STEP_UP.header) });
      return ok(c, removal, M.removed(removal));
    },
  );

  return demo;
}
