/** Mean Earth radius (km, IUGG). */
const EARTH_RADIUS_KM = 6371.0088;
const DEG = Math.PI / 180;

/**
 * Great-circle distance (km) between two points given in degrees, by the haversine formula:
 * d = 2R·asin(√(sin²(Δφ/2) + cos φ₁·cos φ₂·sin²(Δλ/2))).
 */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dPhi = (lat2 - lat1) * DEG;
  const dLambda = (lon2 - lon1) * DEG;
  const h =
    Math.sin(dPhi / 2) ** 2 +
    Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * Math.sin(dLambda / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
