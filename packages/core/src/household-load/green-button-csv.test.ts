/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseGreenButtonCsv } from './green-button-csv';
import { GreenButtonError } from './interval-year';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const HEAD =
  'Name,DEMO\nAccount Number,1\n\nTYPE,DATE,START TIME,END TIME,USAGE (kWh),COST,NOTES\n';
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A Download-My-Data CSV from `from` for `days` days; `usage(date, hour, quarter)` gives each
 * interval's kWh (undefined = row left out). `us` writes dates as M/D/YYYY.
 */
function csv(
  from: string,
  days: number,
  minutes: 15 | 60,
  usage: (date: Date, hour: number) => number | undefined,
  us = false,
): string {
  const rows: string[] = [];
  const t0 = Date.parse(`${from}T00:00:00Z`);
  for (let d = 0; d < days; d++) {
    const date = new Date(t0 + d * DAY_MS);
    const text = us
      ? `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`
      : date.toISOString().slice(0, 10);
    for (let h = 0; h < 24; h++) {
      for (let q = 0; q < 60; q += minutes) {
        const v = usage(date, h);
        if (v === undefined) continue;
        rows.push(
          `Electric usage,${text},${pad(h)}:${pad(q)},${pad(h)}:${pad(q + minutes - 1)},${v},$0.10,`,
        );
      }
    }
  }
  return HEAD + rows.join('\n') + '\n';
}
const hourOfYear = (month: number, day: number, hour: number) => {
  const start = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
  return (start[month - 1]! + day - 1) * 24 + hour;
};

describe('parseGreenButtonCsv', () => {
  it('sums 15-minute intervals into hours; a year with 29 February keeps the last 365 other days', () => {
    // 1 March 2023 … 29 February 2024 (366 days), 0.25 kWh each quarter hour.
    const r = parseGreenButtonCsv(csv('2023-03-01', 366, 15, () => 0.25));
    expect(r).toMatchObject({
      from: '2023-03-01',
      to: '2024-02-28',
      intervalMinutes: 15,
      filledHours: 0,
    });
    expect(r.modelled).toBe(false);
    expect(r.kwh.every((v) => Math.abs(v - 1) < 1e-12)).toBe(true);
  });

  it.each([
    // [month, day, hour] of the bill calendar → the month number the file gave that hour
    [1, 1, 0, 1],
    [2, 28, 23, 2],
    [3, 1, 0, 3],
    [12, 31, 23, 12],
  ])(
    're-orders a March-to-February year January to December: %i/%i %i:00 holds month %i',
    (m, d, h, v) => {
      const r = parseGreenButtonCsv(
        csv('2023-03-01', 365, 60, (date) => date.getUTCMonth() + 1, true),
      );
      expect(r.kwh[hourOfYear(m, d, h)]).toBe(v);
    },
  );

  it.each([
    // [hours left out on 10 January, expected value of each filled hour (= its hour of day)]
    ['2 hours: linear between the neighbours', [10, 11]],
    ['5 hours: the same hours of the nearest days', [8, 9, 10, 11, 12]],
  ])('fills a gap of %s', (_, gap) => {
    const r = parseGreenButtonCsv(
      csv('2023-01-01', 365, 60, (date, h) =>
        date.getUTCDate() === 10 && date.getUTCMonth() === 0 && gap.includes(h) ? undefined : h,
      ),
    );
    expect(r.filledHours).toBe(gap.length);
    for (const h of gap) expect(r.kwh[hourOfYear(1, 10, h)]).toBeCloseTo(h, 12);
  });

  it.each([
    [
      'less than a year',
      csv('2023-01-01', 364, 60, () => 1),
      'Green Button CSV: a full year of data is needed (364 days from 2023-01-01 to 2023-12-30)',
    ],
    [
      'a gap of more than 72 hours',
      csv('2023-01-01', 365, 60, (date) =>
        date.getUTCMonth() === 5 && date.getUTCDate() <= 4 ? undefined : 1,
      ),
      'Green Button CSV: 96 hours missing from 2023-06-01 00:00 (gaps up to 72 h are filled)',
    ],
    [
      'an unknown format',
      'Date,Value\n2023-01-01,1\n',
      'Green Button CSV: no "TYPE,DATE,START TIME,END TIME,USAGE (kWh)" table found (unknown format)',
    ],
    [
      'a solar home’s import/export file',
      'TYPE,DATE,START TIME,END TIME,IMPORT (kWh),EXPORT (kWh)\nElectric usage,2023-01-01,00:00,00:59,1,0\n',
      'Green Button CSV: the file holds import/export (a home with solar), not usage; upload a year of usage from before solar',
    ],
    [
      'a usage that is not a number',
      HEAD + 'Electric usage,2023-01-01,00:00,00:59,abc,,\n',
      'Green Button CSV: usage is not a number at line 5',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseGreenButtonCsv(text)).toThrow(GreenButtonError);
    expect(() => parseGreenButtonCsv(text)).toThrow(message);
  });

  it('reads the metered PG&E Central Valley home (2017, hourly) as 8760 kWh', () => {
    const text = gunzipSync(
      readFileSync(
        path.resolve(
          repoRoot,
          'packages/core/test-fixtures/load/pge-central-valley-2017-green-button.csv.gz',
        ),
      ),
    ).toString();
    const r = parseGreenButtonCsv(text);
    expect(r).toMatchObject({
      from: '2017-01-01',
      to: '2017-12-31',
      intervalMinutes: 60,
      filledHours: 0,
    });
    // The file's first two rows (00:00 1.73, 01:00 1.25); total 21,118.84 kWh and peak 10.93 kWh
    // as summed by awk over the file (the README gives 21,120 kWh and 10.9 kW for the source).
    expect([r.kwh[0], r.kwh[1]]).toEqual([1.73, 1.25]);
    expect(r.kwh.reduce((a, b) => a + b, 0)).toBeCloseTo(21118.84, 6);
    expect(Math.max(...r.kwh)).toBe(10.93);
  });
});
