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

  it('validates the body (PVWatts ranges) with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/production/estimate',
      headers: await t.as(CLOSER),
      payload: { latitude: 95, longitude: 0, arrays: [{ kw: 0.01, tilt: 20, azimuth: 360 }] },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.latitude', 'body.arrays.0.kw', 'body.arrays.0.azimuth']),
    );
  });

  it('labels the clear-sky fallback as approximate when no key and no weather file apply', async () => {
    const offline = await createTestApp();
    try {
      const res = await offline.app.inject({
        method: 'POST',
        url: '/api/production/estimate',
        headers: await offline.as(CLOSER),
        payload: { ...body, latitude: 21.3, longitude: -157.85 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ source: 'clear-sky', approximate: true });
      expect(res.json().arrays).toHaveLength(2);
    } finally {
      await offline.close();
    }
  });
});
