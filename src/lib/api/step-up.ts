'use client';
// The step-up of the back office (docs/decisions/026-step-up.md): the token POST /auth/step-up answers for the
// password, kept in this tab's memory only, like the access token (decision 024), for its 5 minutes, so that
// several invitations, blocks or unblocks in a row ask for the password once. The guarded calls send it.
import { STEP_UP, type StepUpGrant } from '@/shared/auth/step-up';
import { api } from './auth-store';

/** Not sent in its last seconds: the server's clock may already see it expired. */
const MARGIN_MS = 15_000;

let held: { token: string; until: number } | null = null;

/** The header of the step-up in memory, or null when there is none left (the password must be asked). */
export function stepUpHeaders(now: number = Date.now()): Record<string, string> | null {
  if (held && held.until - MARGIN_MS > now) return { [STEP_UP.header]: held.token };
  held = null;
  return null;
}

/** POST /auth/step-up: a wrong password throws the server's refusal (shown by the dialog) and keeps nothing. */
export async function confirmStepUp(currentPassword: string, now: () => number = Date.now): Promise<void> {
  const grant = (await api().post<StepUpGrant>('/auth/step-up', { body: { currentPassword } })).data;
  if (!grant?.stepUpToken) throw new Error('');
  held = { token: grant.stepUpToken, until: now() + grant.expiresIn * 1000 };
}

/** The server refused the one in memory (expired, or of an ended session): the next action asks again. */
export function forgetStepUp(): void {
  held = null;
}
