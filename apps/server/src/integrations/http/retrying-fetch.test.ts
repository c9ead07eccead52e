import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJsonClient } from './json-client';
import { createRetryingFetch } from './retrying-fetch';
import { createHttpLeadsService } from '../leads/http-leads-service';
import { createPvwattsClient } from '../production/pvwatts-client';
import { startFakePvwatts, NREL_TEST_KEY } from '../../../test/helpers/fake-pvwatts';
import { startFakeServer, type FakeServer } from '../../../test/helpers/fake-server';

/** A service that answers `failures` 503s (or the given status) before it answers 200. */
let failuresLeft = 0;
let failureStatus = 503;
let service: FakeServer;

beforeAll(async () => {
  service = await startFakeServer(({ method, url }) => {
    if (failuresLeft > 0) {
      failuresLeft--;
      return [failureStatus, { message: 'busy' }];
    }
    if (url.pathname === '/leads/L-1') return [200, { redline: 2.5, leadSetterId: 'S-9' }];
    return [method === 'POST' ? 201 : 200, { id: 'X-1' }];
  });
});
afterAll(() => service.close());
afterEach(() => {
  service.requests.length = 0;
  failuresLeft = 0;
  failureStatus = 503;
});

const fast = { timeoutMs: 5_000, minBackoffMs: 5, maxBackoffMs: 20 };

describe('createRetryingFetch', () => {
  it('tries a GET again after two 503s and gives the one good answer', async () => {
    failuresLeft = 2;
    const res = await createRetryingFetch(fast)(`${service.url}/things`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'X-1' });
    expect(service.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('tries a 429 again, and a PUT (idempotent) too', async () => {
    failuresLeft = 1;
    failureStatus = 429;
    const res = await createRetryingFetch(fast)(`${service.url}/things/1`, { method: 'PUT' });
    expect(res.status).toBe(200);
    expect(service.requests).toHaveLength(2);
  });

  it('sends a failing POST once and returns its answer', async () => {
    failuresLeft = 2;
    const res = await createRetryingFetch(fast)(`${service.url}/things`, {
      method: 'POST',
      body: '{}',
    });
    expect(res.status).toBe(503);
    expect(service.requests).toHaveLength(1);
  });

  it('does not try a 4xx again', async () => {
    failuresLeft = 2;
    failureStatus = 404;
    const res = await createRetryingFetch(fast)(`${service.url}/things`);
    expect(res.status).toBe(404);
    expect(service.requests).toHaveLength(1);
  });

  it('returns the last 503 when the retries run out (2 retries = 3 attempts)', async () => {
    failuresLeft = 5;
    const res = await createRetryingFetch({ ...fast, retries: 2 })(`${service.url}/things`);
    expect(res.status).toBe(503);
    expect(service.requests).toHaveLength(3);
  });

  it('tries a network error again', async () => {
    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      calls++;
      if (calls === 1) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    const res = await createRetryingFetch(fast, flaky)(`${service.url}/things`);
    expect(res.status).toBe(200);
    expect(calls).toBe(2);
  });

  it('does not start another attempt once the time limit has passed', async () => {
    const slow = await startFakeServer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return [200, {}];
    });
    try {
      await expect(createRetryingFetch({ ...fast, timeoutMs: 100 })(slow.url)).rejects.toThrow(
        /timeout|aborted/i,
      );
      expect(slow.requests).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });
});

describe('clients on the shared rule', () => {
  it('JSON client: a GET after two 503s succeeds; a keyed POST is tried again with its key', async () => {
    const client = createJsonClient({ baseUrl: service.url, retries: 3, backoffMs: 5 });
    failuresLeft = 2;
    expect(await client.request('GET', '/AreaGroups')).toEqual({ id: 'X-1' });
    expect(service.requests).toHaveLength(3);

    service.requests.length = 0;
    failuresLeft = 1;
    expect(
      await client.request('POST', '/Opportunities', { body: {}, idempotencyKey: 'k' }),
    ).toEqual({ id: 'X-1' });
    expect(service.requests.map((r) => r.headers['idempotency-key'])).toEqual(['k', 'k']);
  });

  it('JSON client: a POST without an idempotency key is sent once', async () => {
    const client = createJsonClient({ baseUrl: service.url, retries: 3, backoffMs: 5 });
    failuresLeft = 1;
    await expect(client.request('POST', '/notes', { body: {} })).rejects.toThrow(/HTTP 503/);
    expect(service.requests).toHaveLength(1);
  });

  it('leads: a lead read after two 503s', async () => {
    failuresLeft = 2;
    const leads = createHttpLeadsService({ baseUrl: service.url });
    expect(await leads.getLead('L-1')).toEqual({
      redline: 2.5,
      leadSetterId: 'S-9',
      currentAppointment: null,
    });
    expect(service.requests).toHaveLength(3);
  });

  it('PVWatts: one estimate after two 503s', async () => {
    const pvwatts = await startFakePvwatts();
    try {
      pvwatts.failNext(2);
      const client = createPvwattsClient({ apiKey: NREL_TEST_KEY, baseUrl: pvwatts.baseUrl });
      const estimate = await client.estimate({
        latitude: 33.45,
        longitude: -112.07,
        losses: 14,
        arrays: [{ kw: 4, tilt: 20, azimuth: 180 }],
      });
      // The fake's south-facing figure: 125 kWh per kW a month → 4 kW × 125 = 500.
      expect(estimate.arrays[0]?.monthlyKwh).toEqual(new Array(12).fill(500));
      expect(pvwatts.server.requests).toHaveLength(3);
    } finally {
      await pvwatts.close();
    }
  });
});
