// The password asked again before what moves money or access (docs/decisions/026-step-up.md): inviting, blocking or
// unblocking an administrator, resetting another's second factor, the shop's payment, contact and policy settings.
// A sign-in of the last 5 minutes counts as one. POST /auth/step-up checks the password through
// confirmCurrentPassword (a wrong one counts like a wrong sign-in, decision 010) and answers a token of 5 minutes,
// signed with the shop's key, naming the administrator and the session of the access token. Nothing is stored: any
// instance checks it. Its purpose claim, audience and type keep it from ever passing as an access token, and an
// access token from passing as it.
import 'server-only';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { DomainError } from '@/server/services/errors';
import { STEP_UP, type StepUpGrant } from '@/shared/auth/step-up';
import { ISSUER, secretKey } from './access-tokens';
import type { LiveAdmin } from './current-admin';
import { findAdminById } from './find-admin';
import { confirmCurrentPassword } from './reauthenticate';
import { ACCESS_REFUSALS, ACCOUNT_REFUSALS } from './refusals';
import type { AttemptClient } from './sign-in-attempts';

const PURPOSE = 'step_up';
const AUDIENCE = 'boutique:step-up';
const TYPE = 'step-up+jwt';

export async function startStepUp({
  actor,
  input,
  client,
}: {
  actor: LiveAdmin;
  input: { currentPassword: string };
  client: AttemptClient;
}): Promise<StepUpGrant> {
  const row = await findAdminById(actor.id);
  if (!row) throw new DomainError(ACCESS_REFUSALS.tokenInvalid);
  await confirmCurrentPassword({ account: row, password: input.currentPassword, client });
  const expiresIn = STEP_UP.minutes * 60;
  const stepUpToken = await new SignJWT({ sid: actor.sessionId, purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setSubject(actor.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(secretKey());
  return { stepUpToken, expiresIn };
}

/** A session signed in less than STEP_UP.minutes ago: its password (and second factor) were just checked. */
function signedInJustNow(actor: Pick<LiveAdmin, 'signedInAt'>, now: number = Date.now()): boolean {
  return now - actor.signedInAt.getTime() < STEP_UP.minutes * 60_000;
}

/**
 * Throws 'step_up_required' unless the session was signed in less than STEP_UP.minutes ago (the sign-in stands for
 * the step-up, whatever the header carries) or `token` is a live step-up of this administrator's own session:
 * missing, expired, forged, another administrator's, another session's (one signed out since) or an access token.
 */
export async function assertStepUp({ actor, token }: { actor: LiveAdmin; token: string | null | undefined }): Promise<void> {
  if (signedInJustNow(actor)) return;
  const refused = () => new DomainError(ACCOUNT_REFUSALS.stepUpRequired);
  if (!token) throw refused();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secretKey(), { issuer: ISSUER, audience: AUDIENCE, typ: TYPE, algorithms: ['HS256'] }));
  } catch {
    throw refused();
  }
  if (payload.purpose !== PURPOSE || payload.sub !== actor.id || payload.sid !== actor.sessionId) throw refused();
}
