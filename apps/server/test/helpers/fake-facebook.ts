import { startFakeServer } from './fake-server';

export const FACEBOOK_TEST_APP = { id: '111222333', secret: 'fb-test-secret' };

interface FakeFacebookToken {
  userId: string;
  email?: string;
  appId?: string;
  isValid?: boolean;
  expiresAt?: number;
}

/** A Graph API stand-in: debug_token and /me for the tokens registered with `issue`. */
export async function startFakeFacebook() {
  const tokens = new Map<string, FakeFacebookToken>();
  const server = await startFakeServer(({ url }) => {
    if (url.pathname === '/v25.0/debug_token') {
      if (
        url.searchParams.get('access_token') !==
        `${FACEBOOK_TEST_APP.id}|${FACEBOOK_TEST_APP.secret}`
      ) {
        return [
          400,
          { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } },
        ];
      }
      const t = tokens.get(url.searchParams.get('input_token') ?? '');
      if (!t)
        return [200, { data: { is_valid: false, error: { code: 190, message: 'Invalid token' } } }];
      return [
        200,
        {
          data: {
            app_id: t.appId ?? FACEBOOK_TEST_APP.id,
            user_id: t.userId,
            is_valid: t.isValid ?? true,
            expires_at: t.expiresAt ?? Math.floor(Date.now() / 1000) + 3600,
            scopes: ['email', 'public_profile'],
          },
        },
      ];
    }
    if (url.pathname === '/v25.0/me') {
      const t = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!t)
        return [
          400,
          {
            error: { message: 'Error validating access token', type: 'OAuthException', code: 190 },
          },
        ];
      return [200, { id: t.userId, name: 'Test User', ...(t.email ? { email: t.email } : {}) }];
    }
    return [404, {}];
  });
  return {
    graphUrl: server.url,
    issue: (token: string, value: FakeFacebookToken) => tokens.set(token, value),
    server,
    close: () => server.close(),
  };
}
