import type { ProductionEstimateResponse } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledZips, zipCentroid } from '../../src/integrations/geocoding/zip-centroid-geocoder';
import { DEFAULT_WEATHER_PACK_FILE } from '../../src/integrations/production/weather-pack/weather-pack-file';
import { openWeatherPack } from '../../src/integrations/production/weather-pack/weather-pack-reader';
import { CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 10: a fresh install (no NREL key, no WEATHER_DIR) gives a TMY3-based estimate for any
 * address in the 50 states and Puerto Rico. ZIPs come from the table the geocoder uses
 * (apps/server/geo); their state from the USPS three-digit prefix ranges below.
 */
const PREFIX_RANGES: [number, number, string][] = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

function stateOfZip(zip: string): string | undefined {
  if (zip === '96799') return 'AS'; // American Samoa, inside Hawaii's prefix
  const prefix = Number(zip.slice(0, 3));
  return PREFIX_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
}

const STATES_AND_PR = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
];

// 96898 is Wake Island (GeoNames files it under Hawaii's prefix): a territory 3,700 km from
// Honolulu, not one of the 50 states; it gets the approximate clear-sky estimate.
const WAKE_ISLAND = '96898';
const allZips = bundledZips()
  .filter((zip) => zip !== WAKE_ISLAND)
  .filter((zip) => STATES_AND_PR.includes(stateOfZip(zip) ?? ''));

/** mulberry32: a small seeded generator, so a failing pick can be replayed with its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.WEATHER_ZIP_SEED ?? Date.now() % 1_000_000);

/** 50 random ZIPs, plus one random ZIP of every state and Puerto Rico. */
function pickZips(): string[] {
  const next = random(SEED);
  const pick = (list: string[]) => list[Math.floor(next() * list.length)]!;
  const picked = new Set<string>();
  while (picked.size < 50) picked.add(pick(allZips));
  for (const state of STATES_AND_PR)
    picked.add(pick(allZips.filter((z) => stateOfZip(z) === state)));
  return [...picked];
}

describe('TMY3 weather for every US address, offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // no NREL_API_KEY, no WEATHER_DIR
  });
  afterAll(() => t.close());

  it('the ZIP dataset covers every state and Puerto Rico', () => {
    expect(allZips.length).toBeGreaterThan(40_000);
    const states = new Set(allZips.map(stateOfZip));
    expect([...states].sort()).toEqual([...STATES_AND_PR].sort());
  });

  it(`50 random ZIPs and one in every state and PR get a TMY3 estimate (seed ${SEED})`, async () => {
    const zips = pickZips();
    expect(zips.length).toBeGreaterThanOrEqual(50 + STATES_AND_PR.length - 5);
    for (const zip of zips) {
      const site = zipCentroid(zip)!;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/production/estimate',
        headers: await t.as(CLOSER),
        payload: { ...site, arrays: [{ kw: 1, tilt: 20, azimuth: 180 }] },
      });
      expect(res.statusCode, `${zip}: ${res.body}`).toBe(200);
      const out = res.json<ProductionEstimateResponse>();
      expect(out.approximate, `ZIP ${zip} (${stateOfZip(zip)}), seed ${SEED}`).toBe(false);
      expect(out.source).toBe('weather-pack');
      expect(out.station?.dataset).toBe('TMY3');
      expect(out.station?.distanceKm).toBeLessThanOrEqual(250);
      const year = out.arrays[0]!.monthlyKwh.reduce((a, b) => a + b, 0);
      expect(year, zip).toBeGreaterThan(450); // kWh per kW: the cloudiest Alaskan stations give ~600
      expect(year, zip).toBeLessThan(2100);
    }
  }, 120_000);

  it('every ZIP of the 50 states and PR has a pack station within 250 km', async () => {
    const pack = await openWeatherPack(DEFAULT_WEATHER_PACK_FILE);
    const far = allZips.filter((zip) => {
      const { latitude, longitude } = zipCentroid(zip)!;
      return pack.nearest(latitude, longitude, 250) === null;
    });
    expect(far).toEqual([]);
  });
});
