import type { ProductionEstimateResponse } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSER, REP, createTestApp, type TestApp } from '../helpers/test-app';
import { NREL_TEST_KEY, startFakePvwatts } from '../helpers/fake-pvwatts';

let pvwatts: Awaited<ReturnType<typeof startFakePvwatts>>;
let t: TestApp;
beforeAll(async () => {
  pvwatts = await startFakePvwatts();
  t = await createTestApp({
    env: { NREL_API_KEY: NREL_TEST_KEY, PVWATTS_BASE_URL: pvwatts.baseUrl },
  });
});
afterAll(async () => {
  await t.close();
  await pvwatts.close();
});

const body = {
  latitude: 33.51,
  longitude: -112.03,
  arrays: [
    { kw: 4, tilt: 20, azimuth: 180 },
    { kw: 2, tilt: 20, azimuth: 270 },
  ],
  losses: 14,
};

describe('POST /api/production/estimate', () => {
  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/production/estimate', payload: body }))
        .statusCode,
    ).toBe(401);
  });

  it('answers monthly kWh per array in request order for any signed-in user', async () => {
    for (const who of [CLOSER, REP]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/production/estimate',
        headers: await t.as(who),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      const out = res.json<ProductionEstimateResponse>();
      expect(out.source).toBe('pvwatts');
      expect(out.approximate).toBe(false);
      expect(out.arrays.map((a) => a.monthlyKwh[0])).toEqual([500, 200]); // 4 × 125; 2 × 125 × 0.8
    }
    expect(pvwatts.server.requests).toHaveLength(2); // the second caller was served from the cache
  });

  it('passes module type, array type, DC/AC ratio, inverter efficiency and gcr to PVWatts', async () => {
    const before = pvwatts.server.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/production/estimate',
      headers: await t.as(CLOSER),
      payload: {
        ...body,
        arrays: [
          { kw: 4, tilt: 20, azimuth: 180 },
          {
            kw: 4,
            tilt: 0,
            azimuth: 180,
            moduleType: 0,
            arrayType: 2,
            dcAcRatio: 1.3,
            invEff: 97.5,
            gcr: 0.35,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The first array equals one already asked for (same defaults): only the tracker is new.
    const asked = pvwatts.params().slice(before);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!)).toMatchObject({
      module_type: '0',
      array_type: '2',
      dc_ac_ratio: '1.3',
      inv_eff: '97.5',
      gcr: '0.35',
    });
  });

  it('rejects PVWatts options out of range with 400 and asks PVWatts nothing', async () => {
    const before = pvwatts.server.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/production/estimate',
      headers: await t.as(CLOSER),
      payload: {
        ...body,
        arrays: [
          {
            kw: 4,
            tilt: 20,
            azimuth: 180,
            moduleType: 3,
            arrayType: 5,
            invEff: 80,
            gcr: 1,
            dcAcRatio: 0,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.arrays.0.moduleType',
        'body.arrays.0.arrayType',
        'body.arrays.0.invEff',
        'body.arrays.0.gcr',
        'body.arrays.0.dcAcRatio',
      ]),
    );
    expect(pvwatts.server.requests).toHaveLength(before);
  });

  it('validates the body (PVWatts ranges) with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/production/estimate',
      headers: await t.as(CLOSER),
      payload: { latitude: 95, longitude: 0, arrays: [{ kw: 0.01, tilt: 20, azimuth: 360.5 }] },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.latitude', 'body.arrays.0.kw', 'body.arrays.0.azimuth']),
    );
    expect(res.json().issues).toContainEqual({
      path: 'body.arrays.0.azimuth',
      message: 'Enter a number between 0 and 360.',
    });
  });

  it('takes azimuth 360 (north, like 0) and asks PVWatts for 0 (issue 33)', async () => {
    const before = pvwatts.params().length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/production/estimate',
      headers: await t.as(CLOSER),
      payload: { ...body, arrays: [{ kw: 3, tilt: 25, azimuth: 360 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const asked = pvwatts.params().slice(before);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!)).toMatchObject({ azimuth: '0' });
  });
});

describe('POST /api/production/estimate without an NREL key or WEATHER_DIR', () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await createTestApp();
  });
  afterAll(() => offline.close());

  const estimate = async (app: TestApp, site: { latitude: number; longitude: number }) => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/production/estimate',
      headers: await app.as(CLOSER),
      payload: { ...body, ...site },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductionEstimateResponse>();
  };

  it('uses the bundled TMY3 station, and says which and how far', async () => {
    const out = await estimate(offline, { latitude: 21.3, longitude: -157.85 });
    expect(out).toMatchObject({
      source: 'weather-pack',
      approximate: false,
      station: { dataset: 'TMY3', id: '911820', name: 'Honolulu Intl' },
    });
    expect(out.station?.distanceKm).toBeGreaterThan(8);
    expect(out.station?.distanceKm).toBeLessThan(10);
    expect(out.arrays).toHaveLength(2);
  });

  it('labels the clear-sky fallback as approximate where no station is within 250 km', async () => {
    const atSea = await estimate(offline, { latitude: 30, longitude: -140 });
    expect(atSea).toMatchObject({ source: 'clear-sky', approximate: true });
    expect(atSea.station).toBeUndefined();
    expect(atSea.arrays).toHaveLength(2);

    const noPack = await createTestApp({ env: { WEATHER_PACK: 'off' } });
    try {
      const out = await estimate(noPack, { latitude: 21.3, longitude: -157.85 });
      expect(out).toMatchObject({ source: 'clear-sky', approximate: true });
    } finally {
      await noPack.close();
    }
  });
});
