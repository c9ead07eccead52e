import { describe, expect, it } from 'vitest';
import { GreenButtonError } from './interval-year';
import { parseGreenButtonXml } from './green-button-xml';

/** An ESPI feed of `hours` hourly readings from 1 January 2023 00:00 Pacific standard time (08:00 UTC). */
function feed(
  hours: number,
  wh: (hour: number) => number,
  opts: { power?: number; flow?: number; tz?: string | null; prefix?: string } = {},
): string {
  const p = opts.prefix ?? 'espi:';
  const t0 = Date.UTC(2023, 0, 1, 8) / 1000;
  const readings = Array.from(
    { length: hours },
    (_, h) =>
      `<${p}IntervalReading><${p}timePeriod><${p}duration>3600</${p}duration><${p}start>${t0 + h * 3600}</${p}start></${p}timePeriod><${p}value>${wh(h)}</${p}value></${p}IntervalReading>`,
  ).join('');
  const tz = opts.tz === null ? '' : `<${p}tzOffset>${opts.tz ?? '-28800'}</${p}tzOffset>`;
  return `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:espi="http://naesb.org/espi">
<entry><content><${p}LocalTimeParameters><${p}dstOffset>3600</${p}dstOffset>${tz}</${p}LocalTimeParameters></content></entry>
<entry><content><${p}ReadingType><${p}flowDirection>${opts.flow ?? 1}</${p}flowDirection><${p}powerOfTenMultiplier>${opts.power ?? 0}</${p}powerOfTenMultiplier><${p}uom>72</${p}uom></${p}ReadingType></content></entry>
<entry><content><${p}IntervalBlock>${readings}</${p}IntervalBlock></content></entry></feed>`;
}

describe('parseGreenButtonXml', () => {
  it.each([
    // [multiplier, value written, kWh expected]
    [0, (h: number) => 1000 + (h % 24), (h: number) => 1 + (h % 24) / 1000],
    [-3, () => 2_000_000, () => 2],
    [3, (h: number) => h % 2, (h: number) => h % 2],
  ])('10^%i Wh: hours land at local standard time, hour 0 = 1 January 00:00', (power, wh, kwh) => {
    const r = parseGreenButtonXml(feed(8760, wh, { power }));
    expect(r).toMatchObject({
      from: '2023-01-01',
      to: '2023-12-31',
      intervalMinutes: 60,
      filledHours: 0,
    });
    for (const h of [0, 1, 23, 4000, 8759]) expect(r.kwh[h]).toBeCloseTo(kwh(h), 12);
  });

  it('reads readings without a namespace prefix', () => {
    const r = parseGreenButtonXml(feed(8760, () => 500, { prefix: '' }));
    expect(r.kwh[100]).toBe(0.5);
  });

  it.each([
    [
      'a year minus a day',
      feed(8736, () => 1),
      'Green Button XML: a full year of data is needed (364 days from 2023-01-01 to 2023-12-30)',
    ],
    [
      'energy sent to the grid',
      feed(8760, () => 1, { flow: 19 }),
      'Green Button XML: the file holds energy sent to the grid (a home with solar), not usage; upload a year of usage from before solar',
    ],
    [
      'no time zone',
      feed(8760, () => 1, { tz: null }),
      'Green Button XML: no LocalTimeParameters tzOffset, so the local hours are unknown',
    ],
    ['no readings', '<feed></feed>', 'Green Button XML: no IntervalReading found (unknown format)'],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseGreenButtonXml(text)).toThrow(GreenButtonError);
    expect(() => parseGreenButtonXml(text)).toThrow(message);
  });
});
