/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEpw } from './parse-epw';
import {
  detectWeatherFormat,
  isWeatherFileName,
  parseWeatherFile,
  parseWeatherHeader,
} from './parse-weather-file';
import { parseSamCsv } from './parse-sam-csv';
import { WeatherParseError, type WeatherData } from './weather-data';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const weatherDir = path.resolve(repoRoot, 'packages/core/test-fixtures/weather');
const files = readdirSync(weatherDir).filter(isWeatherFileName).sort();
const read = (file: string) => readFileSync(path.join(weatherDir, file), 'utf8');

/** Annual sum of an irradiance column, kWh/m² (missing values count as zero). */
function annualKwhPerM2(values: Float64Array): number {
  return values.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0) / 1000;
}

describe('every shared weather file', () => {
  it('finds the twelve files', () => expect(files).toHaveLength(12));

  it.each(files)('%s parses into 8760 sane hours', (file) => {
    const w: WeatherData = parseWeatherFile(read(file), file);
    expect(w.length).toBe(8760);
    expect(w.month[0]).toBe(1);
    expect(w.day[0]).toBe(1);
    expect(w.hour[0]).toBe(0);
    expect(w.month[8759]).toBe(12);
    expect(w.day[8759]).toBe(31);
    expect(w.hour[8759]).toBe(23);
    expect(Math.abs(w.header.latitude)).toBeLessThanOrEqual(90);
    expect(w.header.timeZone).toBeGreaterThanOrEqual(-12);
    expect(w.header.timeZone).toBeLessThanOrEqual(-4);
    for (let i = 0; i < w.length; i++) {
      expect(w.dni[i]).toBeGreaterThanOrEqual(0);
      expect(w.dni[i]).toBeLessThan(1400);
      expect(w.dhi[i]).toBeGreaterThanOrEqual(0);
      expect(w.dhi[i]).toBeLessThan(900);
      expect(w.tdry[i]).toBeGreaterThan(-50);
      expect(w.tdry[i]).toBeLessThan(55);
    }
    // Typical years from the Aleutians to the Mojave: 500–3000 kWh/m² DNI, 300–1000 DHI,
    // 700–2400 GHI.
    expect(annualKwhPerM2(w.dni)).toBeGreaterThan(500);
    expect(annualKwhPerM2(w.dni)).toBeLessThan(3000);
    expect(annualKwhPerM2(w.dhi)).toBeGreaterThan(300);
    expect(annualKwhPerM2(w.dhi)).toBeLessThan(1000);
    if (w.hasGhi) {
      expect(annualKwhPerM2(w.ghi)).toBeGreaterThan(700);
      expect(annualKwhPerM2(w.ghi)).toBeLessThan(2400);
    }
    // Night is dark: midnight records carry no beam.
    for (let i = 0; i < w.length; i += 24) expect(w.dni[i]).toBe(0);
  });

  it('reads the locations of the README table', () => {
    const h = (f: string) => parseWeatherFile(read(f), f).header;
    expect(h('ssc_USA_AZ_Phoenix_TMY2.csv')).toMatchObject({
      latitude: 33.433333,
      longitude: -112.016667,
      timeZone: -7,
      elevation: 339,
    });
    expect(h('pvlib_723170TYA.CSV')).toMatchObject({
      latitude: 36.1,
      longitude: -79.95,
      timeZone: -5,
      elevation: 273,
      city: 'GREENSBORO PIEDMONT TRIAD INT',
    });
    const miami = h('pvlib_12839.tm2');
    expect(miami.latitude).toBeCloseTo(25.8, 6);
    expect(miami.longitude).toBeCloseTo(-80.2667, 4);
    expect(miami).toMatchObject({ timeZone: -5, elevation: 2, locationId: '12839', state: 'FL' });
    expect(h('pvlib_703165TY.csv')).toMatchObject({
      latitude: 55.317,
      longitude: -160.517,
      timeZone: -9,
    });
    expect(h('golden_co_from_pvwatts_export.csv')).toMatchObject({
      latitude: 39.73,
      longitude: -105.18,
    });
  });

  it('knows which files are instantaneous readings (a Minute column) and which hold hour averages', () => {
    const kind = (f: string) => parseWeatherFile(read(f), f);
    expect(kind('ssc_USA_AZ_Phoenix_TMY2.csv')).toMatchObject({
      format: 'sam-csv',
      instantaneous: false,
    });
    expect(kind('ssc_fargo_nd_46.9_-96.8_mts1_60_tmy.csv').instantaneous).toBe(false);
    expect(kind('pvlib_723170TYA.CSV')).toMatchObject({ format: 'tmy3', instantaneous: false });
    expect(kind('pvlib_12839.tm2')).toMatchObject({ format: 'tmy2', instantaneous: false });
    const psm = kind('ssc_phoenix_az_33.450495_-111.983688_psmv3_60_tmy.csv');
    expect(psm).toMatchObject({ format: 'sam-csv', instantaneous: true, hasGhi: true });
    expect(psm.minute[0]).toBe(30);
    const daggett = kind('ssc_daggett_ca_34.865371_-116.783023_psmv3_60_tmy.csv');
    expect(daggett).toMatchObject({ instantaneous: true, hasGhi: false });
    expect(daggett.minute[0]).toBe(0);
    expect(Number.isNaN(daggett.ghi[100])).toBe(true);
  });

  it('reads albedo and snow where the file has them', () => {
    const pa = parseWeatherFile(read('ssc_psm_40_-80_tmy2.csv'));
    expect(pa.albedo[0]).toBeCloseTo(0.87, 6);
    const tm2 = parseWeatherFile(read('pvlib_12839.tm2'), 'pvlib_12839.tm2');
    expect(tm2.tdry[0]).toBeCloseTo(20, 6);
    expect(tm2.pressure[0]).toBe(1017);
    expect(tm2.wspd[0]).toBeCloseTo(6.7, 6);
  });

  it.each(files)('%s: the header alone gives the same location', (file) => {
    const text = read(file);
    expect(parseWeatherHeader(text.slice(0, 8192), file)).toEqual(
      parseWeatherFile(text, file).header,
    );
  });
});

