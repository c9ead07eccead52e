import { createRetryingFetch } from '../http/retrying-fetch';
import type { Geocoder, GeoPoint, PostalAddress } from './geocoder';
import { formatAddress } from './geocoder';

export interface GoogleGeocoderOptions {
  apiKey: string;
  /** https://maps.googleapis.com, or a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface GeocodeReply {
  status?: string;
  error_message?: string;
  results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
}

/**
 * Google Geocoding API (integrations.md §2): GET /maps/api/geocode/json?address=…&key=….
 * HTTP must be 200; status OK → results[0].geometry.location; ZERO_RESULTS → 0,0; any other
 * status (OVER_QUERY_LIMIT, REQUEST_DENIED, INVALID_REQUEST, …) is an error. Network errors, 429
 * and 5xx are retried (`createRetryingFetch`).
 */
export function createGoogleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  const doFetch = createRetryingFetch({ timeoutMs: options.timeoutMs ?? 10_000 }, options.fetch);
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    source: 'google',
    async geocode(address: PostalAddress): Promise<GeoPoint | null> {
      const url = new URL(`${base}/maps/api/geocode/json`);
      url.searchParams.set('address', formatAddress(address));
      url.searchParams.set('key', options.apiKey);
      const res = await doFetch(url);
      if (res.status !== 200) throw new Error(`Google geocoding answered HTTP ${res.status}`);
      const body = (await res.json()) as GeocodeReply;
      if (body.status === 'ZERO_RESULTS') return null;
      if (body.status !== 'OK') {
        const detail = body.error_message ? `: ${body.error_message}` : '';
        throw new Error(`Google geocoding failed with status ${body.status ?? 'missing'}${detail}`);
      }
      const location = body.results?.[0]?.geometry?.location;
      if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') {
        throw new Error('Google geocoding answered OK without a location');
      }
      return { latitude: location.lat, longitude: location.lng };
    },
  };
}
