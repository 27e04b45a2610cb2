// PUT /auth/profile/alertes (docs/api.md, "Own account"): the schema the account screen checks its values with
// before sending, and the API validates with. Apart from ./summary.ts so that no first load carries zod.
import { z } from 'zod';
import { ALERT_SUMMARY_LIMITS, ALERT_SUMMARY_MESSAGES as M } from './summary';
import { schemaHelpers } from '../schemas';

const { rule } = schemaHelpers;

export const alertEmailChoiceSchema = z.object({
  alertesEmail: z.boolean({ error: M.emailChoiceInvalid }),
  alertesHeure: z
    .number({ error: M.hourInvalid })
    .apply(rule, (v: number) => Number.isInteger(v) && v >= ALERT_SUMMARY_LIMITS.hourMin && v <= ALERT_SUMMARY_LIMITS.hourMax, M.hourInvalid, {
      type: 'integer',
      minimum: ALERT_SUMMARY_LIMITS.hourMin,
      maximum: ALERT_SUMMARY_LIMITS.hourMax,
    }),
});
export type AlertEmailChoiceInput = z.infer<typeof alertEmailChoiceSchema>;
