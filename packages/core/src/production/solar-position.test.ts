import { describe, expect, it } from 'vitest';
import {
  dayOfYear,
  daysFromCivil,
  daysSinceJ2000,
  extraterrestrialHorizontal,
  sunPosition,
  sunriseSunset,
} from './solar-position';
import { SUN_DOWN, SUN_RISING, SUN_SETTING, SUN_UP, computeSunTrack } from './sun-track';
import { TYPICAL_YEAR_HOURS, type WeatherData } from './weather-data';

describe('calendar helpers', () => {
  it('counts days like the proleptic Gregorian calendar', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(daysFromCivil(2000, 1, 1)).toBe(10957);
    expect(daysFromCivil(2000, 3, 1) - daysFromCivil(2000, 2, 28)).toBe(2);
    expect(dayOfYear(1, 1)).toBe(1);
    expect(dayOfYear(12, 31)).toBe(365);
    expect(daysSinceJ2000(2000, 1, 1, 12, 0)).toBe(0);
    expect(daysSinceJ2000(2000, 1, 1, 5, -7)).toBe(0);
  });
});

describe('sun position', () => {
  // NREL SPA reference case (Reda & Andreas 2008, table A4.1): Golden CO, 2003-10-17 12:30:30
  // MST, 820 mbar, 11 °C → topocentric zenith 50.11162°, azimuth 194.34024°, EoT 14.641503 min,
  // sunrise 06:12:43, sunset 17:20:19.
  const n = daysSinceJ2000(2003, 10, 17, 12 + 30.5 / 60, -7);
  const p = sunPosition(n, 39.742476, -105.1786, 820, 11);

  it('matches the SPA reference zenith and azimuth to 0.03°', () => {
    expect(Math.abs(p.zenith - 50.11162)).toBeLessThan(0.03);
    expect(Math.abs(p.azimuth - 194.34024)).toBeLessThan(0.03);
    expect(Math.abs(p.equationOfTime * 60 - 14.641503)).toBeLessThan(0.1);
  });

  it('matches the SPA sunrise and sunset to 2 minutes', () => {
    const rs = sunriseSunset(2003, 10, 17, 39.742476, -105.1786, -7);
    expect(Math.abs(rs.sunrise - (6 + 12 / 60 + 43 / 3600)) * 60).toBeLessThan(2);
    expect(Math.abs(rs.sunset - (17 + 20 / 60 + 19 / 3600)) * 60).toBeLessThan(2);
  });

  it('puts the sun near the zenith at solar noon on the equator at the March equinox', () => {
    // 2021-03-20 ~09:37 UT equinox; at 0° longitude solar noon is ~12:07 UT.
    const eq = sunPosition(daysSinceJ2000(2021, 3, 20, 12 + 7.5 / 60, 0), 0, 0);
    expect(eq.zenith).toBeLessThan(0.5);
    expect(Math.abs(eq.declination)).toBeLessThan(0.5);
  });

  it('rises in the east and sets in the west', () => {
    const morning = sunPosition(daysSinceJ2000(2021, 6, 21, 7, -7), 33.45, -112.07);
    const evening = sunPosition(daysSinceJ2000(2021, 6, 21, 18, -7), 33.45, -112.07);
    expect(morning.azimuth).toBeGreaterThan(45);
    expect(morning.azimuth).toBeLessThan(90);
    expect(evening.azimuth).toBeGreaterThan(270);
    expect(evening.azimuth).toBeLessThan(315);
  });

  it('reports polar night and midnight sun with SSC sentinels', () => {
    expect(sunriseSunset(2021, 12, 21, 80, 0, 0)).toEqual({ sunrise: 100, sunset: -100 });
    expect(sunriseSunset(2021, 6, 21, 80, 0, 0)).toEqual({ sunrise: -100, sunset: 100 });
  });

  it('computes extraterrestrial horizontal irradiance', () => {
    expect(extraterrestrialHorizontal(1, 0)).toBeCloseTo(
      1367 * (1 + 0.033 * Math.cos((2 * Math.PI) / 365)),
      6,
    );
    expect(extraterrestrialHorizontal(172, 60)).toBeCloseTo(
      1367 * (1 + 0.033 * Math.cos((2 * Math.PI * 172) / 365)) * 0.5,
      6,
    );
    expect(extraterrestrialHorizontal(172, 95)).toBe(0);
  });
});

