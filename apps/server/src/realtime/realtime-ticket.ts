import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'proposal-builder';

/** The realtime ticket (spec: the "firebase auth token"): a short-lived JWT only the socket accepts. */
export async function signRealtimeTicket(secret: Uint8Array, userId: string, ttlSeconds: number) {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({ typ: 'realtime' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The user id of a valid ticket, or null. */
export async function verifyRealtimeTicket(
  secret: Uint8Array,
  token: string,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    return payload.typ === 'realtime' && payload.sub ? payload.sub : null;
  } catch {
    return null;
  }
}
