// The demo data's refusals, declared once: the service throws them, DELETE /demo lists them as its failures
// (docs/api.md, "Errors and statuses").
import { refusal } from '@/server/services/errors';
import { DEMO_MESSAGES } from '@/shared/demo/messages';

export const DEMO_REFUSALS = {
  /** Never seeded, already removed, or every demo row changed since: nothing to remove. */
  absent: refusal('demo_data_absent', DEMO_MESSAGES.absent),
} as const;
