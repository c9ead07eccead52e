import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { startFakeServer, type FakeServer } from './fake-server';

export const GOOGLE_TEST_CLIENT_ID = 'test-client.apps.googleusercontent.com';

/** Serves a JWKS like Google's and signs real RS256 ID tokens with its key. */
export async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const forger = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const server: FakeServer = await startFakeServer(({ url }) =>
    url.pathname === '/oauth2/v3/certs' ? [200, { keys: [jwk] }] : [404, {}],
  );

  const sign = (
    claims: JWTPayload & { email?: string; email_verified?: boolean },
    opts: { forged?: boolean; expiresIn?: string | number } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
      .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
      .setAudience((claims.aud as string) ?? GOOGLE_TEST_CLIENT_ID)
      .setSubject('1234567890')
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(opts.forged ? forger.privateKey : privateKey);

  return { jwksUrl: `${server.url}/oauth2/v3/certs`, sign, server, close: () => server.close() };
}
