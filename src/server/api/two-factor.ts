// The second factor of the sign-in (docs/api.md; docs/decisions/025-second-factor.md): the sign-in's second step,
// one's own authenticator app and recovery codes, and a super administrator's reset of another's. Mounted under
// /auth beside ./auth.ts.
import { Hono } from 'hono';
import { z } from 'zod';
import { completeSignIn } from '@/server/services/two-factor/complete-sign-in';
import { disableTotp } from '@/server/services/two-factor/disable-totp';
import { enableTotp } from '@/server/services/two-factor/enable-totp';
import { renewRecoveryCodes } from '@/server/services/two-factor/renew-recovery-codes';
import { resetSecondFactor } from '@/server/services/two-factor/reset-second-factor';
import { completeSignInSetup, resendSignInSetupCode, startSignInSetup } from '@/server/services/two-factor/sign-in-setup';
import { startTotpSetup } from '@/server/services/two-factor/start-totp-setup';
import { AUTH_MESSAGES } from '@/shared/auth/messages';
import { TWO_FACTOR, TWO_FACTOR_MESSAGES as T } from '@/shared/auth/two-factor';
import { currentPasswordSchema, secondFactorSchema, signInEnableSchema, signInSetupSchema, totpEnableSchema } from '@/shared/auth/two-factor-schemas';
import { attemptClient } from './client-address';
import { rateLimit } from './middleware/rate-limit';
import { requireStepUp, STEP_UP_DOC } from './middleware/step-up';
import { TAGS, documented, } from './openapi-routes';
import { adminShape, emailCodeSentShape, recoveryCodesShape, signInSetupShape, tokenPairShape, totpSetupShape } from '@/shared/auth/answers';
import { withRefreshCookie } from './refresh-cookie';
import { ok } from './respond';
import type { AppEnv } from './types';
import { ACCOUNT_REFUSALS } from '@/server/services/accounts/refusals';
import { TWO_FACTOR_REFUSALS } from '@/server/services/two-factor/refusals';
import { jsonBody, uuidParam } from './validate';


/** The refusals of a call that asks for the password again (shared with ./passkeys.ts). */
export const PASSWORD_AGAIN = [
  ACCOUNT_REFUSALS.currentPasswordWrong,
  // The last of the wrong current passwords a session may type ends it (docs/decisions/027-counters-per-account.md).
  ACCOUNT_REFUSALS.sessionEndedWrongPasswords,
  ACCOUNT_REFUSALS.accountLocked,
];

