/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWeatherFile } from './parse-weather-file';
import { estimateHourlyAcKwh, estimateMonthlyAcKwh, type PvwattsArrayType } from './pvwatts-engine';
import reference from './pvwatts-v8-reference.json';
import type { PvwattsModuleType } from './cec-module';
import type { WeatherData } from './weather-data';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const weatherDir = path.resolve(repoRoot, 'packages/core/test-fixtures/weather');
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

/** PVWatts v8 figures from the shared weather README (kWh per kW DC; module 1, array 1). */
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

type ReferenceCase = (typeof reference.cases)[number];

/** Relative errors of the engine against one SSC reference case: annual and worst month. */
function errors(c: ReferenceCase): { annual: number; month: number } {
  const monthly = estimateMonthlyAcKwh(load(c.file), {
    kwDc: c.kw,
    tilt: c.tilt,
    azimuth: c.azimuth,
    lossesPct: c.losses,
    dcAcRatio: c.dcAcRatio,
    invEff: c.invEff,
    moduleType: c.moduleType as PvwattsModuleType,
    arrayType: c.arrayType as PvwattsArrayType,
    gcr: c.gcr,
  });
  const month = Math.max(
    ...monthly.map((kwh, m) => {
      const ref = c.monthlyKwh[m] ?? NaN;
      // A month SSC puts at zero (polar night) must be zero here too.
      return ref === 0 ? Math.abs(kwh) : Math.abs(kwh / ref - 1);
    }),
  );
  return { annual: Math.abs(sum(monthly) / c.annualKwh - 1), month };
}

const byFile = (set: string) =>
  [...new Set(reference.cases.filter((c) => c.set === set).map((c) => c.file))].map((file) => ({
    file,
    cases: reference.cases.filter((c) => c.set === set && c.file === file),
  }));

describe('local engine against PVWatts v8 built from SSC source (scripts/pvwatts-reference)', () => {
  it('has the 396-case grid: 11 files × tilts 0, 30, 60, 90 × azimuths 90–270 by 22.5°', () => {
    const grid = reference.cases.filter((c) => c.set === 'grid');
    expect(grid).toHaveLength(396);
    expect(new Set(grid.map((c) => c.file)).size).toBe(11);
    expect([...new Set(grid.map((c) => c.tilt))]).toEqual([0, 30, 60, 90]);
    expect(new Set(grid.map((c) => c.azimuth)).size).toBe(9);
    grid.forEach((c) => {
      expect([c.moduleType, c.arrayType, c.losses, c.dcAcRatio, c.invEff]).toEqual([
        1, 1, 14.08, 1.2, 96,
      ]);
    });
  });

  it.each(byFile('grid'))(
    'grid, $file: every tilt and azimuth within 0.1 % a year and 0.5 % a month',
    ({ cases }) => {
      expect(cases).toHaveLength(36);
      const outside = cases
        .map((c) => ({ case: `tilt ${c.tilt} azimuth ${c.azimuth}`, ...errors(c) }))
        .filter((e) => !(e.annual < 0.001 && e.month < 0.005));
      expect(outside).toEqual([]);
    },
  );

  it.each(byFile('other'))(
    'module types 0–2, array types 0–4 (open rack gcr 0.4–0.95, trackers), DC/AC, inverter, size, losses, $file: within 0.1 % / 0.5 %',
    ({ cases }) => {
      expect(new Set(cases.map((c) => c.arrayType))).toEqual(new Set([0, 1, 2, 3, 4]));
      const outside = cases
        .map((c) => ({
          case: `module ${c.moduleType} array ${c.arrayType} ${c.tilt}/${c.azimuth} gcr ${c.gcr} ${c.kw} kW dc/ac ${c.dcAcRatio} inv ${c.invEff} losses ${c.losses}`,
          ...errors(c),
        }))
        .filter((e) => !(e.annual < 0.001 && e.month < 0.005));
      expect(outside).toEqual([]);
    },
  );
});

