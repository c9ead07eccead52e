import { CUSTOMER_MESSAGES, type Customer } from '@pb/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema/index';
import { createGoogleGeocoder } from '../../src/integrations/geocoding/google-geocoder';
import { createZipCentroidGeocoder } from '../../src/integrations/geocoding/zip-centroid-geocoder';
import { GOOGLE_MAPS_TEST_KEY, startFakeGoogleGeocoding } from '../helpers/fake-google-geocoding';
import { assignCustomer } from '../helpers/assign-customer';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';
import { newCustomer } from '../helpers/customer-factory';

let google: Awaited<ReturnType<typeof startFakeGoogleGeocoding>>;
let t: TestApp;

beforeAll(async () => {
  google = await startFakeGoogleGeocoding();
  t = await createTestApp({
    env: { GOOGLE_MAPS_API_KEY: GOOGLE_MAPS_TEST_KEY, GOOGLE_MAPS_BASE_URL: google.baseUrl },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const address = { address1: '1 Main St', city: 'Phoenix', state: 'AZ', zip: '85016' };

describe('Google geocoder client', () => {
  it('sends the URL-encoded address and key, and reads results[0].geometry.location', async () => {
    google.locate('1 Main St', 33.45, -112.07);
    const g = createGoogleGeocoder({ apiKey: GOOGLE_MAPS_TEST_KEY, baseUrl: `${google.baseUrl}/` });
    expect(await g.geocode({ ...address, address2: 'Apt 4' })).toEqual({
      latitude: 33.45,
      longitude: -112.07,
    });
    const last = google.server.requests.at(-1)!;
    expect(last.url).toMatch(/^\/maps\/api\/geocode\/json\?/);
    expect(last.url).toContain('address=1+Main+St%2C+Apt+4%2C+Phoenix%2C+AZ+85016');
    expect(last.url).toContain(`key=${GOOGLE_MAPS_TEST_KEY}`);
  });

  it('answers null (unknown, never 0,0) for ZERO_RESULTS', async () => {
    const g = createGoogleGeocoder({ apiKey: GOOGLE_MAPS_TEST_KEY, baseUrl: google.baseUrl });
    expect(await g.geocode({ ...address, address1: 'Nowhere Rd' })).toBeNull();
  });

  it('rejects other statuses, non-200 answers and an OK without a location', async () => {
    google.answer('Quota Ln', 200, { status: 'OVER_QUERY_LIMIT', results: [] });
    google.answer('Broken Ave', 500, { error: 'x' });
    google.answer('Bad Request Blvd', 400, { status: 'INVALID_REQUEST', results: [] });
    google.answer('Empty Ct', 200, { status: 'OK', results: [] });
    const g = createGoogleGeocoder({ apiKey: GOOGLE_MAPS_TEST_KEY, baseUrl: google.baseUrl });
    await expect(g.geocode({ ...address, address1: 'Quota Ln' })).rejects.toThrow(
      /OVER_QUERY_LIMIT/,
    );
    await expect(g.geocode({ ...address, address1: 'Broken Ave' })).rejects.toThrow(/HTTP 500/);
    await expect(g.geocode({ ...address, address1: 'Bad Request Blvd' })).rejects.toThrow(
      /HTTP 400/,
    );
    await expect(g.geocode({ ...address, address1: 'Empty Ct' })).rejects.toThrow(
      /without a location/,
    );
    const wrongKey = createGoogleGeocoder({ apiKey: 'wrong', baseUrl: google.baseUrl });
    await expect(wrongKey.geocode(address)).rejects.toThrow(
      /REQUEST_DENIED: The provided API key is invalid/,
    );
  });
});

describe('ZIP centroid geocoder (embedded default)', () => {
  it('answers the ZIP centroid, null for unknown or malformed ZIPs', async () => {
    const g = createZipCentroidGeocoder();
    expect(await g.geocode({ ...address, zip: '29205' })).toEqual({
      latitude: 33.990015,
      longitude: -80.99663,
    });
    expect(await g.geocode({ ...address, zip: '99999' })).toBeNull();
    // A PO-box ZIP the Census gazetteer lacks comes from GeoNames: Ketchikan, Alaska
    // (55°20′N 131°39′W).
    const ketchikan = await g.geocode({ ...address, zip: '99950-0001' });
    expect(ketchikan!.latitude).toBeCloseTo(55.34, 1);
    expect(ketchikan!.longitude).toBeCloseTo(-131.65, 1);
    expect(await g.geocode({ ...address, zip: 'abc' })).toBeNull();
  });
});

describe('customers with the Google geocoder configured', () => {
  it('geocodes on create', async () => {
    google.locate('77 Sunrise Way', 33.6, -111.9);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: await t.as(ADMIN),
      payload: newCustomer({ address1: '77 Sunrise Way' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ latitude: 33.6, longitude: -111.9 });
  });

  it('geocodes the new address after an address change, and a failed look-up leaves the location unknown for a later read to retry', async () => {
    google.locate('12 First St', 35.1, -80.8);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: await t.as(ADMIN),
        payload: newCustomer({ address1: '12 First St' }),
      })
    ).json<Customer>();
    expect(created.latitude).toBe(35.1);

    google.answer('400 Outage Rd', 200, { status: 'UNKNOWN_ERROR', results: [] });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers: await t.as(ADMIN),
      payload: { id: created.id, version: created.version, address1: '400 Outage Rd' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      latitude: null,
      longitude: null,
      locationSource: 'unknown',
    });

    google.locate('400 Outage Rd', 34.2, -81.3);
    await assignCustomer(t, created.id, CLOSER);
    const read = await t.app.inject({
      url: `/api/customers/${created.id}`,
      headers: await t.as(CLOSER),
    });
    expect(read.json()).toMatchObject({
      latitude: 34.2,
      longitude: -81.3,
      version: created.version + 1,
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, created.id));
    expect([row!.latitude, row!.longitude]).toEqual([34.2, -81.3]);
    expect(google.addressesAsked().filter((a) => a.includes('400 Outage Rd'))).toHaveLength(2);
  });

  it('does not call the geocoder when a customer already has coordinates or only the phone changes', async () => {
    google.locate('5 Quiet Ct', 30.1, -97.7);
    const c = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: await t.as(ADMIN),
        payload: newCustomer({ address1: '5 Quiet Ct' }),
      })
    ).json<Customer>();
    const asked = google.server.requests.length;
    await t.app.inject({ url: `/api/customers/${c.id}`, headers: await t.as(ADMIN) });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers: await t.as(ADMIN),
      payload: { id: c.id, version: 0, phone: '(602) 555-0100' },
    });
    expect(google.server.requests.length).toBe(asked);
  });
});

