// Access tokens: short-lived HS256 JWTs naming the administrator and the session (refresh-token family).
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { getConfig } from '@/server/config';
import { refused } from '@/server/services/errors';
import { ACCESS_REFUSALS } from './refusals';
import type { Role } from '@/shared/constants';

export interface AccessClaims {
  adminId: string;
  sessionId: string;
  role: Role;
}

export const ISSUER = 'boutique';

/** The shop's signing key, shared with the step-up tokens (./step-up.ts), which carry a purpose an access token never has. */
export function secretKey(): Uint8Array {
  const secret = getConfig().jwtSecret;
  if (!secret) throw new Error('JWT secret is not configured');
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(claims: AccessClaims, ttl: string = getConfig().accessTokenTtl): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.adminId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(secretKey());
}

const invalidToken = () => refused(ACCESS_REFUSALS.tokenInvalid);

/** The token's claims; an expired token is told apart so that the client refreshes it instead of signing out. */
export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secretKey(), { issuer: ISSUER, algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw refused(ACCESS_REFUSALS.tokenExpired);
    throw invalidToken();
  }
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw invalidToken();
  // A token made for one purpose (a step-up, docs/decisions/026-step-up.md) is never a bearer token.
  if (payload.purpose !== undefined) throw invalidToken();
  return { adminId: payload.sub, sessionId: payload.sid, role: payload.role === 'SUPER_ADMIN' ? 'SUPER_ADMIN' : 'admin' };
}