describe('local PVWatts v8 engine against published PVWatts v8 figures', () => {
  it.each(CALIBRATION)(
    '$file tilt $tilt azimuth $azimuth: year within 0.1 %, months within 0.5 %',
    (row) => {
      const monthly = estimateMonthlyAcKwh(load(row.file), {
        kwDc: 1,
        tilt: row.tilt,
        azimuth: row.azimuth,
        lossesPct: 14.08,
      });
      expect(monthly).toHaveLength(12);
      expect(Math.abs(sum(monthly) / row.year - 1)).toBeLessThan(0.001);
      monthly.forEach((kwh, m) =>
        expect(Math.abs(kwh / (row.monthly[m] ?? NaN) - 1)).toBeLessThan(0.005),
      );
    },
  );

  // SSC's own unit test (test/ssc_test/cmod_pvwattsv8_test.cpp, DifferentTechnologyInputs, with
  // test/input_cases/pvwatts_cases.h): Phoenix TMY2, 4 kW, 20°/180°, losses 14.0757 %, gcr 0.4,
  // DC/AC 1.2; standard module unless named.
  it.each([
    { what: 'standard, open rack', moduleType: 0, arrayType: 0, kwh: 7043.197 },
    { what: 'premium, open rack', moduleType: 1, arrayType: 0, kwh: 7040.913 },
    { what: 'thin film, open rack', moduleType: 2, arrayType: 0, kwh: 7099.417 },
    { what: 'standard, roof mount', moduleType: 0, arrayType: 1, kwh: 7014.26 },
    { what: 'standard, one-axis', moduleType: 0, arrayType: 2, kwh: 8859.963 },
    { what: 'standard, backtracking', moduleType: 0, arrayType: 3, kwh: 8802.08 },
    { what: 'standard, two-axis', moduleType: 0, arrayType: 4, kwh: 9910.386 },
  ] as const)('matches SSC’s unit test: $what, $kwh kWh within 0.1 %', (row) => {
    const annual = sum(
      estimateMonthlyAcKwh(load('ssc_USA_AZ_Phoenix_TMY2.csv'), {
        kwDc: 4,
        tilt: 20,
        azimuth: 180,
        lossesPct: 14.075660705566406,
        gcr: 0.4,
        moduleType: row.moduleType,
        arrayType: row.arrayType,
      }),
    );
    expect(Math.abs(annual / row.kwh - 1)).toBeLessThan(0.001);
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

  it('gives the 8760 hours whose months are the monthly estimate, with nothing at night (issue 35)', () => {
    const opts = { kwDc: 0.4, tilt: 20, azimuth: 180, lossesPct: 14.08 };
    const hours = estimateHourlyAcKwh(phoenix(), opts);
    expect(hours).toHaveLength(8760);
    const byMonth = new Array<number>(12).fill(0);
    hours.forEach((kwh, i) => (byMonth[phoenix().month[i]! - 1]! += kwh));
    estimateMonthlyAcKwh(phoenix(), opts).forEach((m, i) => expect(byMonth[i]).toBeCloseTo(m, 9));
    // Midnight to 4 a.m. local standard time in Phoenix: no sun, no production.
    for (let d = 0; d < 365; d++) for (let h = 0; h < 4; h++) expect(hours[d * 24 + h]).toBe(0);
  });

  it('scales in proportion to kW at a fixed DC/AC ratio (from 1 kW: SSC sets the inverter self-consumption by size below)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 20, noNaN: true }),
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

  it('two-axis tracking beats one-axis, which beats a fixed flat array; dense rows shade each other', () => {
    const at = (arrayType: PvwattsArrayType, tilt = 0, gcr = 0.4) =>
      sum(
        estimateMonthlyAcKwh(phoenix(), {
          kwDc: 1,
          tilt,
          azimuth: 180,
          lossesPct: 14.08,
          arrayType,
          gcr,
        }),
      );
    expect(at(4)).toBeGreaterThan(at(2));
    expect(at(2)).toBeGreaterThan(at(0));
    expect(at(0, 30, 0.9)).toBeLessThan(at(0, 30, 0.2));
    expect(at(2, 0, 0.7)).toBeLessThan(at(2, 0, 0.2));
  });

  it('higher losses give less energy', () => {
    const at = (lossesPct: number) =>
      sum(estimateMonthlyAcKwh(phoenix(), { kwDc: 1, tilt: 20, azimuth: 180, lossesPct }));
    expect(at(20)).toBeLessThan(at(14.08));
    expect(at(14.08)).toBeLessThan(at(5));
  });
});
