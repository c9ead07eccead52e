import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { estimateMonthlyAcKwh, parseWeatherFile } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { WEATHER_PACK_COLUMNS } from './weather-pack-format';
import { DEFAULT_WEATHER_PACK_FILE } from './weather-pack-file';
import { openWeatherPack } from './weather-pack-reader';

const repoRoot = fileURLToPath(new URL('../../../../../../', import.meta.url));
/** The source files of the five stations checked, kept in the repository (test fixtures). */
const tmy3Dir = path.resolve(repoRoot, 'packages/core/test-fixtures/weather/tmy3-sample');

/** The committed pack (apps/server/weather-pack/tmy3-us.pbwp), as `npm start` uses it. */
describe('the bundled weather pack', () => {
  it('holds all 1020 TMY3 stations in at most 40 MB, in format version 1', async () => {
    expect(statSync(DEFAULT_WEATHER_PACK_FILE).size).toBeLessThanOrEqual(40e6);
    const pack = await openWeatherPack(DEFAULT_WEATHER_PACK_FILE);
    expect(pack.header).toMatchObject({ format: 'pb-weather-pack', version: 1, dataset: 'TMY3' });
    expect(pack.header.stations).toHaveLength(1020);
    expect(new Set(pack.header.stations.map((s) => s.id)).size).toBe(1020);
    const states = new Set(pack.header.stations.map((s) => s.state));
    for (const s of ['AK', 'HI', 'PR', 'NC', 'CA', 'ME', 'FL']) expect(states).toContain(s);
    expect(pack.header.stations.find((s) => s.id === '723140')?.name).toBe(
      'Charlotte Douglas Intl',
    );
  });

  // Against their NSRDB source files, kept in the repository (test fixtures), so it runs from any folder.
  it.each(['723140', '702730', '911820', '785260', '726060'])(
    'station %s decodes to its source file, and production matches to 0.1 %',
    async (id) => {
      const pack = await openWeatherPack(DEFAULT_WEATHER_PACK_FILE);
      const station = pack.header.stations.find((s) => s.id === id)!;
      const decoded = await pack.load(station);
      const raw = parseWeatherFile(
        gunzipSync(readFileSync(path.join(tmy3Dir, `${id}.csv.gz`))).toString('utf8'),
        `${id}.csv`,
      );
      expect(decoded.header).toMatchObject({
        latitude: raw.header.latitude,
        longitude: raw.header.longitude,
        timeZone: raw.header.timeZone,
        elevation: raw.header.elevation,
      });
      for (const { name } of WEATHER_PACK_COLUMNS) {
        expect(Array.from(decoded[name]), name).toEqual(Array.from(raw[name]));
      }
      for (const face of [
        { tilt: 20, azimuth: 180 },
        { tilt: 90, azimuth: 90 },
      ]) {
        const options = { kwDc: 1, lossesPct: 14.08, ...face };
        const sum = (m: number[]) => m.reduce((a, b) => a + b, 0);
        const a = sum(estimateMonthlyAcKwh(raw, options));
        const b = sum(estimateMonthlyAcKwh(decoded, options));
        expect(Math.abs(b / a - 1)).toBeLessThan(0.001);
      }
    },
  );
});
