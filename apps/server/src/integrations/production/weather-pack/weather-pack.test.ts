import { readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  estimateMonthlyAcKwh,
  isWeatherFileName,
  parseWeatherFile,
  type WeatherData,
} from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeatherPack } from './build-weather-pack';
import { stationDisplayName } from './station-name';
import { decodeStationRecord, encodeStationRecord } from './weather-pack-codec';
import { WEATHER_PACK_COLUMNS, WEATHER_PACK_PREAMBLE_BYTES } from './weather-pack-format';
import { openWeatherPack } from './weather-pack-reader';

const repoRoot = fileURLToPath(new URL('../../../../../../', import.meta.url));
const sharedWeather = path.resolve(repoRoot, 'packages/core/test-fixtures/weather');
/** Seven stations of the TMY3 set and their rows of stations.csv (the whole set is not needed). */
const tmy3Dir = path.join(sharedWeather, 'tmy3-sample');

/** Charlotte NC, Phoenix AZ, Adak AK (Aleutians), San Juan PR. */
const SAMPLE_IDS = ['723140', '722780', '704540', '785260'];

const readTmy3 = (id: string): WeatherData =>
  parseWeatherFile(
    gunzipSync(readFileSync(path.join(tmy3Dir, `${id}.csv.gz`))).toString('utf8'),
    `${id}.csv`,
  );

const roundTrip = (w: WeatherData) =>
  decodeStationRecord(
    encodeStationRecord(w, WEATHER_PACK_COLUMNS),
    WEATHER_PACK_COLUMNS,
    w.header,
    w.format,
  );

const annual = (m: number[]) => m.reduce((a, b) => a + b, 0);

/** Faces that weigh the columns differently: flat, south, east, a vertical west wall. */
const FACES = [
  { tilt: 0, azimuth: 180 },
  { tilt: 20, azimuth: 180 },
  { tilt: 30, azimuth: 90 },
  { tilt: 90, azimuth: 270 },
];

function expectSameProduction(raw: WeatherData, decoded: WeatherData) {
  for (const face of FACES) {
    const options = { kwDc: 1, lossesPct: 14.08, ...face };
    const a = estimateMonthlyAcKwh(raw, options);
    const b = estimateMonthlyAcKwh(decoded, options);
    expect(Math.abs(annual(b) / annual(a) - 1)).toBeLessThan(0.001);
    a.forEach((v, i) => expect(Math.abs((b[i] ?? 0) - v)).toBeLessThanOrEqual(0.005 * v + 1e-9));
  }
}

