import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serverRoot } from '../../config/paths';
import type { Geocoder, GeoPoint, PostalAddress } from './geocoder';

/** The bundled ZIP table (apps/server/geo/README.md; `node scripts/build-zip-table.mjs`). */
export const ZIP_TABLE_FILE = path.join(serverRoot, 'geo', 'us-zip-centroids.csv.gz');

let table: Map<string, GeoPoint> | null = null;

/**
 * The bundled ZIP table (decision 0065): the Census Bureau's 2021 ZCTA centroids, and the ZIPs
 * they lack (PO boxes, single-organisation and newer ZIPs) from GeoNames' 2026 US postal codes,
 * about 41,600 in all. Read on first use (~0.4 MB compressed) and kept for the process.
 */
function zipTable(): Map<string, GeoPoint> {
  if (table) return table;
  const csv = zlib.gunzipSync(fs.readFileSync(ZIP_TABLE_FILE)).toString('latin1');
  const rows = new Map<string, GeoPoint>();
  for (const line of csv.split('\n').slice(1)) {
    const [zip, latitude, longitude] = line.split(',');
    if (zip && latitude && longitude)
      rows.set(zip, { latitude: Number(latitude), longitude: Number(longitude) });
  }
  return (table = rows);
}

/** Every ZIP of the bundled table. */
export const bundledZips = (): string[] => [...zipTable().keys()];

/** The centroid of a US ZIP (the first five digits of ZIP or ZIP+4), or null when unknown. */
export function zipCentroid(zip: string): GeoPoint | null {
  const five = /^\s*(\d{5})/.exec(zip)?.[1];
  const hit = five ? zipTable().get(five) : undefined;
  return hit ? { ...hit } : null;
}

/** Embedded default geocoder: works offline, precise to the ZIP's centroid. */
export function createZipCentroidGeocoder(): Geocoder {
  return {
    source: 'zip-centroid',
    geocode: async (address: PostalAddress) => zipCentroid(address.zip),
  };
}
