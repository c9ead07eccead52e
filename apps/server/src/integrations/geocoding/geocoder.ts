/** A point on the map in degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The parts of a US postal address the geocoders use. */
export interface PostalAddress {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * Turns an address into coordinates (spec 2 §7: "the first result's location"). Resolves null when
 * the address is unknown, never 0,0 (spec 2 §7's "0,0 if none" is the old wire sentinel; decision
 * 0055); rejects when the service fails (callers log it).
 */
export interface Geocoder {
  readonly source: 'google' | 'zip-centroid';
  geocode(address: PostalAddress): Promise<GeoPoint | null>;
}

/** "1 Main St, Apt 2, Phoenix, AZ 85001" */
export function formatAddress(a: PostalAddress): string {
  const street = [a.address1, a.address2]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');
  return `${street}, ${a.city.trim()}, ${a.state.trim()} ${a.zip.trim()}`;
}
