import { SignJWT, jwtVerify, errors } from 'jose';
import { AppError } from '../../errors';

const ISSUER = 'proposal-builder';

/** Short-lived HS256 access token carrying only the user id. */
export async function signAccessToken(
  secret: Uint8Array,
  userId: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** Returns the user id; an expired token is TOKEN_EXPIRED so the client knows to refresh. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== 'access' || !payload.sub)
      throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    return payload.sub;
  } catch (err) {
    if (err instanceof errors.JWTExpired)
      throw new AppError('TOKEN_EXPIRED', 'Your session token has expired.');
    if (err instanceof AppError) throw err;
    throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  }
}
