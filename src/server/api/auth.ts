// The /auth calls (docs/api.md) that every administrator makes (sign-in, tokens, profile, own sessions and
// sign-ins, verification, reset).
import { Hono } from 'hono';
import { z } from 'zod';
import { changePassword } from '@/server/services/accounts/change-password';
import { getAlertEmailChoice } from '@/server/services/alerts/alert-email-choice';
import { updateAlertEmailChoice } from '@/server/services/alerts/update-alert-email-choice';
import { getProfile } from '@/server/services/accounts/get-profile';
import { login } from '@/server/services/accounts/login';
import { logout } from '@/server/services/accounts/logout';
import { endOtherSessions, endOwnSession, listOwnSessions } from '@/server/services/accounts/own-sessions';
import { refreshSession } from '@/server/services/accounts/refresh-session';
import { requestPasswordReset } from '@/server/services/accounts/request-password-reset';
import { requestVerificationResend } from '@/server/services/accounts/resend-verification';
import { resetPassword } from '@/server/services/accounts/reset-password';
import { listSignIns } from '@/server/services/accounts/sign-in-history';
import { updateProfile } from '@/server/services/accounts/update-profile';
import { verifyAccount } from '@/server/services/accounts/verify-account';
import { DomainError } from '@/server/services/errors';
import { alertEmailChoiceSchema } from '@/shared/alerts/schemas';
import { ALERT_SUMMARY_MESSAGES } from '@/shared/alerts/summary';
import { VERIFY_OUTCOMES, type VerifyOutcome } from '@/shared/constants';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { TWO_FACTOR_MESSAGES } from '@/shared/auth/two-factor';
import { changePasswordSchema, emailRequestSchema, loginSchema, profileUpdateSchema, refreshTokenSchema, resendVerificationSchema, resetPasswordSchema } from '@/shared/auth/schemas';
import { attemptClient } from './client-address';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie, wantsRefreshCookie, withRefreshCookie } from './refresh-cookie';
import { alertEmailChoiceShape } from '@/shared/alerts/answers';
import { rateLimit } from './middleware/rate-limit';
import { TAGS, documented, refusal } from './openapi-routes';
import {
  adminShape,
  ownProfileShape,
  profileWithSecondFactorShape,
  secondFactorChallengeShape,
  sessionShape,
  signInShape,
  tokenPairShape,
} from '@/shared/auth/answers';
import { ok } from './respond';
import { MAIL_MESSAGES } from '@/shared/mail/messages';
import type { AppEnv } from './types';
import { ACCOUNT_REFUSALS } from '@/server/services/accounts/refusals';
import { jsonBody, uuidParam } from './validate';

/** Each outcome's French message; the outcome itself is sent too, for programs to decide on (docs/api.md). */
const VERIFY_MESSAGES: Record<VerifyOutcome, string> = {
  verified: AUTH_MESSAGES.accountVerified,
  'password-link-sent': AUTH_MESSAGES.accountVerifiedCreatePassword,
  'password-link-failed': AUTH_MESSAGES.accountVerifiedMailFailed,
  'email-changed': AUTH_MESSAGES.emailChangeConfirmed,
};