/** A synthetic hourly year at Phoenix with only the time stamps filled. */
function timestamps(instantaneous: boolean): WeatherData {
  const n = TYPICAL_YEAR_HOURS;
  const w: WeatherData = {
    header: { latitude: 33.43, longitude: -112.02, timeZone: -7, elevation: 339 },
    format: 'sam-csv',
    instantaneous,
    hasGhi: false,
    length: n,
    year: new Int32Array(n).fill(2001),
    month: new Int32Array(n),
    day: new Int32Array(n),
    hour: new Int32Array(n),
    minute: new Float64Array(n).fill(instantaneous ? 0 : 30),
    ghi: new Float64Array(n),
    dni: new Float64Array(n),
    dhi: new Float64Array(n),
    tdry: new Float64Array(n).fill(20),
    wspd: new Float64Array(n),
    pressure: new Float64Array(n).fill(1013.25),
    albedo: new Float64Array(n),
    snow: new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    const d = new Date(Date.UTC(2001, 0, 1, i));
    w.month[i] = d.getUTCMonth() + 1;
    w.day[i] = d.getUTCDate();
    w.hour[i] = d.getUTCHours();
  }
  return w;
}

describe('sun timing rules', () => {
  const rs = sunriseSunset(2001, 6, 21, 33.43, -112.02, -7);
  const base = (31 + 28 + 31 + 30 + 31 + 20) * 24;
  const riseHour = Math.floor(rs.sunrise);
  const setHour = Math.floor(rs.sunset);

  it('hour averages: sun at mid-hour, and mid-sunlit-part for the sunrise and sunset hours', () => {
    const w = timestamps(false);
    const track = computeSunTrack(w);
    expect(track.sunup[base + riseHour - 1]).toBe(SUN_DOWN);
    expect(track.sunup[base + riseHour]).toBe(SUN_RISING);
    expect(track.sunup[base + 12]).toBe(SUN_UP);
    expect(track.sunup[base + setHour]).toBe(SUN_SETTING);
    expect(track.sunup[base + setHour + 1]).toBe(SUN_DOWN);
    const at = (h: number) =>
      sunPosition(daysSinceJ2000(2001, 6, 21, h, -7), 33.43, -112.02, 1013.25, 20).zenith;
    const tRise = (rs.sunrise + riseHour + 1) / 2;
    const tSet = (setHour + rs.sunset) / 2;
    const deg = (rad: number | undefined) => ((rad ?? NaN) * 180) / Math.PI;
    expect(Math.abs(deg(track.zenith[base + riseHour]) - at(tRise))).toBeLessThan(0.3);
    expect(Math.abs(deg(track.zenith[base + setHour]) - at(tSet))).toBeLessThan(0.3);
    expect(deg(track.zenith[base + 12])).toBeCloseTo(at(12.5), 6);
  });

  it('instantaneous readings: sun at the time stamp, up only between sunrise and sunset', () => {
    const w = timestamps(true);
    const track = computeSunTrack(w);
    expect(track.sunup[base + riseHour]).toBe(SUN_DOWN);
    expect(track.sunup[base + riseHour + 1]).toBe(SUN_UP);
    expect(track.sunup[base + setHour]).toBe(SUN_UP);
    expect(track.sunup[base + setHour + 1]).toBe(SUN_DOWN);
    const zen = ((track.zenith[base + 12] ?? NaN) * 180) / Math.PI;
    expect(zen).toBeCloseTo(
      sunPosition(daysSinceJ2000(2001, 6, 21, 12, -7), 33.43, -112.02, 1013.25, 20).zenith,
      6,
    );
  });
});
