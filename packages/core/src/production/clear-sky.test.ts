/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CLEAR_SKY_CLOUD_DERATE,
  buildClearSkyWeather,
  estimateClearSkyMonthlyAcKwh,
  ineichenClearSky,
} from './clear-sky';
import { greatCircleKm } from './geo-distance';
import { parseWeatherFile } from './parse-weather-file';
import { estimateMonthlyAcKwh } from './pvwatts-engine';
import {
  DEFAULT_SYSTEM_LOSSES_PCT,
  ProductionEstimateRequestSchema,
  ProductionEstimateResponseSchema,
} from './production-estimate.schema';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const weatherDir = path.resolve(repoRoot, 'packages/core/test-fixtures/weather');
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('Ineichen clear sky', () => {
  it('is consistent (GHI = DNI·cos Z + DHI) and dims toward the horizon', () => {
    let previous = Infinity;
    for (const z of [0, 20, 40, 60, 80, 89]) {
      const cs = ineichenClearSky(z, 172);
      expect(cs.ghi).toBeCloseTo(cs.dni * Math.cos((z * Math.PI) / 180) + cs.dhi, 6);
      expect(cs.ghi).toBeLessThan(previous);
      previous = cs.ghi;
    }
    const noon = ineichenClearSky(0, 172);
    expect(noon.ghi).toBeGreaterThan(950);
    expect(noon.ghi).toBeLessThan(1100);
    expect(noon.dni).toBeGreaterThan(850);
    expect(ineichenClearSky(95, 172)).toEqual({ ghi: 0, dni: 0, dhi: 0 });
  });
});

describe('clear-sky estimate', () => {
  it('builds a full synthetic year with the time zone of the longitude', () => {
    const w = buildClearSkyWeather(33.45, -112.07);
    expect(w.length).toBe(8760);
    expect(w.header.timeZone).toBe(-7);
    expect(w.dni[0]).toBe(0);
    expect(w.dni[12 + 24 * 172]).toBeGreaterThan(700);
  });

  it('lands within 20 % of the typical-year engine for Phoenix and Greensboro', () => {
    for (const [file, tilt, azimuth] of [
      ['ssc_USA_AZ_Phoenix_TMY2.csv', 20, 180],
      ['pvlib_723170TYA.CSV', 30, 135],
    ] as const) {
      const weather = parseWeatherFile(readFileSync(path.join(weatherDir, file), 'utf8'), file);
      const opts = { kwDc: 1, tilt, azimuth, lossesPct: 14.08 };
      const typical = sum(estimateMonthlyAcKwh(weather, opts));
      const { latitude, longitude } = weather.header;
      const approx = sum(estimateClearSkyMonthlyAcKwh(latitude, longitude, opts));
      expect(Math.abs(approx / typical - 1)).toBeLessThan(0.2);
    }
  });

  it('applies the generic cloudiness derate to the clear-sky engine output', () => {
    const weather = buildClearSkyWeather(40, -105);
    const opts = { kwDc: 2, tilt: 25, azimuth: 200, lossesPct: 10 };
    const clear = estimateMonthlyAcKwh(weather, opts);
    const approx = estimateClearSkyMonthlyAcKwh(40, -105, opts, weather);
    approx.forEach((v, m) => expect(v).toBeCloseTo((clear[m] ?? NaN) * CLEAR_SKY_CLOUD_DERATE, 9));
  });

  it('works south of the equator (north-facing arrays win there)', () => {
    const north = sum(
      estimateClearSkyMonthlyAcKwh(-33.9, 151.2, { kwDc: 1, tilt: 25, azimuth: 0, lossesPct: 14 }),
    );
    const south = sum(
      estimateClearSkyMonthlyAcKwh(-33.9, 151.2, {
        kwDc: 1,
        tilt: 25,
        azimuth: 180,
        lossesPct: 14,
      }),
    );
    expect(north).toBeGreaterThan(south);
  });
});

describe('great-circle distance', () => {
  it('measures one degree of latitude as 111.2 km and is symmetric', () => {
    expect(greatCircleKm(10, 20, 11, 20)).toBeCloseTo(111.195, 2);
    expect(greatCircleKm(0, 0, 0, 0)).toBe(0);
    expect(greatCircleKm(33.43, -112.02, 32.12, -110.93)).toBeCloseTo(
      greatCircleKm(32.12, -110.93, 33.43, -112.02),
      9,
    );
    // Phoenix Sky Harbor to Tucson: about 176 km.
    expect(greatCircleKm(33.433, -112.017, 32.117, -110.933)).toBeGreaterThan(170);
    expect(greatCircleKm(33.433, -112.017, 32.117, -110.933)).toBeLessThan(182);
  });
});

describe('production estimate contract', () => {
  it('defaults losses to 14.08 % and validates ranges', () => {
    const ok = ProductionEstimateRequestSchema.parse({
      latitude: 33.4,
      longitude: -112,
      arrays: [{ kw: 6.4, tilt: 20, azimuth: 180 }],
    });
    expect(ok.losses).toBe(DEFAULT_SYSTEM_LOSSES_PCT);
    const bad = (patch: object) =>
      ProductionEstimateRequestSchema.safeParse({
        latitude: 33.4,
        longitude: -112,
        arrays: [{ kw: 6, tilt: 20, azimuth: 180 }],
        ...patch,
      }).success;
    expect(bad({ arrays: [] })).toBe(false);
    // 360 is north like 0 (spec 2: 271 to 360 is north-facing); past it is not an azimuth.
    expect(bad({ arrays: [{ kw: 6, tilt: 20, azimuth: 360 }] })).toBe(true);
    expect(bad({ arrays: [{ kw: 6, tilt: 20, azimuth: 360.5 }] })).toBe(false);
    expect(bad({ arrays: [{ kw: 6, tilt: 91, azimuth: 180 }] })).toBe(false);
    expect(bad({ latitude: 91 })).toBe(false);
    expect(bad({ losses: 100 })).toBe(false);
  });

  it('requires exactly 12 months per array in a response', () => {
    const month12 = new Array<number>(12).fill(100);
    expect(
      ProductionEstimateResponseSchema.safeParse({
        source: 'clear-sky',
        approximate: true,
        arrays: [{ monthlyKwh: month12 }],
      }).success,
    ).toBe(true);
    expect(
      ProductionEstimateResponseSchema.safeParse({
        source: 'pvwatts',
        approximate: false,
        arrays: [{ monthlyKwh: [1, 2] }],
      }).success,
    ).toBe(false);
  });
});