export function authRoutes() {
  const auth = new Hono<AppEnv>();
  const route = documented(auth);

  route.post(
    '/login',
    {
      operationId: 'login',
      tag: TAGS.signIn,
      summary: 'Sign in with an e-mail or a phone number and a password',
      description:
        'Five wrong passwords in a row for an identifier from one address lock that address out for that identifier (decision 010).',
      access: 'anyone',
      rateLimited: true,
      body: loginSchema,
      success: [
        {
          messages: [AUTH_MESSAGES.loginSuccess, TWO_FACTOR_MESSAGES.codeAsked, TWO_FACTOR_MESSAGES.setupAsked],
          data: z.union([tokenPairShape.extend({ user: adminShape }), secondFactorChallengeShape]),
          description: `The tokens; or, for an account with a second factor, "${TWO_FACTOR_MESSAGES.codeAsked}" and a challenge for POST /auth/login/second-factor, no tokens (decision 025); or, when the shop requires a second factor and the account has none, "${TWO_FACTOR_MESSAGES.setupAsked}" and a challenge of kind 'setup' for POST /auth/login/second-factor/setup and /enable.`,
        },
      ],
      failures: [ACCOUNT_REFUSALS.invalidCredentials, ACCOUNT_REFUSALS.accountBlocked, ACCOUNT_REFUSALS.accountUnverified, ACCOUNT_REFUSALS.accountLocked],
    },
    rateLimit('login'),
    async (c) => {
      const { identifier, password } = await jsonBody(c, loginSchema);
      const result = await login({ identifier, password, client: attemptClient(c) });
      // An account with a second factor: a challenge, no tokens yet (./two-factor.ts takes the code).
      // An account without one, when the shop requires it: a challenge for its setup (decision 025).
      if ('challenge' in result) return ok(c, result, result.secondFactor === 'setup' ? TWO_FACTOR_MESSAGES.setupAsked : TWO_FACTOR_MESSAGES.codeAsked);
      return ok(c, await withRefreshCookie(c, result), AUTH_MESSAGES.loginSuccess);
    },
  );

  route.post(
    '/refresh',
    {
      operationId: 'refresh',
      tag: TAGS.signIn,
      summary: 'Trade a refresh token for a new pair (the presented one is spent)',
      description:
        "With `X-Boutique-Client: admin` and no token in the body, the `boutique_refresh` cookie is presented and replaced, and only the access token is answered (decision 024).",
      access: 'anyone',
      body: refreshTokenSchema,
      success: [{ messages: [AUTH_MESSAGES.tokenRefreshed], data: tokenPairShape }],
      failures: [ACCOUNT_REFUSALS.refreshTokenInvalid],
    },
    async (c) => {
      const { token, fromCookie } = await presentedRefreshToken(c);
      if (!token) throw new DomainError('refresh_token_invalid', AUTH_MESSAGES.refreshTokenInvalid);
      const tokens = await refreshSession(token);
      if (!wantsRefreshCookie(c)) return ok(c, tokens, AUTH_MESSAGES.tokenRefreshed);
      await setRefreshCookie(c, tokens.refreshToken);
      return ok(c, fromCookie ? { accessToken: tokens.accessToken } : tokens, AUTH_MESSAGES.tokenRefreshed);
    },
  );

  route.post(
    '/logout',
    {
      operationId: 'logout',
      tag: TAGS.signIn,
      summary: "End the refresh token's session (the same answer for an unknown token)",
      description: 'With `X-Boutique-Client: admin` and no token in the body, ends the `boutique_refresh` cookie\'s session and clears the cookie (decision 024).',
      access: 'anyone',
      body: refreshTokenSchema,
      success: [{ messages: [AUTH_MESSAGES.logoutSuccess], data: z.null() }],
    },
    async (c) => {
      const { token } = await presentedRefreshToken(c);
      if (token) await logout(token);
      if (wantsRefreshCookie(c)) clearRefreshCookie(c);
      return ok(c, null, AUTH_MESSAGES.logoutSuccess);
    },
  );

  route.get(
    '/profile',
    {
      operationId: 'getProfile',
      tag: TAGS.account,
      summary: 'The signed-in administrator',
      access: 'administrator',
      success: [{ messages: [AUTH_MESSAGES.profileLoaded], data: profileWithSecondFactorShape }],
    },
    async (c) => {
      return ok(c, await getProfile(c.get('admin').id), AUTH_MESSAGES.profileLoaded);
    },
  );

  route.put(
    '/profile',
    {
      operationId: 'updateProfile',
      tag: TAGS.account,
      summary: "Update one's own profile",
      description:
        'A field left out keeps its value. Changing the e-mail or the phone needs `currentPassword`. A new e-mail is not taken at once: a link is sent to it, and it replaces the old one when followed (GET /auth/verify/{token}); until then it is `emailEnAttente`. The current e-mail typed back withdraws it. Without SMTP_URL (`envoiEmails` is `outbox`) the link is only kept in the outbox of the server, and the message says so.',
      access: 'administrator',
      body: profileUpdateSchema,
      success: [
        { messages: [AUTH_MESSAGES.profileUpdated, AUTH_MESSAGES.profileUpdatedEmailPending, MAIL_MESSAGES.profileUpdatedEmailKept], data: ownProfileShape },
      ],
      // The fifth wrong current password in a row through this session ends it (docs/decisions/027-counters-per-account.md).
      failures: [ACCOUNT_REFUSALS.currentPasswordRequired,
          ACCOUNT_REFUSALS.currentPasswordWrong, ACCOUNT_REFUSALS.sessionEndedWrongPasswords, ACCOUNT_REFUSALS.contactLocked, ACCOUNT_REFUSALS.emailTaken,
          ACCOUNT_REFUSALS.phoneTaken, ACCOUNT_REFUSALS.accountLocked],
    },
    async (c) => {
      const input = await jsonBody(c, profileUpdateSchema);
      const { profile, emailLinkSent } = await updateProfile({ actor: c.get('admin'), input, client: attemptClient(c) });
      const linkMessage = profile.envoiEmails === 'outbox' ? MAIL_MESSAGES.profileUpdatedEmailKept : AUTH_MESSAGES.profileUpdatedEmailPending;
      return ok(c, profile, emailLinkSent ? linkMessage : AUTH_MESSAGES.profileUpdated);
    },
  );

  route.get(
    '/profile/alertes',
    {
      operationId: 'getAlertEmailChoice',
      tag: TAGS.account,
      summary: "One's own daily alert e-mail: whether it is sent, and at what hour (Dakar time)",
      access: 'administrator',
      success: [{ messages: [ALERT_SUMMARY_MESSAGES.choiceLoaded], data: alertEmailChoiceShape }],
    },
    async (c) => ok(c, await getAlertEmailChoice({ actor: c.get('admin') }), ALERT_SUMMARY_MESSAGES.choiceLoaded),
  );

  route.put(
    '/profile/alertes',
    {
      operationId: 'updateAlertEmailChoice',
      tag: TAGS.account,
      summary: "Choose one's own daily alert e-mail",
      description:
        'Sent once a day, at or after the hour chosen (0 to 23, Dakar time), and only when there is an alert; never to a blocked or unverified account.',
      access: 'administrator',
      body: alertEmailChoiceSchema,
      success: [{ messages: [ALERT_SUMMARY_MESSAGES.choiceSaved], data: alertEmailChoiceShape }],
      failures: [refusal('validation_failed', ALERT_SUMMARY_MESSAGES.hourInvalid, { field: 'alertesHeure' }),
          refusal('validation_failed', ALERT_SUMMARY_MESSAGES.emailChoiceInvalid, { field: 'alertesEmail' })],
    },
    async (c) => {
      const input = await jsonBody(c, alertEmailChoiceSchema);
      return ok(c, await updateAlertEmailChoice({ actor: c.get('admin'), input }), ALERT_SUMMARY_MESSAGES.choiceSaved);
    },
  );

  route.put(
    '/change-password',
    {
      operationId: 'changePassword',
      tag: TAGS.account,
      summary: "Change one's own password (the other sessions end)",
      access: 'administrator',
      body: changePasswordSchema,
      success: [{ messages: [AUTH_MESSAGES.passwordChanged], data: z.null() }],
      // The fifth wrong one in a row through this session ends it (docs/decisions/027-counters-per-account.md).
      failures: [ACCOUNT_REFUSALS.currentPasswordWrong, ACCOUNT_REFUSALS.sessionEndedWrongPasswords, ACCOUNT_REFUSALS.accountLocked],
    },
    async (c) => {
      const { currentPassword, newPassword } = await jsonBody(c, changePasswordSchema);
      await changePassword({ actor: c.get('admin'), input: { currentPassword, newPassword }, client: attemptClient(c) });
      return ok(c, null, AUTH_MESSAGES.passwordChanged);
    },
  );

  route.get(
    '/sessions',
    {
      operationId: 'listSessions',
      tag: TAGS.account,
      summary: "The caller's open sessions, most recently used first",
      access: 'administrator',
      success: [{ messages: [AUTH_MESSAGES.sessionsLoaded], data: z.array(sessionShape) }],
    },
    async (c) => {
      return ok(c, await listOwnSessions(c.get('admin')), AUTH_MESSAGES.sessionsLoaded);
    },
  );

  route.delete(
    '/sessions/:id',
    {
      operationId: 'endSession',
      tag: TAGS.account,
      summary: 'End one session of the caller',
      access: 'administrator',
      success: [{ messages: [AUTH_MESSAGES.sessionEnded], data: z.null() }],
      failures: [ACCOUNT_REFUSALS.sessionNotFound],
    },
    async (c) => {
      await endOwnSession({ actor: c.get('admin'), sessionId: uuidParam(c) });
      return ok(c, null, AUTH_MESSAGES.sessionEnded);
    },
  );

  route.delete(
    '/sessions',
    {
      operationId: 'endOtherSessions',
      tag: TAGS.account,
      summary: 'End every open session of the caller but the calling one',
      access: 'administrator',
      success: [{ messages: [AUTH_MESSAGES.otherSessionsEnded], data: z.object({ count: z.number().int() }) }],
    },
    async (c) => {
      return ok(c, await endOtherSessions(c.get('admin')), AUTH_MESSAGES.otherSessionsEnded);
    },
  );

  route.get(
    '/sign-ins',
    {
      operationId: 'listSignIns',
      tag: TAGS.account,
      summary: "The caller's last recorded password checks, newest first",
      access: 'administrator',
      success: [{ messages: [AUTH_MESSAGES.signInsLoaded], data: z.array(signInShape) }],
    },
    async (c) => {
      return ok(c, await listSignIns(c.get('admin').id), AUTH_MESSAGES.signInsLoaded);
    },
  );

  route.get(
    '/verify/:token',
    {
      operationId: 'verifyAccount',
      tag: TAGS.recovery,
      summary: 'Verify an account, or confirm a new e-mail, from the link it was sent',
      access: 'anyone',
      pathParams: z.object({ token: z.string().meta({ description: 'From the e-mailed or texted link; never logged.' }) }),
      success: [{ messages: Object.values(VERIFY_MESSAGES), data: z.object({ outcome: z.enum(VERIFY_OUTCOMES) }) }],
      failures: [ACCOUNT_REFUSALS.verificationLinkInvalid, ACCOUNT_REFUSALS.verificationEmailTaken],
    },
    async (c) => {
      const outcome = await verifyAccount(c.req.param('token'));
      return ok(c, { outcome }, VERIFY_MESSAGES[outcome]);
    },
  );

  route.post(
    '/resend-verification',
    {
      operationId: 'resendVerification',
      tag: TAGS.recovery,
      summary: 'Send a new verification link (by e-mail, or by SMS to a `+…` number)',
      description: 'Always the same answer, at once; the link goes only to an unverified, active, unblocked account.',
      access: 'anyone',
      rateLimited: true,
      body: resendVerificationSchema,
      success: [{ messages: [AUTH_MESSAGES.verificationRequested], data: z.null() }],
    },
    rateLimit('verification'),
    async (c) => {
      const { email } = await jsonBody(c, resendVerificationSchema);
      requestVerificationResend(email);
      return ok(c, null, AUTH_MESSAGES.verificationRequested);
    },
  );

  route.post(
    '/request-password-reset',
    {
      operationId: 'requestPasswordReset',
      tag: TAGS.recovery,
      summary: 'Send a password reset link',
      description: 'Always the same answer, at once; the link goes only to a verified, active, unblocked account.',
      access: 'anyone',
      rateLimited: true,
      body: emailRequestSchema,
      success: [{ messages: [AUTH_MESSAGES.resetRequested], data: z.null() }],
    },
    rateLimit('passwordReset'),
    async (c) => {
      const { email } = await jsonBody(c, emailRequestSchema);
      requestPasswordReset(email);
      return ok(c, null, AUTH_MESSAGES.resetRequested);
    },
  );

  route.post(
    '/reset-password',
    {
      operationId: 'resetPassword',
      tag: TAGS.recovery,
      summary: 'Set a password from a reset or password-creation link (every session of the account ends)',
      access: 'anyone',
      rateLimited: true,
      body: resetPasswordSchema,
      success: [{ messages: [AUTH_MESSAGES.passwordReset], data: z.null() }],
      failures: [ACCOUNT_REFUSALS.resetLinkInvalid],
    },
    rateLimit('newPassword'),
    async (c) => {
      const { token, newPassword } = await jsonBody(c, resetPasswordSchema);
      await resetPassword({ token, newPassword });
      return ok(c, null, AUTH_MESSAGES.passwordReset);
    },
  );

  return auth;
}
