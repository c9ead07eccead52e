import { SignJWT, jwtVerify, errors } from 'jose';
import { AppError } from '../../errors';

const ISSUER = 'proposal-builder';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user and the session (refresh-token family) an access token speaks for. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/**
 * Short-lived HS256 access token carrying the user id and the session id (`sid`, the refresh-token
 * family), so signing out or a revoked family ends the access token at once (see authenticate.ts).
 */
export async function signAccessToken(
  secret: Uint8Array,
  { userId, sessionId }: AccessClaims,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ typ: 'access', sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/**
 * Returns the user and session ids and the expiry (epoch ms) (uuids; tokens without `exp`, `sub` or `sid` are refused); an
 * expired token is TOKEN_EXPIRED so the client knows to refresh.
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AccessClaims & { expiresAt: number }> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      // A token that never expires or names no user is not one we signed.
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const { sub, sid } = payload;
    if (
      payload.typ !== 'access' ||
      !sub ||
      !UUID.test(sub) ||
      typeof sid !== 'string' ||
      !UUID.test(sid)
    )
      throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    return { userId: sub, sessionId: sid, expiresAt: (payload.exp as number) * 1000 };
  } catch (err) {
    if (err instanceof errors.JWTExpired)
      throw new AppError('TOKEN_EXPIRED', 'Your session token has expired.');
    if (err instanceof AppError) throw err;
    throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  }
}
