/** Side of one web-map tile, px. */
export const TILE_SIZE = 256;
/** Zoom of the imagery tiles: single houses are visible (Esri World Imagery goes to 19 nearly everywhere). */
export const TILE_ZOOM = 19;

/**
 * Web Mercator tile coordinates (fractional) of a point at `zoom`:
 *
 *   x = (lng + 180) / 360 × 2^zoom
 *   y = (1 − ln(tan φ + sec φ) / π) / 2 × 2^zoom,  φ = latitude in radians
 *
 * The integer parts name the tile, the fractions the pixel inside it.
 */
export function tilePoint(latitude: number, longitude: number, zoom: number) {
  const n = 2 ** zoom;
  const phi = (latitude * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n,
  };
}

/** A public satellite imagery tile (Esri World Imagery; used when no Google key is configured). */
export const imageryTileUrl = (zoom: number, x: number, y: number) =>
  `https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/${zoom}/${y}/${x}`;

/** The Google Static Maps satellite image of a point (when googleMapsApiKey is configured). */
export const googleStaticMapUrl = (latitude: number, longitude: number, apiKey: string) =>
  `https://maps.googleapis.com/maps/api/staticmap?center=${latitude},${longitude}&zoom=20&size=640x640&scale=2&maptype=satellite&key=${encodeURIComponent(apiKey)}`;

/** Coordinates as shown under the map: 5 decimals (about a metre). */
export const formatCoordinates = (latitude: number, longitude: number) =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/** 0,0 means the address has not been located yet (spec 3 §3). */
export const isLocated = (latitude: number, longitude: number) => latitude !== 0 || longitude !== 0;