describe('format details', () => {
  const samCsv = (hourBase: 0 | 1, rows = 8760) => {
    const lines = [
      'Latitude,Longitude,Time Zone,Elevation',
      '40,-105,-7,1600',
      'Month,Day,Hour,DNI,DHI,Tdry,Wspd',
    ];
    for (let i = 0; i < rows; i++) {
      const d = new Date(Date.UTC(2001, 0, 1, i));
      // Sun from 10 to 14 h (a year of zero irradiance would read as a kW/m² file).
      const sun = d.getUTCHours() >= 10 && d.getUTCHours() <= 14 ? '800,100' : '0,0';
      lines.push(
        `${d.getUTCMonth() + 1},${d.getUTCDate()},${d.getUTCHours() + hourBase},${sun},10,2`,
      );
    }
    return lines.join('\r\n');
  };

  it('shifts SAM CSV hours given as 1–24 to 0–23 and defaults the minute to mid-hour', () => {
    const w = parseSamCsv(samCsv(1));
    expect(w.hour[0]).toBe(0);
    expect(w.hour[23]).toBe(23);
    expect(w.minute[0]).toBe(30);
    expect(w.year[0]).toBe(1990);
  });

  it('rejects a file that is not a full year, and one without a location', () => {
    expect(() => parseSamCsv(samCsv(0, 100))).toThrow(WeatherParseError);
    expect(() => parseSamCsv('City\nNowhere\nMonth,Day,Hour,DNI,DHI,Tdry\n')).toThrow(/latitude/);
    expect(() => detectWeatherFormat('garbage')).toThrow(WeatherParseError);
  });

  it('drops February 29 from a leap-year file', () => {
    const lines = samCsv(0).split('\r\n');
    const leap = Array.from({ length: 24 }, (_, h) => `2,29,${h},0,0,10,2`);
    lines.splice(3 + 59 * 24, 0, ...leap);
    expect(parseSamCsv(lines.join('\n')).length).toBe(8760);
  });

  it('parses EPW (hour-ending records treated as hour averages)', () => {
    const src = parseWeatherFile(read('ssc_USA_AZ_Phoenix_TMY2.csv'));
    const header = [
      'LOCATION,Phoenix,AZ,USA,TMY2,23183,33.43,-112.02,-7.0,339.0',
      'DESIGN CONDITIONS,0',
      'TYPICAL/EXTREME PERIODS,0',
      'GROUND TEMPERATURES,0',
      'HOLIDAYS/DAYLIGHT SAVINGS,No,0,0,0',
      'COMMENTS 1,test',
      'COMMENTS 2,test',
      'DATA PERIODS,1,1,Data,Sunday, 1/ 1,12/31',
    ];
    const rows = Array.from({ length: 8760 }, (_, i) => {
      const f = new Array<string>(35).fill('0');
      f[0] = String(src.year[i]);
      f[1] = String(src.month[i]);
      f[2] = String(src.day[i]);
      f[3] = String((src.hour[i] ?? 0) + 1);
      f[4] = '60';
      f[6] = String(src.tdry[i]);
      f[9] = String((src.pressure[i] ?? 0) * 100);
      f[13] = String(src.ghi[i]);
      f[14] = String(src.dni[i]);
      f[15] = String(src.dhi[i]);
      f[21] = String(src.wspd[i]);
      f[32] = '999';
      return f.join(',');
    });
    const text = [...header, ...rows].join('\n');
    expect(detectWeatherFormat(text, 'phoenix.epw')).toBe('epw');
    const w = parseEpw(text);
    expect(w).toMatchObject({ format: 'epw', instantaneous: false, length: 8760 });
    expect(w.header).toMatchObject({
      latitude: 33.43,
      longitude: -112.02,
      timeZone: -7,
      elevation: 339,
    });
    expect(Array.from(w.dni)).toEqual(Array.from(src.dni));
    expect(Array.from(w.hour)).toEqual(Array.from(src.hour));
    expect(Number.isNaN(w.albedo[0])).toBe(true);
  });
});