describe('weather pack codec', () => {
  it.each(SAMPLE_IDS)('TMY3 station %s comes back exactly, value for value', (id) => {
    const raw = readTmy3(id);
    const decoded = roundTrip(raw);
    expect(decoded.length).toBe(8760);
    for (const { name } of WEATHER_PACK_COLUMNS) {
      expect(Array.from(decoded[name]), name).toEqual(Array.from(raw[name]));
    }
    expect([decoded.instantaneous, decoded.hasGhi, decoded.format]).toEqual([
      raw.instantaneous,
      raw.hasGhi,
      raw.format,
    ]);
    expectSameProduction(raw, decoded);
  });

  const referenceFiles = readdirSync(sharedWeather).filter(isWeatherFileName).sort();
  it.each(referenceFiles)(
    'reference file %s: quantised to the pack resolution, production within 0.1 % a year',
    (file) => {
      const raw = parseWeatherFile(readFileSync(path.join(sharedWeather, file), 'utf8'), file);
      const decoded = roundTrip(raw);
      for (const { name, decimals } of WEATHER_PACK_COLUMNS) {
        const a = raw[name];
        const b = decoded[name];
        for (let i = 0; i < raw.length; i++) {
          const x = a[i] ?? NaN;
          if (Number.isNaN(x)) expect(b[i], `${name}[${i}]`).toBeNaN();
          else
            expect(Math.abs((b[i] ?? NaN) - x)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
        }
      }
      expectSameProduction(raw, decoded);
    },
  );

  it('keeps missing values missing and rejects a damaged record', () => {
    const raw = readTmy3('723140');
    raw.albedo.fill(NaN);
    raw.wspd[5] = NaN;
    raw.wspd[8759] = NaN;
    const record = encodeStationRecord(raw, WEATHER_PACK_COLUMNS);
    const decoded = decodeStationRecord(record, WEATHER_PACK_COLUMNS, raw.header, raw.format);
    expect(decoded.albedo.every(Number.isNaN)).toBe(true);
    expect([decoded.wspd[4], decoded.wspd[5], decoded.wspd[8759]]).toEqual([raw.wspd[4], NaN, NaN]);
    expect(() =>
      decodeStationRecord(record.subarray(0, 1000), WEATHER_PACK_COLUMNS, raw.header, raw.format),
    ).toThrow(/corrupt/);
  });
});

describe('a pack file', () => {
  let dir = '';
  let packFile = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pb-pack-'));
    const src = path.join(dir, 'src');
    await mkdir(src);
    const list = (await readFile(path.join(tmy3Dir, 'stations.csv'), 'utf8')).split(/\r?\n/);
    const rows = list.filter((l) => SAMPLE_IDS.some((id) => l.startsWith(`${id},`)));
    await writeFile(path.join(src, 'stations.csv'), [list[0], ...rows].join('\n'));
    for (const id of SAMPLE_IDS) {
      await symlink(path.join(tmy3Dir, `${id}.csv.gz`), path.join(src, `${id}.csv.gz`));
    }
    const built = await buildWeatherPack({ sourceDir: src, quality: 4 });
    expect(Object.values(built.maxError).every((e) => e === 0)).toBe(true);
    packFile = path.join(dir, 'test.pbwp');
    await writeFile(packFile, built.pack);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('has a header naming every station with its place and record position', async () => {
    const pack = await openWeatherPack(packFile);
    expect(pack.header).toMatchObject({ format: 'pb-weather-pack', version: 1, dataset: 'TMY3' });
    const charlotte = pack.header.stations.find((s) => s.id === '723140');
    expect(charlotte).toMatchObject({
      name: 'Charlotte Douglas Intl',
      city: 'CHARLOTTE DOUGLAS INTL ARPT',
      state: 'NC',
      latitude: 35.217,
      longitude: -80.95,
      elevation: 222,
      timeZone: -5,
      format: 'sam-csv',
    });
    // Records follow each other without gaps, in station order.
    let offset = 0;
    for (const s of pack.header.stations) {
      expect(s.offset).toBe(offset);
      offset += s.length;
    }
  });

  it('finds the nearest station and loads just that station', async () => {
    const pack = await openWeatherPack(packFile);
    const hit = pack.nearest(35.227, -80.843, 250); // uptown Charlotte
    expect(hit?.item.id).toBe('723140');
    expect(hit?.distanceKm).toBeGreaterThan(9);
    expect(hit?.distanceKm).toBeLessThan(11);
    expect(pack.nearest(40.7, -74, 250)).toBeNull(); // New York: not in this small pack
    const weather = await pack.load(hit!.item);
    const raw = readTmy3('723140');
    expect(Array.from(weather.dni)).toEqual(Array.from(raw.dni));
    expect(weather.header).toMatchObject({
      latitude: 35.217,
      longitude: -80.95,
      timeZone: -5,
      elevation: 222,
      locationId: '723140',
    });
    expect(await pack.load(hit!.item)).toBe(weather); // cached
  });

  it('reads one station by offset: damage to another station does not matter', async () => {
    const bytes = await readFile(packFile);
    const pack = await openWeatherPack(packFile);
    const [first, second] = pack.header.stations;
    const damaged = Buffer.from(bytes);
    const headerLength = damaged.readUInt32LE(12);
    const start = WEATHER_PACK_PREAMBLE_BYTES + headerLength + first!.offset;
    damaged.fill(0xff, start, start + first!.length);
    const file = path.join(dir, 'damaged.pbwp');
    await writeFile(file, damaged);
    const opened = await openWeatherPack(file);
    await expect(opened.load(first!)).rejects.toThrow();
    expect((await opened.load(second!)).length).toBe(8760);
  });

  it('refuses a file that is not a pack, or another format version', async () => {
    const bad = path.join(dir, 'bad.pbwp');
    await writeFile(bad, 'hello, this is not a weather pack');
    await expect(openWeatherPack(bad)).rejects.toThrow(/not a weather pack/);
    const bytes = Buffer.from(await readFile(packFile));
    bytes.writeUInt32LE(99, 8);
    await writeFile(bad, bytes);
    await expect(openWeatherPack(bad)).rejects.toThrow(/format version 99.*weather:pack/);
    await expect(openWeatherPack(path.join(dir, 'missing.pbwp'))).rejects.toThrow(/ENOENT/);
  });
});

describe('station display names', () => {
  it.each([
    ['CHARLOTTE DOUGLAS INTL ARPT', 'Charlotte Douglas Intl'],
    ['PHOENIX SKY HARBOR INTL AP', 'Phoenix Sky Harbor Intl'],
    ['LUKE AFB', 'Luke AFB'],
    ['ADAK NAS', 'Adak NAS'],
    ['NACOGDOCHES (AWOS)', 'Nacogdoches'],
    ['MEDFORD ROGUE VALLEY INTL AP [ASHLAND - UO]', 'Medford Rogue Valley Intl'],
    ['ANCHORAGE/ELMENDORF', 'Anchorage/Elmendorf'],
    ['HOUMA-TERREBONNE', 'Houma-Terrebonne'],
    ['AP', 'Ap'],
  ])('%s → %s', (raw, name) => {
    expect(stationDisplayName(raw)).toBe(name);
  });
});