export function twoFactorRoutes() {
  const twoFactor = new Hono<AppEnv>();
  const route = documented(twoFactor);

  route.post(
    '/login/second-factor',
    {
      operationId: 'loginSecondFactor',
      tag: TAGS.signIn,
      summary: "Finish a sign-in with the authenticator app's code, or a recovery code",
      description:
        'After POST /auth/login answered `{ secondFactor, challenge }`: the same answer as a sign-in without a second factor. A wrong or already used code counts as a wrong password for the identifier from this address (decision 010), and for the account from every address: past 10 in 15 minutes its second step slows down and its owner is e-mailed (decision 027). The third wrong code deletes the challenge (`sign_in_challenge_invalid`: type the password again). A code is accepted once per 30-second step, a recovery code once.',
      access: 'anyone',
      rateLimited: true,
      body: secondFactorSchema,
      success: [{ messages: [AUTH_MESSAGES.loginSuccess], data: tokenPairShape.extend({ user: adminShape }) }],
      failures: [TWO_FACTOR_REFUSALS.challengeInvalid,
          TWO_FACTOR_REFUSALS.tooManyWrongCodes,
          TWO_FACTOR_REFUSALS.codeWrong, TWO_FACTOR_REFUSALS.accountBlocked, ACCOUNT_REFUSALS.accountLocked],
    },
    rateLimit('login'),
    async (c) => {
      const input = await jsonBody(c, secondFactorSchema);
      const result = await completeSignIn({ input, client: attemptClient(c) });
      return ok(c, await withRefreshCookie(c, result), AUTH_MESSAGES.loginSuccess);
    },
  );

  // The shop requires a second factor and the account has none: its setup, with the challenge only (decision 025).
  route.post(
    '/login/second-factor/setup',
    {
      operationId: 'loginSecondFactorSetup',
      tag: TAGS.signIn,
      summary: "Start setting up the authenticator app a sign-in requires: its key, shown once",
      description:
        "After POST /auth/login answered `{ secondFactor: 'setup', challenge }` (the shop requires a second factor): as POST /auth/2fa/totp/setup, without a session, and a 6-digit code is e-mailed to the account's address (the first time for this challenge), which /enable needs too: only the mailbox's owner binds the first factor (decision 027). Starting again replaces a key not yet confirmed and keeps the code; the challenge stays good for POST /auth/login/second-factor/enable.",
      access: 'anyone',
      rateLimited: true,
      body: signInSetupSchema,
      success: [{ messages: [T.setupStarted], data: signInSetupShape }],
      failures: [TWO_FACTOR_REFUSALS.challengeInvalid, TWO_FACTOR_REFUSALS.accountBlocked, ACCOUNT_REFUSALS.accountLocked, TWO_FACTOR_REFUSALS.emailCodeNotSent],
    },
    rateLimit('login'),
    async (c) => {
      const input = await jsonBody(c, signInSetupSchema);
      return ok(c, await startSignInSetup({ input, client: attemptClient(c) }), T.setupStarted);
    },
  );

  route.post(
    '/login/second-factor/setup/email-code',
    {
      operationId: 'loginSecondFactorEmailCode',
      tag: TAGS.signIn,
      summary: "E-mail the required setup's code again; the earlier one stops working",
      description: `At most ${TWO_FACTOR.emailCodeSends} codes per challenge, the first included; then the password must be typed again (decision 027).`,
      access: 'anyone',
      rateLimited: true,
      body: signInSetupSchema,
      success: [{ messages: [T.emailCodeSent], data: emailCodeSentShape }],
      failures: [TWO_FACTOR_REFUSALS.challengeInvalid, TWO_FACTOR_REFUSALS.accountBlocked, TWO_FACTOR_REFUSALS.emailCodeLimit, ACCOUNT_REFUSALS.accountLocked, TWO_FACTOR_REFUSALS.emailCodeNotSent],
    },
    rateLimit('login'),
    async (c) => {
      const input = await jsonBody(c, signInSetupSchema);
      return ok(c, await resendSignInSetupCode({ input, client: attemptClient(c) }), T.emailCodeSent);
    },
  );

  route.post(
    '/login/second-factor/enable',
    {
      operationId: 'loginSecondFactorEnable',
      tag: TAGS.signIn,
      summary: 'Turn the authenticator app on with one of its codes and finish the sign-in: the session and ten recovery codes',
      description:
        "Needs the app's code and the code e-mailed to the account's address by /setup (decision 027). The same answer as a sign-in (the back office gets its refresh token in the cookie), and the ten recovery codes, shown this once; the account's address is told. The challenge is spent. A wrong code, of either kind, counts as a wrong password for the identifier from this address (decision 010) and for the account; the third deletes the challenge.",
      access: 'anyone',
      rateLimited: true,
      body: signInEnableSchema,
      success: [{ messages: [T.enabled], data: tokenPairShape.extend({ user: adminShape }).extend(recoveryCodesShape.shape) }],
      failures: [TWO_FACTOR_REFUSALS.challengeInvalid,
          TWO_FACTOR_REFUSALS.tooManyWrongCodes,
          TWO_FACTOR_REFUSALS.enableCodeWrong,
          TWO_FACTOR_REFUSALS.emailCodeWrong, TWO_FACTOR_REFUSALS.accountBlocked, TWO_FACTOR_REFUSALS.setupRequired, ACCOUNT_REFUSALS.accountLocked],
    },
    rateLimit('login'),
    async (c) => {
      const input = await jsonBody(c, signInEnableSchema);
      const result = await completeSignInSetup({ input, client: attemptClient(c) });
      return ok(c, await withRefreshCookie(c, result), T.enabled);
    },
  );

  route.post(
    '/2fa/totp/setup',
    {
      operationId: 'startTotpSetup',
      tag: TAGS.account,
      summary: 'Start setting up an authenticator app (password again): its key, shown once',
      description: 'The second factor is on only once a code of the app is sent to POST /auth/2fa/totp/enable. Starting again replaces a key not yet confirmed.',
      access: 'administrator',
      body: currentPasswordSchema,
      success: [{ messages: [T.setupStarted], data: totpSetupShape }],
      failures: [...PASSWORD_AGAIN, TWO_FACTOR_REFUSALS.alreadyEnabled],
    },
    async (c) => {
      const input = await jsonBody(c, currentPasswordSchema);
      return ok(c, await startTotpSetup({ actor: c.get('admin'), input, client: attemptClient(c) }), T.setupStarted);
    },
  );

  route.post(
    '/2fa/totp/enable',
    {
      operationId: 'enableTotp',
      tag: TAGS.account,
      summary: 'Turn the authenticator app on with one of its codes: ten recovery codes, shown once',
      description: "The account's e-mail is told.",
      access: 'administrator',
      body: totpEnableSchema,
      success: [{ messages: [T.enabled], data: recoveryCodesShape }],
      failures: [TWO_FACTOR_REFUSALS.totpCodeWrong, TWO_FACTOR_REFUSALS.alreadyEnabled, TWO_FACTOR_REFUSALS.setupRequired],
    },
    async (c) => {
      const input = await jsonBody(c, totpEnableSchema);
      return ok(c, await enableTotp({ actor: c.get('admin'), input }), T.enabled);
    },
  );

  route.post(
    '/2fa/totp/disable',
    {
      operationId: 'disableTotp',
      tag: TAGS.account,
      summary: 'Turn the authenticator app off (password again); the recovery codes go with it',
      description: "The account's e-mail is told.",
      access: 'administrator',
      body: currentPasswordSchema,
      success: [{ messages: [T.disabled], data: z.null() }],
      failures: [...PASSWORD_AGAIN, TWO_FACTOR_REFUSALS.notEnabled],
    },
    async (c) => {
      const input = await jsonBody(c, currentPasswordSchema);
      await disableTotp({ actor: c.get('admin'), input, client: attemptClient(c) });
      return ok(c, null, T.disabled);
    },
  );

  route.post(
    '/2fa/recovery-codes',
    {
      operationId: 'renewRecoveryCodes',
      tag: TAGS.account,
      summary: 'Ten new recovery codes (password again); the old ones stop working',
      description: "Shown once. The account's e-mail is told.",
      access: 'administrator',
      body: currentPasswordSchema,
      success: [{ messages: [T.recoveryCodesRenewed], data: recoveryCodesShape }],
      failures: [...PASSWORD_AGAIN, TWO_FACTOR_REFUSALS.notEnabled],
    },
    async (c) => {
      const input = await jsonBody(c, currentPasswordSchema);
      return ok(c, await renewRecoveryCodes({ actor: c.get('admin'), input, client: attemptClient(c) }), T.recoveryCodesRenewed);
    },
  );

  route.post(
    '/admin/:id/2fa/reset',
    {
      operationId: 'resetAdminSecondFactor',
      tag: TAGS.admins,
      summary: "Remove another administrator's second factor (a lost phone)",
      description: `Recorded in the activity feed; the account's e-mail is told. One's own is turned off with POST /auth/2fa/totp/disable. ${STEP_UP_DOC.needed('nothing changes')}`,
      access: 'super administrator',
      headers: STEP_UP_DOC.headers,
      success: [{ messages: [T.resetDone], data: z.null() }],
      failures: [STEP_UP_DOC.refusal, TWO_FACTOR_REFUSALS.cannotResetSelf, TWO_FACTOR_REFUSALS.adminNotFound, TWO_FACTOR_REFUSALS.notEnabled],
    },
    requireStepUp,
    async (c) => {
      await resetSecondFactor({ actor: c.get('admin'), id: uuidParam(c) });
      return ok(c, null, T.resetDone);
    },
  );

  return twoFactor;
}
