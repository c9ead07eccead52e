import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../../../test/helpers/fake-server';
import { createProductionEstimator } from './create-production-estimator';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const weatherDir = path.resolve(repoRoot, 'packages/core/test-fixtures/weather');
const MONTHLY = [410, 452, 580, 640, 690, 650, 640, 620, 570, 530, 430, 390];
const phoenix = { latitude: 33.434, longitude: -112.012, losses: 14.08 };
const honolulu = { latitude: 21.307, longitude: -157.858, losses: 14.08 };
const roof = { kw: 6.4, tilt: 20, azimuth: 180 };

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function fakePvwatts(
  status = 200,
  body: unknown = { errors: [], outputs: { ac_monthly: MONTHLY } },
) {
  const server = await startFakeServer(() => [status, body]);
  fake = server;
  return server;
}

describe('choosing a production source', () => {
  it('uses PVWatts whenever an NREL key is configured', async () => {
    const server = await fakePvwatts();
    const estimator = createProductionEstimator({
      nrelApiKey: 'k',
      pvwattsBaseUrl: server.url,
      weatherDir,
    });
    const result = await estimator.estimate({ ...phoenix, arrays: [roof] });
    expect(result).toEqual({
      source: 'pvwatts',
      approximate: false,
      arrays: [{ monthlyKwh: MONTHLY }],
    });
    expect(server.requests).toHaveLength(1);
  });

  it('without a key, runs the local engine on the nearest weather file', async () => {
    const estimator = createProductionEstimator({ weatherDir });
    const result = await estimator.estimate({
      ...phoenix,
      arrays: [roof, { kw: 3, tilt: 25, azimuth: 90 }],
    });
    expect(result.source).toBe('local-weather');
    expect(result.approximate).toBe(false);
    expect(result.weatherFile).toBe('ssc_USA_AZ_Phoenix_TMY2.csv');
    expect(result.arrays).toHaveLength(2);
    const year = result.arrays[0]?.monthlyKwh.reduce((a, b) => a + b, 0) ?? 0;
    expect(Math.abs(year / (1754.18 * 6.4) - 1)).toBeLessThan(0.01);
  });

  it('without a key or a file within 250 km, uses the nearest station of the bundled pack', async () => {
    for (const estimator of [
      createProductionEstimator({ weatherDir }),
      createProductionEstimator({}),
    ]) {
      const result = await estimator.estimate({ ...honolulu, arrays: [roof] });
      expect(result.source).toBe('weather-pack');
      expect(result.approximate).toBe(false);
      expect(result.weatherFile).toBeUndefined();
      expect(result.station).toMatchObject({
        dataset: 'TMY3',
        id: '911820',
        name: 'Honolulu Intl',
      });
      // Downtown Honolulu to the airport station (21.317, -157.933): Δφ = 0.01°, Δλ = 0.075°,
      // haversine 2R·asin(√(sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2))) = 7.85 km.
      expect(result.station?.distanceKm).toBe(7.8);
      const year = result.arrays[0]?.monthlyKwh.reduce((a, b) => a + b, 0) ?? 0;
      expect(year / 6.4).toBeGreaterThan(1300);
      expect(year / 6.4).toBeLessThan(1800);
    }
  });

  it('names the file and its distance when a WEATHER_DIR file is nearest, ahead of the pack', async () => {
    const result = await createProductionEstimator({ weatherDir }).estimate({
      ...phoenix,
      arrays: [roof],
    });
    expect(result.source).toBe('local-weather');
    expect(result.station).toEqual({
      dataset: 'Weather file',
      id: 'ssc_USA_AZ_Phoenix_TMY2.csv',
      name: 'ssc_USA_AZ_Phoenix_TMY2.csv',
      distanceKm: 0.4, // to the file's 33.433333, -112.016667
    });
    // Without the folder the same site takes the pack's Phoenix Sky Harbor station.
    const packed = await createProductionEstimator({}).estimate({ ...phoenix, arrays: [roof] });
    expect(packed.source).toBe('weather-pack');
    expect(packed.station).toMatchObject({ id: '722780', name: 'Phoenix Sky Harbor Intl' });
    const ratio =
      (packed.arrays[0]?.monthlyKwh.reduce((a, b) => a + b, 0) ?? 0) /
      (result.arrays[0]?.monthlyKwh.reduce((a, b) => a + b, 0) ?? 1);
    expect(Math.abs(ratio - 1)).toBeLessThan(0.05); // two typical years of the same city
  });

  it('falls back to clear sky, labelled approximate, only where no station is within 250 km', async () => {
    const midPacific = { latitude: 30, longitude: -140, losses: 14.08 };
    for (const [estimator, site] of [
      [createProductionEstimator({ weatherDir }), midPacific],
      [createProductionEstimator({ weatherPackFile: null }), honolulu],
      [createProductionEstimator({ maxWeatherDistanceKm: 5 }), honolulu],
    ] as const) {
      const result = await estimator.estimate({ ...site, arrays: [roof] });
      expect(result.source).toBe('clear-sky');
      expect(result.approximate).toBe(true);
      expect(result.weatherFile).toBeUndefined();
      expect(result.station).toBeUndefined();
      const year = result.arrays[0]?.monthlyKwh.reduce((a, b) => a + b, 0) ?? 0;
      expect(year / 6.4).toBeGreaterThan(1200);
      expect(year / 6.4).toBeLessThan(2000);
    }
  });

  it('reports a weather pack that cannot be read', async () => {
    const estimator = createProductionEstimator({ weatherPackFile: '/nonexistent/pack.pbwp' });
    await expect(estimator.estimate({ ...honolulu, arrays: [roof] })).rejects.toThrow(/pack\.pbwp/);
  });

  it('reports a PVWatts failure instead of switching source', async () => {
    const server = await fakePvwatts(403, {
      error: { code: 'API_KEY_MISSING', message: 'No api_key was supplied.' },
    });
    const estimator = createProductionEstimator({
      nrelApiKey: 'k',
      pvwattsBaseUrl: server.url,
      weatherDir,
    });
    await expect(estimator.estimate({ ...phoenix, arrays: [roof] })).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    });
  });
});

