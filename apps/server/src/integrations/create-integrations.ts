import type { Env } from '../config/env';
import { createFacebookVerifier } from '../modules/auth/facebook-verifier';
import { createGoogleVerifier } from '../modules/auth/google-verifier';
import { createGoogleGeocoder } from './geocoding/google-geocoder';
import { createZipCentroidGeocoder } from './geocoding/zip-centroid-geocoder';
import type { Integrations } from './integrations';

/** Real clients where configured, embedded defaults otherwise. */
export function createIntegrations(env: Env): Integrations {
  return {
    verifyGoogleIdToken: env.GOOGLE_CLIENT_ID
      ? createGoogleVerifier({ clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL })
      : null,
    verifyFacebookToken:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? createFacebookVerifier({
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            graphUrl: env.FACEBOOK_GRAPH_URL,
            apiVersion: env.FACEBOOK_API_VERSION,
          })
        : null,
    geocoder: env.GOOGLE_MAPS_API_KEY
      ? createGoogleGeocoder({ apiKey: env.GOOGLE_MAPS_API_KEY, baseUrl: env.GOOGLE_MAPS_BASE_URL })
      : createZipCentroidGeocoder(),
  };
}
