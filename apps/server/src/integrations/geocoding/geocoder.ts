/** A point on the map in degrees; 0,0 means "not found". */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export const UNKNOWN_POINT: GeoPoint = { latitude: 0, longitude: 0 };

/** The parts of a US postal address the geocoders use. */
export interface PostalAddress {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * Turns an address into coordinates (spec 2 §7: "the first result's location, or 0,0 if none").
 * Resolves 0,0 when the address is unknown; rejects when the service fails (callers log it).
 */
export interface Geocoder {
  readonly source: 'google' | 'zip-centroid';
  geocode(address: PostalAddress): Promise<GeoPoint>;
}

/** "1 Main St, Apt 2, Phoenix, AZ 85001" */
export function formatAddress(a: PostalAddress): string {
  const street = [a.address1, a.address2]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');
  return `${street}, ${a.city.trim()}, ${a.state.trim()} ${a.zip.trim()}`;
}

/** True for the 0,0 "unknown" point. */
export function isUnknownPoint(p: GeoPoint): boolean {
  return p.latitude === 0 && p.longitude === 0;
}
