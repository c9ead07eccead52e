import type { Geocoder } from './geocoding/geocoder';

/**
 * Outside services, each behind an interface with a real client and an embedded default.
 * buildApp() creates them from the environment; tests pass their own (pointing at local fakes).
 */
export interface Integrations {
  /** Verifies a Google ID token; null when Google sign-in is not configured. */
  verifyGoogleIdToken: ((token: string) => Promise<string | null>) | null;
  /** Verifies a Facebook access token; null when Facebook sign-in is not configured. */
  verifyFacebookToken: ((token: string) => Promise<string | null>) | null;
  /** Address → coordinates: Google Geocoding when GOOGLE_MAPS_API_KEY is set, else ZIP centroids. */
  geocoder: Geocoder;
}