describe('estimate cache', () => {
  it('never asks PVWatts twice for the same array', async () => {
    const server = await fakePvwatts();
    const estimator = createProductionEstimator({ nrelApiKey: 'k', pvwattsBaseUrl: server.url });
    await estimator.estimate({ ...phoenix, arrays: [roof] });
    const again = await estimator.estimate({ ...phoenix, arrays: [roof] });
    expect(again.arrays[0]?.monthlyKwh).toEqual(MONTHLY);
    expect(server.requests).toHaveLength(1);

    // Same array twice in one request, at a position that rounds to the same key: still one call.
    await estimator.estimate({
      latitude: phoenix.latitude + 0.00001,
      longitude: phoenix.longitude,
      losses: 14.08,
      arrays: [roof, { ...roof }],
    });
    expect(server.requests).toHaveLength(1);

    // A different array is a new call; the known one is not fetched again.
    await estimator.estimate({ ...phoenix, arrays: [roof, { ...roof, tilt: 30 }] });
    expect(server.requests).toHaveLength(2);
    await estimator.estimate({ ...phoenix, losses: 10, arrays: [roof] });
    expect(server.requests).toHaveLength(3);
  });

  it('shares one call between simultaneous identical requests', async () => {
    const server = await fakePvwatts();
    const estimator = createProductionEstimator({ nrelApiKey: 'k', pvwattsBaseUrl: server.url });
    await Promise.all([1, 2, 3].map(() => estimator.estimate({ ...phoenix, arrays: [roof] })));
    expect(server.requests).toHaveLength(1);
  });

  it('does not keep failures: the next request asks again', async () => {
    // The service is rate limited for a second (429, Retry-After: 1, retried with backoff).
    let limited = true;
    fake = await startFakeServer(() =>
      limited
        ? [
            429,
            { error: { code: 'OVER_RATE_LIMIT', message: 'slow down' } },
            { 'retry-after': '1' },
          ]
        : [200, { errors: [], outputs: { ac_monthly: MONTHLY } }],
    );
    const estimator = createProductionEstimator({ nrelApiKey: 'k', pvwattsBaseUrl: fake.url });
    await expect(estimator.estimate({ ...phoenix, arrays: [roof] })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    const failedCalls = fake.requests.length;
    expect(failedCalls).toBeGreaterThanOrEqual(1);
    limited = false;
    await new Promise((r) => setTimeout(r, 1_100)); // its Retry-After
    const ok = await estimator.estimate({ ...phoenix, arrays: [roof] });
    expect(ok.arrays[0]?.monthlyKwh).toEqual(MONTHLY);
    expect(fake.requests).toHaveLength(failedCalls + 1);
  });

  it('returns copies, so a caller cannot change what is cached', async () => {
    const estimator = createProductionEstimator({ weatherDir });
    const first = await estimator.estimate({ ...phoenix, arrays: [roof] });
    first.arrays[0]?.monthlyKwh.fill(0);
    const second = await estimator.estimate({ ...phoenix, arrays: [roof] });
    expect(second.arrays[0]?.monthlyKwh[0]).toBeGreaterThan(0);
  });
});