describe('placing the home by hand (issue 33, decision 0055)', () => {
  const patch = async (payload: object, email = ADMIN) =>
    t.app.inject({ method: 'PATCH', url: '/api/customers', headers: await t.as(email), payload });

  it('creates at the coordinates sent without asking the geocoder, and keeps them', async () => {
    const asked = google.server.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: await t.as(ADMIN),
      payload: newCustomer({ address1: '9 Placed Pl', latitude: 33.51, longitude: -112.03 }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      latitude: 33.51,
      longitude: -112.03,
      locationSource: 'placed',
    });
    expect(google.server.requests.length).toBe(asked);
    const read = await t.app.inject({
      url: `/api/customers/${res.json<Customer>().id}`,
      headers: await t.as(ADMIN),
    });
    expect(read.json()).toMatchObject({ latitude: 33.51, longitude: -112.03 });
  });

  it('keeps a placed home when the address changes, and geocodes an unplaced one', async () => {
    google.locate('1 Old Rd', 33.1, -111.1);
    google.locate('2 New Rd', 33.2, -111.2);
    const create = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/customers',
          headers: await t.as(ADMIN),
          payload: newCustomer({ address1: '1 Old Rd' }),
        })
      ).json<Customer>();
    const placed = await create();
    const afterPlacing = await patch({
      id: placed.id,
      version: placed.version,
      latitude: 33.3,
      longitude: -111.3,
    });
    expect(afterPlacing.json()).toMatchObject({ latitude: 33.3, locationSource: 'placed' });
    const moved = await patch({ id: placed.id, version: placed.version + 1, address1: '2 New Rd' });
    expect(moved.json()).toMatchObject({
      address1: '2 New Rd',
      latitude: 33.3,
      longitude: -111.3,
      locationSource: 'placed',
    });

    const looked = await create();
    expect(looked).toMatchObject({ latitude: 33.1, locationSource: 'address' });
    const relooked = await patch({ id: looked.id, version: looked.version, address1: '2 New Rd' });
    expect(relooked.json()).toMatchObject({
      latitude: 33.2,
      longitude: -111.2,
      locationSource: 'address',
    });
  });

  it('refuses one coordinate alone, 0,0 and out-of-range values, changing nothing', async () => {
    google.locate('3 Firm St', 33.4, -111.4);
    const c = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: await t.as(ADMIN),
        payload: newCustomer({ address1: '3 Firm St' }),
      })
    ).json<Customer>();
    const cases: [object, string][] = [
      [{ latitude: 40 }, CUSTOMER_MESSAGES.coordinatesBothOrNeither],
      [{ latitude: 0, longitude: 0 }, CUSTOMER_MESSAGES.coordinatesNotZero],
      [{ latitude: 91, longitude: -111 }, 'Enter a latitude between -90 and 90.'],
      [{ latitude: 33, longitude: -181 }, 'Enter a longitude between -180 and 180.'],
    ];
    for (const [coordinates, message] of cases) {
      const res = await patch({ id: c.id, version: c.version, ...coordinates });
      expect(res.statusCode, JSON.stringify(coordinates)).toBe(400);
      expect(res.body).toContain(message);
    }
    const read = await t.app.inject({ url: `/api/customers/${c.id}`, headers: await t.as(ADMIN) });
    expect(read.json()).toMatchObject({
      latitude: 33.4,
      longitude: -111.4,
      locationSource: 'address',
      version: c.version,
    });
  });

  it('is refused to a user without PB_MANAGE_CUSTOMERS', async () => {
    google.locate('4 Rep Rd', 33.5, -111.5);
    const c = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: await t.as(ADMIN),
        payload: newCustomer({ address1: '4 Rep Rd' }),
      })
    ).json<Customer>();
    await assignCustomer(t, c.id, CLOSER);
    const res = await patch({ id: c.id, version: c.version, latitude: 1, longitude: 1 }, CLOSER);
    expect(res.statusCode).toBe(403);
  });
});
