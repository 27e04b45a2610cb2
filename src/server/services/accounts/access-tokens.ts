// Access tokens: short-lived HS256 JWTs naming the administrator and the session (refresh-token family).
import { errors, jwtVerify, SignJWT } from 'jose';
import { getConfig } from '@/server/config';
import type { Role } from '@/shared/constants';

export interface AccessClaims {
  adminId: string;
  sessionId: string;
  role: Role;
}

export class AccessTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'access token expired' : 'access token invalid');
  }
}

const ISSUER = 'boutique';

function secretKey(): Uint8Array {
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

export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new AccessTokenError('invalid');
    return { adminId: payload.sub, sessionId: payload.sid, role: payload.role === 'SUPER_ADMIN' ? 'SUPER_ADMIN' : 'admin' };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AccessTokenError('expired');
    throw new AccessTokenError('invalid');
  }
}
