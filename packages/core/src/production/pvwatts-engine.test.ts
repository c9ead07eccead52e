/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWeatherFile } from './parse-weather-file';
import { estimateMonthlyAcKwh } from './pvwatts-engine';
import type { WeatherData } from './weather-data';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const weatherDir = path.resolve(repoRoot, '../shared/weather');
const cache = new Map<string, WeatherData>();
function load(file: string): WeatherData {
  let w = cache.get(file);
  if (!w) {
    w = parseWeatherFile(readFileSync(path.join(weatherDir, file), 'utf8'), file);
    cache.set(file, w);
  }
  return w;
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** PVWatts v8 figures from shared/weather/README.md (kWh per kW DC; module 1, array 1). */
const CALIBRATION = [
  {
    file: 'ssc_USA_AZ_Phoenix_TMY2.csv',
    tilt: 20,
    azimuth: 180,
    monthly: [
      109.5, 121.23, 149.65, 170.78, 181.98, 170.08, 169.67, 165.36, 152.06, 145.05, 114.73, 104.09,
    ],
    year: 1754.18,
  },
  {
    file: 'pvlib_723170TYA.CSV',
    tilt: 30,
    azimuth: 135,
    monthly: [
      80.25, 86.67, 115.54, 127.99, 129.8, 132.73, 132.1, 129.5, 107.63, 100.87, 74.64, 79.48,
    ],
    year: 1297.21,
  },
  {
    file: 'pvlib_12839.tm2',
    tilt: 10,
    azimuth: 270,
    monthly: [
      82.2, 94.63, 122.31, 139.79, 137.9, 125.58, 135.55, 130.45, 107.16, 100.13, 79.91, 79.33,
    ],
    year: 1334.93,
  },
];

describe('local PVWatts v8 engine against PVWatts v8', () => {
  it.each(CALIBRATION)(
    '$file tilt $tilt azimuth $azimuth: year within 1 %, months within 3 %',
    (row) => {
      const monthly = estimateMonthlyAcKwh(load(row.file), {
        kwDc: 1,
        tilt: row.tilt,
        azimuth: row.azimuth,
        lossesPct: 14.08,
      });
      expect(monthly).toHaveLength(12);
      expect(Math.abs(sum(monthly) / row.year - 1)).toBeLessThan(0.01);
      monthly.forEach((kwh, m) =>
        expect(Math.abs(kwh / (row.monthly[m] ?? NaN) - 1)).toBeLessThan(0.03),
      );
    },
  );

  it('matches the SSC unit-test figure: Phoenix TMY2, 4 kW, 20°/180°, roof mount, 7014.26 kWh ±1 %', () => {
    const annual = sum(
      estimateMonthlyAcKwh(load('ssc_USA_AZ_Phoenix_TMY2.csv'), {
        kwDc: 4,
        tilt: 20,
        azimuth: 180,
        lossesPct: 14.08,
        moduleType: 0,
      }),
    );
    expect(Math.abs(annual / 7014.26 - 1)).toBeLessThan(0.01);
  });

  it('never gives a negative month, even for a vertical north face in Alaska', () => {
    const monthly = estimateMonthlyAcKwh(load('pvlib_703165TY.csv'), {
      kwDc: 5,
      tilt: 90,
      azimuth: 0,
      lossesPct: 14.08,
    });
    monthly.forEach((kwh) => expect(kwh).toBeGreaterThanOrEqual(0));
  });
});

describe('engine properties', () => {
  const phoenix = () => load('ssc_USA_AZ_Phoenix_TMY2.csv');

  it('scales in proportion to kW at a fixed DC/AC ratio', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.double({ min: 1.1, max: 4, noNaN: true }),
        fc.integer({ min: 0, max: 60 }),
        (kw, factor, tilt) => {
          const opts = { tilt, azimuth: 180, lossesPct: 14.08 };
          const base = sum(estimateMonthlyAcKwh(phoenix(), { ...opts, kwDc: kw }));
          const scaled = sum(estimateMonthlyAcKwh(phoenix(), { ...opts, kwDc: kw * factor }));
          expect(scaled / base).toBeCloseTo(factor, 9);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('without clipping, more kW on the same inverter gives more energy', () => {
    const opts = { tilt: 20, azimuth: 180, lossesPct: 14.08, dcAcRatio: 0.8 };
    const small = sum(estimateMonthlyAcKwh(phoenix(), { ...opts, kwDc: 4 }));
    const large = sum(estimateMonthlyAcKwh(phoenix(), { ...opts, kwDc: 5, dcAcRatio: 1 }));
    expect(large / small).toBeGreaterThan(1.2);
    expect(large / small).toBeLessThan(1.3);
  });

  it('facing south (180°) beats facing north (0°) in the northern hemisphere', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'ssc_USA_AZ_Phoenix_TMY2.csv',
          'pvlib_723170TYA.CSV',
          'ssc_fargo_nd_46.9_-96.8_mts1_60_tmy.csv',
        ),
        fc.integer({ min: 5, max: 60 }),
        (file, tilt) => {
          const opts = { kwDc: 1, tilt, lossesPct: 14.08 };
          const south = sum(estimateMonthlyAcKwh(load(file), { ...opts, azimuth: 180 }));
          const north = sum(estimateMonthlyAcKwh(load(file), { ...opts, azimuth: 0 }));
          expect(south).toBeGreaterThan(north);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('rejects inputs PVWatts would reject', () => {
    const ok = { kwDc: 1, tilt: 20, azimuth: 180, lossesPct: 14.08 };
    expect(() => estimateMonthlyAcKwh(phoenix(), { ...ok, kwDc: 0 })).toThrow(RangeError);
    expect(() => estimateMonthlyAcKwh(phoenix(), { ...ok, tilt: 95 })).toThrow(/tilt/);
    expect(() => estimateMonthlyAcKwh(phoenix(), { ...ok, lossesPct: NaN })).toThrow(/lossesPct/);
    expect(() => estimateMonthlyAcKwh(phoenix(), { ...ok, invEff: 80 })).toThrow(/invEff/);
  });

  it('higher losses give less energy', () => {
    const at = (lossesPct: number) =>
      sum(estimateMonthlyAcKwh(phoenix(), { kwDc: 1, tilt: 20, azimuth: 180, lossesPct }));
    expect(at(20)).toBeLessThan(at(14.08));
    expect(at(14.08)).toBeLessThan(at(5));
  });
});
