import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { estimateMonthlyAcKwh, parseWeatherFile } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalWeatherEstimator } from './local-weather-estimator';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const weatherDir = path.resolve(repoRoot, 'packages/core/test-fixtures/weather');

describe('local weather estimator', () => {
  it('picks the nearest file by great-circle distance', async () => {
    const local = createLocalWeatherEstimator({ dir: weatherDir });
    expect((await local.findNearest(33.434, -112.012))?.file).toBe('ssc_USA_AZ_Phoenix_TMY2.csv');
    expect((await local.findNearest(33.46, -111.97))?.file).toBe(
      'ssc_phoenix_az_33.450495_-111.983688_psmv3_60_tmy.csv',
    );
    expect((await local.findNearest(32.1167, -110.9333))?.file).toBe('ssc_USA_AZ_Tucson_TMY2.csv');
    const denver = await local.findNearest(39.74, -104.99);
    expect(denver?.file).toBe('golden_co_from_pvwatts_export.csv');
    expect(denver?.distanceKm).toBeGreaterThan(15);
    expect(denver?.distanceKm).toBeLessThan(20);
  });

  it('ignores files beyond the distance limit (250 km by default)', async () => {
    expect(
      await createLocalWeatherEstimator({ dir: weatherDir }).findNearest(21.3, -157.85),
    ).toBeNull();
    // Colorado Springs is ~100 km from Golden.
    expect(
      await createLocalWeatherEstimator({ dir: weatherDir }).findNearest(38.83, -104.82),
    ).not.toBeNull();
    const strict = createLocalWeatherEstimator({ dir: weatherDir, maxDistanceKm: 50 });
    expect(await strict.findNearest(38.83, -104.82)).toBeNull();
    await expect(
      strict.estimate({
        latitude: 38.83,
        longitude: -104.82,
        losses: 14,
        arrays: [{ kw: 1, tilt: 20, azimuth: 180 }],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('runs the core engine on the file and names the file used', async () => {
    const local = createLocalWeatherEstimator({ dir: weatherDir });
    const result = await local.estimate({
      latitude: 33.434,
      longitude: -112.012,
      losses: 14.08,
      arrays: [
        { kw: 1, tilt: 20, azimuth: 180 },
        { kw: 5, tilt: 10, azimuth: 270 },
      ],
    });
    expect(result).toMatchObject({
      source: 'local-weather',
      approximate: false,
      weatherFile: 'ssc_USA_AZ_Phoenix_TMY2.csv',
      station: {
        dataset: 'Weather file',
        id: 'ssc_USA_AZ_Phoenix_TMY2.csv',
        name: 'ssc_USA_AZ_Phoenix_TMY2.csv',
        distanceKm: 0.4,
      },
    });
    const year = result.arrays[0]?.monthlyKwh.reduce((a, b) => a + b, 0) ?? 0;
    expect(Math.abs(year / 1754.18 - 1)).toBeLessThan(0.01);
    const weather = parseWeatherFile(
      readFileSync(path.join(weatherDir, 'ssc_USA_AZ_Phoenix_TMY2.csv'), 'utf8'),
    );
    expect(result.arrays[1]?.monthlyKwh).toEqual(
      estimateMonthlyAcKwh(weather, { kwDc: 5, tilt: 10, azimuth: 270, lossesPct: 14.08 }),
    );
  });

  it('passes the array’s PVWatts options to the engine (thin film, backtracking tracker)', async () => {
    const local = createLocalWeatherEstimator({ dir: weatherDir });
    const result = await local.estimate({
      latitude: 33.434,
      longitude: -112.012,
      losses: 14.08,
      arrays: [{ kw: 1, tilt: 0, azimuth: 180, moduleType: 2, arrayType: 3, gcr: 0.4 }],
    });
    // PVWatts v8 (SSC pvwattsv8) on this file: 2078.158 kWh (core pvwatts-v8-reference.json).
    const year = result.arrays[0]?.monthlyKwh.reduce((a, b) => a + b, 0) ?? 0;
    expect(Math.abs(year / 2078.158111 - 1)).toBeLessThan(0.001);
  });

  describe('a folder with clutter', () => {
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'pb-weather-'));
      await writeFile(path.join(dir, 'broken.csv'), 'not,a,weather\nfile,at,all\n');
      await writeFile(path.join(dir, 'notes.txt'), 'hello');
      await symlink(path.join(weatherDir, 'pvlib_12839.tm2'), path.join(dir, 'miami.tm2'));
      // Subfolders are never read, whatever their name (the fixtures have tmy3-sample/).
      await mkdir(path.join(dir, 'tmy3-us'));
      await mkdir(path.join(dir, 'looks-like-a-file.csv'));
      await symlink(path.join(weatherDir, 'tmy3-sample'), path.join(dir, 'linked-folder.epw'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('skips files it cannot read and subfolders, and uses the rest', async () => {
      const local = createLocalWeatherEstimator({ dir });
      const miami = await local.findNearest(25.79, -80.29);
      expect(miami?.file).toBe('miami.tm2');
      // pvlib_12839.tm2 is at 25.8, -80.267 (Miami Intl).
      expect(miami?.distanceKm).toBeCloseTo(2.56, 1);
      expect(await local.findNearest(33.4, -112)).toBeNull();
    });

    it('reports a folder that does not exist', async () => {
      const local = createLocalWeatherEstimator({ dir: path.join(dir, 'missing') });
      await expect(local.findNearest(25.79, -80.29)).rejects.toThrow(/cannot be read/);
    });
  });

  describe('a file whose year cannot be used (issue 32)', () => {
    let dir: string;
    const phoenixText = readFileSync(path.join(weatherDir, 'ssc_USA_AZ_Phoenix_TMY2.csv'), 'utf8');
    /** The Phoenix file moved onto the query point (so it is the nearest) and broken by `edit`. */
    const nearerAndBroken = (edit: (lines: string[]) => string[]) => {
      const lines = phoenixText.split(/\r?\n/);
      lines[1] = lines[1]!.replace('33.433333,-112.016667', '33.5,-112.1');
      return edit(lines).join('\n');
    };
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'pb-weather-bad-'));
      await writeFile(path.join(dir, 'phoenix-good.csv'), phoenixText);
      // Truncated halfway through the year.
      await writeFile(
        path.join(dir, 'a-truncated.csv'),
        nearerAndBroken((l) => l.slice(0, 3 + 4000)),
      );
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('is logged once with the reason and skipped; the next nearest file is used', async () => {
      const warnings: { file: string; reason: string }[] = [];
      const local = createLocalWeatherEstimator({
        dir,
        log: { warn: (details) => warnings.push(details as (typeof warnings)[number]) },
      });
      const input = {
        latitude: 33.5,
        longitude: -112.1,
        losses: 14,
        arrays: [{ kw: 1, tilt: 20, azimuth: 180 }],
      };
      for (let i = 0; i < 3; i++) {
        const result = await local.estimate(input);
        expect(result.weatherFile).toBe('phoenix-good.csv');
        expect(result.arrays[0]!.monthlyKwh.reduce((a, b) => a + b, 0)).toBeGreaterThan(1500);
      }
      expect((await local.findNearest(33.5, -112.1))?.file).toBe('phoenix-good.csv');
      expect(warnings).toEqual([
        { file: 'a-truncated.csv', reason: expect.stringMatching(/Expected 8760 hourly records/) },
      ]);
    });

    it('with no usable file nearby, answers none (the caller goes on to the weather pack)', async () => {
      const only = await mkdtemp(path.join(os.tmpdir(), 'pb-weather-kelvin-'));
      try {
        // Temperatures in kelvin.
        const kelvin = nearerAndBroken((lines) =>
          lines.map((line, i) => {
            if (i < 3) return line;
            const cells = line.split(',');
            if (cells.length > 7) cells[7] = String(Number(cells[7]) + 273.15);
            return cells.join(',');
          }),
        );
        await writeFile(path.join(only, 'kelvin.csv'), kelvin);
        const warnings: unknown[] = [];
        const local = createLocalWeatherEstimator({
          dir: only,
          log: { warn: (details) => warnings.push(details) },
        });
        expect(await local.findNearest(33.5, -112.1)).toBeNull();
        expect(await local.weatherNear(33.5, -112.1)).toBeNull();
        expect(warnings).toEqual([
          { file: 'kelvin.csv', reason: expect.stringMatching(/kelvin or °F/) },
        ]);
      } finally {
        await rm(only, { recursive: true, force: true });
      }
    });
  });
});