describe('weather values out of their plausible range (issue 32)', () => {
  /** The Phoenix TMY2 fixture as SAM CSV text with one column changed by `edit`. */
  const phoenix = parseWeatherFile(read('ssc_USA_AZ_Phoenix_TMY2.csv'));
  const asSamCsv = (
    edit: (row: { dni: number; dhi: number; tdry: number; wspd: number }) => void,
  ) => {
    const lines = ['Latitude,Longitude,Time Zone,Elevation', '33.43,-112.02,-7,339'];
    lines.push('Month,Day,Hour,DNI,DHI,Tdry,Wspd');
    for (let i = 0; i < phoenix.length; i++) {
      const row = {
        dni: phoenix.dni[i]!,
        dhi: phoenix.dhi[i]!,
        tdry: phoenix.tdry[i]!,
        wspd: phoenix.wspd[i]!,
      };
      edit(row);
      lines.push(
        `${phoenix.month[i]},${phoenix.day[i]},${phoenix.hour[i]},${row.dni},${row.dhi},${row.tdry},${row.wspd}`,
      );
    }
    return lines.join('\n');
  };

  it.each([
    ['the file as it is', () => undefined, null],
    [
      'irradiance in kW/m²',
      (r: { dni: number; dhi: number }) => ((r.dni /= 1000), (r.dhi /= 1000)),
      /looks like kW\/m²/,
    ],
    ['temperature in kelvin', (r: { tdry: number }) => (r.tdry += 273.15), /kelvin or °F/],
    ['temperature in °F', (r: { tdry: number }) => (r.tdry = r.tdry * 1.8 + 32), /kelvin or °F/],
    [
      'a DNI of 2000 W/m²',
      (r: { dni: number }) => (r.dni = r.dni > 900 ? 2000 : r.dni),
      /DNI of 2000/,
    ],
    ['a negative DHI', (r: { dhi: number }) => (r.dhi = r.dhi === 0 ? -5 : r.dhi), /DHI of -5/],
    ['wind of 99 m/s', (r: { wspd: number }) => (r.wspd = 99), /Wind speed of 99/],
  ] as const)('%s', (_name, edit, error) => {
    const parse = () => parseWeatherFile(asSamCsv(edit as never), 'edited.csv');
    if (error) expect(parse).toThrow(error);
    else expect(parse().length).toBe(8760);
  });
});
