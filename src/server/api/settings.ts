// /parametres: the shop's settings (docs/api.md, "Settings"; docs/decisions/021-shop-settings.md). Every administrator
// reads them; only a super administrator changes them: the number the orders go to is the shop's to decide. The
// storefront reads them on the server, from the cache: no public route is needed. A change of a setting that moves
// money or access needs the password again (SETTINGS_NEEDING_STEP_UP; docs/decisions/026-step-up.md): the step-up
// header is handed to the service, which alone knows what changes.
import { Hono } from 'hono';
import { readShopSettings } from '@/server/services/settings/cached-settings';
import { SETTINGS_REFUSALS } from '@/server/services/settings/refusals';
import { updateSettings } from '@/server/services/settings/update-settings';
import { SETTINGS_MESSAGES as M, SETTINGS_NEEDING_STEP_UP, shopSettingsUpdateSchema } from '@/shared/settings/schemas';
import { settingsShape } from '@/shared/settings/answers';
import { STEP_UP } from '@/shared/auth/step-up';
import { STEP_UP_DOC } from './middleware/step-up';
import { TAGS, documented } from './openapi-routes';
import { ok } from './respond';
import type { AppEnv } from './types';
import { jsonBody } from './validate';

export function settingsRoutes() {
  const settings = new Hono<AppEnv>();
  const route = documented(settings);

  route.get(
    '/',
    {
      operationId: 'getSettings',
      tag: TAGS.settings,
      summary: "The shop's settings",
      access: 'administrator',
      success: [{ messages: [M.loaded], data: settingsShape }],
    },
    async (c) => ok(c, await readShopSettings(), M.loaded),
  );

  route.put(
    '/',
    {
      operationId: 'updateSettings',
      tag: TAGS.settings,
      summary: "Change the shop's settings; a field left out keeps its value",
      description: `The storefront shows the change within a second on every instance (the \`settings\` tag of the page cache). The activity feed names the fields changed. A change of ${SETTINGS_NEEDING_STEP_UP.map((key) => `\`${key}\``).join(', ')} (one sent with its stored value is no change) needs \`${STEP_UP.header}\` (POST /auth/step-up) unless the session signed in less than ${STEP_UP.minutes} minutes ago: without it, 403 \`step_up_required\` and nothing is stored.`,
      access: 'super administrator',
      headers: STEP_UP_DOC.headers,
      body: shopSettingsUpdateSchema,
      success: [{ messages: [M.saved], data: settingsShape }],
      failures: [STEP_UP_DOC.refusal, SETTINGS_REFUSALS.policyOwnFirst],
    },
    async (c) => {
      const input = await jsonBody(c, shopSettingsUpdateSchema);
      const { settings: saved } = await updateSettings({ actor: c.get('admin'), input, stepUpToken: c.req.header(STEP_UP.header) });
      return ok(c, saved, M.saved);
    },
  );

  return settings;
}
