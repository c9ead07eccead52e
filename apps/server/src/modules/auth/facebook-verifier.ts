import { createRetryingFetch } from '../../integrations/http/retrying-fetch';

export interface FacebookVerifierConfig {
  appId: string;
  appSecret: string;
  graphUrl: string;
  apiVersion: string;
}

interface DebugTokenReply {
  data?: { app_id?: string; user_id?: string; is_valid?: boolean; expires_at?: number };
}

/**
 * Verifies a Facebook user access token with the Graph API: debug_token with the app token must say
 * valid, for our app, not expired; then /me gives the email. Returns the email or null.
 */
export function createFacebookVerifier(config: FacebookVerifierConfig) {
  const base = `${config.graphUrl.replace(/\/$/, '')}/${config.apiVersion}`;
  const get = createRetryingFetch({ timeoutMs: 5000 });
  return async function verifyFacebookToken(token: string): Promise<string | null> {
    try {
      const debugUrl = new URL(`${base}/debug_token`);
      debugUrl.searchParams.set('input_token', token);
      debugUrl.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
      const debug = await get(debugUrl);
      if (!debug.ok) return null;
      const { data } = (await debug.json()) as DebugTokenReply;
      if (!data?.is_valid || data.app_id !== config.appId || !data.user_id) return null;
      if (data.expires_at && data.expires_at !== 0 && data.expires_at * 1000 <= Date.now())
        return null;

      const meUrl = new URL(`${base}/me`);
      meUrl.searchParams.set('fields', 'id,name,email');
      meUrl.searchParams.set('access_token', token);
      const me = await get(meUrl);
      if (!me.ok) return null;
      const profile = (await me.json()) as { id?: string; email?: string };
      if (profile.id !== data.user_id || typeof profile.email !== 'string') return null;
      return profile.email;
    } catch {
      return null;
    }
  };
}
