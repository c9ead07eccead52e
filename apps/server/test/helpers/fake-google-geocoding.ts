import { startFakeServer } from './fake-server';

export const GOOGLE_MAPS_TEST_KEY = 'maps-test-key';

type Answer = [number, unknown];

/**
 * Google Geocoding stand-in: GET /maps/api/geocode/json. Addresses containing a registered text
 * get its answer; a wrong key gets REQUEST_DENIED; anything else ZERO_RESULTS.
 */
export async function startFakeGoogleGeocoding() {
  const answers: { contains: string; answer: Answer }[] = [];
  const server = await startFakeServer(({ url }) => {
    if (url.pathname !== '/maps/api/geocode/json') return [404, {}];
    if (url.searchParams.get('key') !== GOOGLE_MAPS_TEST_KEY) {
      return [
        200,
        {
          status: 'REQUEST_DENIED',
          results: [],
          error_message: 'The provided API key is invalid.',
        },
      ];
    }
    const address = url.searchParams.get('address') ?? '';
    const hit = answers.find((a) => address.includes(a.contains));
    return hit ? hit.answer : [200, { status: 'ZERO_RESULTS', results: [] }];
  });
  const ok = (lat: number, lng: number): Answer => [
    200,
    {
      status: 'OK',
      results: [
        { geometry: { location: { lat, lng }, location_type: 'ROOFTOP' }, formatted_address: 'x' },
      ],
    },
  ];
  return {
    baseUrl: server.url,
    server,
    /** Answers addresses containing `contains` with a location. */
    locate: (contains: string, lat: number, lng: number) =>
      answers.unshift({ contains, answer: ok(lat, lng) }),
    /** Answers addresses containing `contains` with any reply. */
    answer: (contains: string, status: number, body: unknown) =>
      answers.unshift({ contains, answer: [status, body] }),
    addressesAsked: () =>
      server.requests.map((r) => new URL(r.url, 'http://fake').searchParams.get('address') ?? ''),
    close: () => server.close(),
  };
}
