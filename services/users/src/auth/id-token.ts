import type { IdTokenClaims } from '@lakbay/contracts';
import { SignJWT, jwtVerify } from 'jose';

/** Signs the idToken of the logged user (HS256, AUTH_SECRET). Its payload carries isAdmin. */
export async function signIdToken(
  claims: Omit<IdTokenClaims, 'iat' | 'exp' | 'sub'> & { sub: string },
  secret: string,
  expiresAt: Date,
): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer('lakbay')
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

export async function verifyIdToken(token: string, secret: string): Promise<IdTokenClaims> {
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { issuer: 'lakbay', algorithms: ['HS256'] });
  return payload as unknown as IdTokenClaims;
}
