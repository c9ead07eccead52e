import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleVerifierConfig {
  clientId: string;
  jwksUrl: string;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies a Google ID token: RS256 signature against Google's JWKS (matched by kid, keys cached),
 * issuer, audience = our client id, expiry. Returns the verified email, or null when any check fails.
 */
export function createGoogleVerifier(config: GoogleVerifierConfig) {
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl));
  return async function verifyGoogleIdToken(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: GOOGLE_ISSUERS,
        audience: config.clientId,
        algorithms: ['RS256'],
        clockTolerance: 60,
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.email !== 'string' || payload.email_verified === false) return null;
      return payload.email;
    } catch {
      return null;
    }
  };
}
