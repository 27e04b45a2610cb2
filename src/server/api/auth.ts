// The /auth calls (docs/api.md) that every administrator makes (sign-in, tokens, profile, own sessions and
// sign-ins, verification, reset).
import { type Context, Hono } from 'hono';
import { changePassword } from '@/server/services/accounts/change-password';
import { getProfile } from '@/server/services/accounts/get-profile';
import { login } from '@/server/services/accounts/login';
import { logout } from '@/server/services/accounts/logout';
import { endOtherSessions, endOwnSession, listOwnSessions } from '@/server/services/accounts/own-sessions';
import { refreshSession } from '@/server/services/accounts/refresh-session';
import { requestPasswordReset } from '@/server/services/accounts/request-password-reset';
import { requestVerificationResend } from '@/server/services/accounts/resend-verification';
import { resetPassword } from '@/server/services/accounts/reset-password';
import type { AttemptClient } from '@/server/services/accounts/sign-in-attempts';
import { listSignIns } from '@/server/services/accounts/sign-in-history';
import { updateProfile } from '@/server/services/accounts/update-profile';
import { verifyAccount } from '@/server/services/accounts/verify-account';
import { API_MESSAGES } from '@/shared/messages';
import {
  changePasswordSchema,
  emailRequestSchema,
  loginSchema,
  profileUpdateSchema,
  refreshTokenSchema,
  resendVerificationSchema,
  resetPasswordSchema,
} from '@/shared/schemas';
import { clientAddress } from './client-address';
import { requireAuth } from './middleware/auth';
import { rateLimit } from './middleware/rate-limit';
import { ok } from './respond';
import type { AppEnv } from './types';
import { jsonBody, uuidParam } from './validate';

const VERIFY_MESSAGES = {
  verified: API_MESSAGES.accountVerified,
  'password-link-sent': API_MESSAGES.accountVerifiedCreatePassword,
  'password-link-failed': API_MESSAGES.accountVerifiedMailFailed,
} as const;

/** Where a password is typed from: what the sign-in lock counts by (docs/decisions/010-sign-in-lockout.md). */
function client(c: Context<AppEnv>): AttemptClient {
  return { ip: clientAddress(c), userAgent: c.req.header('user-agent') };
}

export function authRoutes() {
  const auth = new Hono<AppEnv>();

  auth.post('/login', rateLimit('login'), async (c) => {
    const { identifier, password } = await jsonBody(c, loginSchema);
    const result = await login({ identifier, password, client: client(c) });
    return ok(c, result, API_MESSAGES.loginSuccess);
  });

  auth.post('/refresh', async (c) => {
    const { refreshToken } = await jsonBody(c, refreshTokenSchema);
    return ok(c, await refreshSession(refreshToken), API_MESSAGES.tokenRefreshed);
  });

  auth.post('/logout', async (c) => {
    const { refreshToken } = await jsonBody(c, refreshTokenSchema);
    await logout(refreshToken);
    return ok(c, null, API_MESSAGES.logoutSuccess);
  });

  auth.get('/profile', requireAuth, async (c) => {
    return ok(c, await getProfile(c.get('admin').id), API_MESSAGES.profileLoaded);
  });

  auth.put('/profile', requireAuth, async (c) => {
    const input = await jsonBody(c, profileUpdateSchema);
    return ok(c, await updateProfile(c.get('admin'), input, client(c)), API_MESSAGES.profileUpdated);
  });

  auth.put('/change-password', requireAuth, async (c) => {
    const { currentPassword, newPassword } = await jsonBody(c, changePasswordSchema);
    await changePassword(c.get('admin'), { currentPassword, newPassword }, client(c));
    return ok(c, null, API_MESSAGES.passwordChanged);
  });

  auth.get('/sessions', requireAuth, async (c) => {
    return ok(c, await listOwnSessions(c.get('admin')), API_MESSAGES.sessionsLoaded);
  });

  auth.delete('/sessions/:id', requireAuth, async (c) => {
    await endOwnSession(c.get('admin'), uuidParam(c));
    return ok(c, null, API_MESSAGES.sessionEnded);
  });

  auth.delete('/sessions', requireAuth, async (c) => {
    return ok(c, await endOtherSessions(c.get('admin')), API_MESSAGES.otherSessionsEnded);
  });

  auth.get('/sign-ins', requireAuth, async (c) => {
    return ok(c, await listSignIns(c.get('admin').id), API_MESSAGES.signInsLoaded);
  });

  auth.get('/verify/:token', async (c) => {
    const outcome = await verifyAccount(c.req.param('token'));
    return ok(c, null, VERIFY_MESSAGES[outcome]);
  });

  auth.post('/resend-verification', rateLimit('verification'), async (c) => {
    const { email } = await jsonBody(c, resendVerificationSchema);
    requestVerificationResend(email);
    return ok(c, null, API_MESSAGES.verificationRequested);
  });

  auth.post('/request-password-reset', rateLimit('passwordReset'), async (c) => {
    const { email } = await jsonBody(c, emailRequestSchema);
    requestPasswordReset(email);
    return ok(c, null, API_MESSAGES.resetRequested);
  });

  auth.post('/reset-password', rateLimit('newPassword'), async (c) => {
    const { token, newPassword } = await jsonBody(c, resetPasswordSchema);
    await resetPassword(token, newPassword);
    return ok(c, null, API_MESSAGES.passwordReset);
  });

  return auth;
}
