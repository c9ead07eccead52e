import { greatCircleKm } from '@pb/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStationIndex } from './station-index';

const named = (name: string, latitude: number, longitude: number) => ({
  name,
  latitude,
  longitude,
});

const STATIONS = [
  named('Charlotte', 35.217, -80.95),
  named('Greensboro', 36.1, -79.95),
  named('Phoenix', 33.433, -112.017),
  named('Adak', 51.883, -176.65),
  named('Attu', 52.833, 173.183), // across the date line from Adak
  named('San Juan', 18.417, -66.0),
  named('Honolulu', 21.317, -157.917),
];

function bruteForce<T extends { latitude: number; longitude: number }>(
  items: readonly T[],
  lat: number,
  lon: number,
) {
  let best: { item: T; distanceKm: number } | null = null;
  for (const item of items) {
    const d = greatCircleKm(lat, lon, item.latitude, item.longitude);
    if (!best || d < best.distanceKm) best = { item, distanceKm: d };
  }
  return best;
}

describe('nearest-station index', () => {
  const index = createStationIndex(STATIONS);

  it.each([
    // Uptown Charlotte is ~9 km from the airport station, ~130 km from Greensboro.
    [35.227, -80.843, 'Charlotte'],
    [36.07, -79.79, 'Greensboro'],
    [33.45, -112.07, 'Phoenix'],
    // Across the 180° meridian: 179.5° E is 3.85° of longitude from Adak (176.65° W) and 6.3°
    // from Attu (173.18° E), so Adak, on the other side of the line; 175° E is Attu's.
    [52.5, 179.5, 'Adak'],
    [52.5, 175, 'Attu'],
    [52.0, -178.0, 'Adak'],
    [18.2, -66.5, 'San Juan'],
  ])('%f, %f → %s', (lat, lon, name) => {
    const hit = index.nearest(lat, lon);
    expect(hit?.item.name).toBe(name);
    expect(hit?.distanceKm).toBe(bruteForce(STATIONS, lat, lon)?.distanceKm);
  });

  it('gives the haversine distance, and honours the limit', () => {
    // Charlotte airport to Greensboro airport by hand: Δφ = 0.883°, Δλ = 1.0°,
    // a = sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2) = 5.939e-5 + 0.8169·0.8085·7.615e-5 = 1.0968e-4,
    // d = 2 · 6371.0088 · asin(√a) = 133.45 km.
    const hit = index.nearest(36.1, -79.95 - 1e-9);
    expect(hit?.item.name).toBe('Greensboro');
    expect(greatCircleKm(35.217, -80.95, 36.1, -79.95)).toBeCloseTo(133.45, 1);
    expect(index.nearest(35.217, -80.95 + 1e-9, 1)?.item.name).toBe('Charlotte');
    // Mid-Pacific: Honolulu is ~2 400 km away.
    expect(index.nearest(30, -140, 250)).toBeNull();
    expect(index.nearest(30, -140)?.item.name).toBe('Honolulu');
    // A station exactly at the limit still counts.
    const d = greatCircleKm(34, -81, 35.217, -80.95);
    expect(index.nearest(34, -81, d)?.item.name).toBe('Charlotte');
  });

  it('handles no stations, one station and bad coordinates', () => {
    expect(createStationIndex([]).nearest(35, -80)).toBeNull();
    expect(createStationIndex([STATIONS[0]!]).nearest(-60, 100)?.item.name).toBe('Charlotte');
    expect(index.nearest(Number.NaN, 0)).toBeNull();
  });

  it('always agrees with a brute-force search', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 200 }), point, (items, q) => {
        const hit = createStationIndex(items).nearest(q.latitude, q.longitude);
        const expected = bruteForce(items, q.latitude, q.longitude);
        // Ties may pick either item; the distance must be the minimum, to 1 m: the index and the
        // brute force reach the same haversine through different float operations, and at the
        // antipode (asin of ~1) one rounding of 1e-16 moves it by 2R·√1e-16 ≈ 1.3e-4 km.
        expect(Math.abs(hit!.distanceKm - expected!.distanceKm)).toBeLessThanOrEqual(1e-3);
      }),
      { numRuns: 300 },
    );
  });
});
