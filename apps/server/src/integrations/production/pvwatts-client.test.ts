import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { startFakeServer, type FakeServer } from '../../../test/helpers/fake-server';
import { createPvwattsClient } from './pvwatts-client';

const MONTHLY = [
  410.5, 452.1, 580.3, 640.8, 690.2, 650.4, 640.1, 620.9, 570.3, 530.7, 430.2, 390.6,
];
const site = { latitude: 33.45, longitude: -112.07, losses: 14.08 };

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function failing(status: number, body: unknown): Promise<AppError> {
  fake = await startFakeServer(() => [status, body]);
  const client = createPvwattsClient({ apiKey: 'secret-key', baseUrl: fake.url });
  const err = await client
    .estimate({ ...site, arrays: [{ kw: 6, tilt: 20, azimuth: 180 }] })
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).message).not.toContain('secret-key');
  return err as AppError;
}

describe('PVWatts v8 client', () => {
  it('asks for premium modules on a roof with the request losses, one call per array', async () => {
    fake = await startFakeServer(({ url }) => [
      200,
      {
        inputs: {},
        errors: [],
        warnings: [],
        outputs: {
          ac_monthly: MONTHLY.map((v) => v * Number(url.searchParams.get('system_capacity'))),
          ac_annual: 0,
        },
      },
    ]);
    const client = createPvwattsClient({ apiKey: 'secret-key', baseUrl: `${fake.url}/` });
    const result = await client.estimate({
      ...site,
      arrays: [
        { kw: 6, tilt: 20, azimuth: 180 },
        { kw: 3.2, tilt: 35, azimuth: 90 },
      ],
    });
    expect(result.source).toBe('pvwatts');
    expect(result.approximate).toBe(false);
    expect(result.arrays).toHaveLength(2);
    expect(result.arrays[0]?.monthlyKwh).toEqual(MONTHLY.map((v) => v * 6));
    expect(result.arrays[1]?.monthlyKwh[0]).toBeCloseTo(410.5 * 3.2, 9);
    expect(fake.requests).toHaveLength(2);
    const first = new URL(fake.requests[0]?.url ?? '', 'http://fake');
    const second = new URL(fake.requests[1]?.url ?? '', 'http://fake');
    const sorted = [first, second].sort(
      (a, b) =>
        Number(b.searchParams.get('system_capacity')) -
        Number(a.searchParams.get('system_capacity')),
    );
    const q = sorted[0]!.searchParams;
    expect(sorted[0]!.pathname).toBe('/api/pvwatts/v8.json');
    // The key travels in the X-Api-Key header, never in the URL (proxies log URLs).
    expect(q.has('api_key')).toBe(false);
    expect(fake.requests.every((r) => r.headers['x-api-key'] === 'secret-key')).toBe(true);
    expect(Object.fromEntries(q)).toMatchObject({
      system_capacity: '6',
      module_type: '1',
      array_type: '1',
      losses: '14.08',
      tilt: '20',
      azimuth: '180',
      lat: '33.45',
      lon: '-112.07',
      dc_ac_ratio: '1.2',
      inv_eff: '96',
      gcr: '0.4',
    });
    expect(sorted[1]!.searchParams.get('azimuth')).toBe('90');
  });

  it('passes each array’s module type, array type, DC/AC ratio, inverter efficiency and gcr', async () => {
    fake = await startFakeServer(() => [
      200,
      { errors: [], outputs: { ac_monthly: MONTHLY, ac_annual: 0 } },
    ]);
    const client = createPvwattsClient({ apiKey: 'secret-key', baseUrl: fake.url });
    await client.estimate({
      ...site,
      arrays: [
        {
          kw: 250,
          tilt: 0,
          azimuth: 180,
          moduleType: 2,
          arrayType: 3,
          dcAcRatio: 1.35,
          invEff: 98.5,
          gcr: 0.33,
        },
      ],
    });
    const q = new URL(fake.requests[0]?.url ?? '', 'http://fake').searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      system_capacity: '250',
      module_type: '2',
      array_type: '3',
      dc_ac_ratio: '1.35',
      inv_eff: '98.5',
      gcr: '0.33',
    });
  });

  it('422: reports PVWatts’ own messages as UNPROCESSABLE', async () => {
    const err = await failing(422, {
      errors: ['tilt must be between 0 and 90', 'lat is required'],
      outputs: {},
    });
    expect(err.code).toBe('UNPROCESSABLE');
    expect(err.message).toBe(
      'PVWatts rejected the request: tilt must be between 0 and 90; lat is required',
    );
  });

  it('200 with errors: treated as a rejected request too', async () => {
    const err = await failing(200, { errors: ['No weather data near this location'] });
    expect(err.code).toBe('UNPROCESSABLE');
    expect(err.message).toContain('No weather data near this location');
  });

  it('403: a missing or invalid key points at NREL_API_KEY', async () => {
    const err = await failing(403, {
      error: { code: 'API_KEY_INVALID', message: 'An invalid api_key was supplied.' },
    });
    expect(err.code).toBe('UPSTREAM_FAILED');
    expect(err.message).toBe('PVWatts refused the API key (API_KEY_INVALID): check NREL_API_KEY');
  });

  it('429: rate limit becomes RATE_LIMITED', async () => {
    const err = await failing(429, {
      error: { code: 'OVER_RATE_LIMIT', message: 'You have exceeded your rate limit.' },
    });
    expect(err.code).toBe('RATE_LIMITED');
    expect(err.message).toContain('OVER_RATE_LIMIT');
  });

  it('other statuses, malformed replies and no reply are upstream failures', async () => {
    expect((await failing(500, { error: 'boom' })).code).toBe('UPSTREAM_FAILED');
    await fake?.close();
    const short = await failing(200, { errors: [], outputs: { ac_monthly: [1, 2, 3] } });
    expect(short.message).toContain('12 monthly');
    await fake?.close();
    fake = undefined;
    const closed = await startFakeServer(() => [200, {}]);
    await closed.close();
    const client = createPvwattsClient({
      apiKey: 'secret-key',
      baseUrl: closed.url,
      timeoutMs: 2000,
    });
    const err = await client
      .estimate({ ...site, arrays: [{ kw: 1, tilt: 0, azimuth: 180 }] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('UPSTREAM_FAILED');
    expect((err as AppError).message).toMatch(/^PVWatts could not be reached/);
  });

  it('429 with Retry-After: 3600 — one request, then none until the hour has passed', async () => {
    fake = await startFakeServer(() => [
      429,
      { error: { code: 'OVER_RATE_LIMIT', message: 'You have exceeded your rate limit.' } },
      { 'retry-after': '3600', 'x-ratelimit-remaining': '0' },
    ]);
    const client = createPvwattsClient({ apiKey: 'secret-key', baseUrl: fake.url });
    const ask = () =>
      client.estimate({ ...site, arrays: [{ kw: 6, tilt: 20, azimuth: 180 }] }).catch((e) => e);
    const first = (await ask()) as AppError;
    expect(first.code).toBe('RATE_LIMITED');
    expect(first.message).toMatch(/OVER_RATE_LIMIT.*try again after \d\d:\d\d UTC/);
    expect(fake.requests).toHaveLength(1); // not retried: the wait is an hour
    for (let i = 0; i < 3; i++) expect(((await ask()) as AppError).code).toBe('RATE_LIMITED');
    expect(fake.requests).toHaveLength(1); // nothing sent while the limit holds
  });

  it('an answer with X-RateLimit-Remaining: 0 is used, and the next call waits for the window', async () => {
    fake = await startFakeServer(() => [
      200,
      { errors: [], outputs: { ac_monthly: MONTHLY } },
      { 'x-ratelimit-remaining': '0' },
    ]);
    const client = createPvwattsClient({ apiKey: 'secret-key', baseUrl: fake.url });
    const arrays = [{ kw: 1, tilt: 20, azimuth: 180 }];
    expect((await client.estimate({ ...site, arrays })).arrays[0]!.monthlyKwh).toEqual(MONTHLY);
    await expect(client.estimate({ ...site, arrays })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("keeps PVWatts' station (station_info) as the estimate's station", async () => {
    fake = await startFakeServer(() => [
      200,
      {
        errors: [],
        outputs: { ac_monthly: MONTHLY },
        station_info: {
          lat: 33.45,
          lon: -112.06,
          location: '1099516',
          city: 'Phoenix',
          state: 'Arizona',
          distance: 2134,
          weather_data_source: 'NSRDB PSM V3 GOES tmy-2020',
        },
      },
    ]);
    const client = createPvwattsClient({ apiKey: 'secret-key', baseUrl: fake.url });
    const result = await client.estimate({ ...site, arrays: [{ kw: 1, tilt: 20, azimuth: 180 }] });
    expect(result.station).toEqual({
      dataset: 'NREL PVWatts, NSRDB PSM V3 GOES tmy-2020 station',
      id: '1099516',
      name: 'Phoenix, Arizona',
      distanceKm: 2.1,
    });
  });
});
