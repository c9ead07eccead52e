import { startFakeServer } from './fake-server';

export const NREL_TEST_KEY = 'nrel-test-key';

/**
 * PVWatts v8 stand-in: ac_monthly is flat, 125 kWh per kW a month facing south, 80 % of that
 * facing east or west (azimuth 60–120, 240–300), 60 % otherwise. `fail(status, body)` makes the
 * answers fail until `recover()`; `failNext(n)` answers 503 n times.
 */
export async function startFakePvwatts() {
  let failure: [number, unknown] | null = null;
  let failuresLeft = 0;
  const server = await startFakeServer(({ url, headers }) => {
    if (url.pathname !== '/api/pvwatts/v8.json') return [404, {}];
    // NREL's gateway takes the key as X-Api-Key (or api_key in the query, which we never send).
    if (headers['x-api-key'] !== NREL_TEST_KEY) {
      return [
        403,
        { error: { code: 'API_KEY_INVALID', message: 'An invalid api_key was supplied.' } },
      ];
    }
    if (failure) return failure;
    if (failuresLeft > 0) {
      failuresLeft--;
      return [503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again.' } }];
    }
    const kw = Number(url.searchParams.get('system_capacity'));
    const azimuth = Number(url.searchParams.get('azimuth'));
    const isSideways = (azimuth >= 60 && azimuth <= 120) || (azimuth >= 240 && azimuth <= 300);
    const factor = azimuth === 180 ? 1 : isSideways ? 0.8 : 0.6;
    const month = kw * 125 * factor;
    return [
      200,
      {
        errors: [],
        warnings: [],
        outputs: { ac_monthly: new Array(12).fill(month), ac_annual: month * 12 },
      },
    ];
  });
  return {
    baseUrl: server.url,
    server,
    params: () => server.requests.map((r) => new URL(r.url, 'http://fake').searchParams),
    fail: (status: number, body: unknown) => {
      failure = [status, body];
    },
    recover: () => {
      failure = null;
    },
    /** Answers 503 to the next `count` requests, then works again. */
    failNext: (count: number) => {
      failuresLeft = count;
    },
    close: () => server.close(),
  };
}
