// The shop settings' refusals, declared once: the service throws them, PUT /parametres lists them as its failures
// (docs/api.md, "Settings").
import { refusal } from '@/server/services/errors';
import { SETTINGS_MESSAGES } from '@/shared/settings/rules';

export const SETTINGS_REFUSALS = {
  /** The second factor required of everyone, turned on by someone who has none yet (docs/decisions/025-second-factor.md, "Required for everyone"). */
  policyOwnFirst: refusal('validation_failed', SETTINGS_MESSAGES.secondFactorPolicyOwnFirst, { field: 'doubleAuthentificationObligatoire' }),
} as const;
