import type { FastifyBaseLogger } from 'fastify';
import type { Geocoder, GeoPoint, PostalAddress } from '../../integrations/geocoding/geocoder';

/** What the customer services need to look up coordinates. */
export interface GeocodeDeps {
  geocoder: Geocoder;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Looks the address up; a failure is only logged (spec 3 §4) and answers null, as does an address
 * the geocoder does not know. The request that asked goes on either way.
 */
export async function locate(deps: GeocodeDeps, address: PostalAddress): Promise<GeoPoint | null> {
  try {
    const point = await deps.geocoder.geocode(address);
    // 0,0 is the sea off Africa: no US home is there (an old geocoder's "unknown").
    return point && (point.latitude !== 0 || point.longitude !== 0) ? point : null;
  } catch (err) {
    deps.log.warn(
      { err, source: deps.geocoder.source },
      'geocoding failed; the location stays unknown',
    );
    return null;
  }
}

/** Fields whose change makes the old coordinates wrong (spec 3 §4). */
export const ADDRESS_FIELDS = ['address1', 'city', 'state', 'zip'] as const;
