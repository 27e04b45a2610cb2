// Bearer-token guards (docs/api.md): no or malformed token 401, expired 403 'Token expiré', wrong role 403 'Accès refusé'.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { findLiveAdmin } from '@/server/services/accounts/current-admin';
import { ACCESS_REFUSALS } from '@/server/services/accounts/refusals';
import { refused } from '@/server/services/errors';
import type { Role } from '@/shared/constants';
import type { AppEnv } from '../types';

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

/** The signed-in administrator of the request, set on the context, or the guard's refusal. */
export async function authenticate(c: Context<AppEnv>): Promise<AppEnv['Variables']['admin']> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw refused(ACCESS_REFUSALS.unauthenticated);
  const admin = await findLiveAdmin(token);
  if (!admin) throw refused(ACCESS_REFUSALS.tokenInvalid);
  c.set('admin', admin);
  return admin;
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  await authenticate(c);
  await next();
});

function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get('admin').role)) throw refused(ACCESS_REFUSALS.forbidden);
    await next();
  });
}

export const requireSuperAdmin = requireRole('SUPER_ADMIN');
