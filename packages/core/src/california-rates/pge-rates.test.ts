import { describe, expect, it } from 'vitest';
import { computeHourlyBill } from '../hourly-bill/hourly-bill';
import {
  PGE_E_ELEC_2025,
  PGE_E_ELEC_2025_PERIOD_NAMES,
  PGE_NBT25_2025_SELL_RATES,
} from './pge-rates';

const rateAt = (weekend: boolean, month: number, hour: number) => {
  const s = weekend ? PGE_E_ELEC_2025.weekendSchedule : PGE_E_ELEC_2025.weekdaySchedule;
  return PGE_E_ELEC_2025.periods[s[month - 1]![hour]!]![0]!.rate;
};

describe('PG&E E-ELEC 2025', () => {
  // Tariff sheet: peak 4–9 p.m., partial peak 3–4 p.m. and 9 p.m.–midnight, every day; summer June–September.
  it.each([
    [false, 1, 10, 0.34671, 'Winter Off Peak'],
    [false, 1, 15, 0.36057, 'Winter Partial Peak'],
    [true, 12, 18, 0.38266, 'Winter Peak'],
    [true, 6, 2, 0.39562, 'Summer Off Peak'],
    [false, 9, 22, 0.4523, 'Summer Partial Peak'],
    [false, 7, 17, 0.61418, 'Summer Peak'],
  ])('weekend %s, month %i, %i h: $%f (%s)', (weekend, month, hour, rate, name) => {
    expect(rateAt(weekend, month, hour)).toBe(rate);
    const s = weekend ? PGE_E_ELEC_2025.weekendSchedule : PGE_E_ELEC_2025.weekdaySchedule;
    expect(PGE_E_ELEC_2025_PERIOD_NAMES[s[month - 1]![hour]!]).toBe(name);
  });

  it('bills 1 kWh every hour of the year at $3,578.40 without solar (hand sum)', () => {
    // Winter day 15 × 0.34671 + 4 × 0.36057 + 5 × 0.38266 = 8.55623 (243 days);
    // summer day 15 × 0.39562 + 4 × 0.4523 + 5 × 0.61418 = 10.8144 (122 days);
    // fixed 0.49281 × 365 = 179.87565. Total 3,578.39634.
    const load = new Float64Array(8760).fill(1);
    const r = computeHourlyBill({
      tariff: PGE_E_ELEC_2025,
      metering: 'net-billing',
      sellRates: PGE_NBT25_2025_SELL_RATES,
      load,
      production: new Float64Array(8760),
    });
    expect(r.annual.withoutSolar).toBeCloseTo(3578.39634, 4);
  });
});

describe('PG&E NBT25 export rates for 2025 (bundled = delivery + generation)', () => {
  // From PG&E's published rows (ValueName → delivery + generation).
  it.each([
    ['weekday', 7, 19, 0.34781 + 0.09787],
    ['weekday', 4, 12, 0.00015 + 0.0119],
    ['weekend', 1, 0, 0.00078 + 0.08815],
  ] as const)('%s, month %i, %i h', (day, month, hour, value) => {
    expect(PGE_NBT25_2025_SELL_RATES[day][month - 1]![hour]).toBeCloseTo(value, 10);
  });

  it('is two full 12 × 24 tables', () => {
    for (const t of [PGE_NBT25_2025_SELL_RATES.weekday, PGE_NBT25_2025_SELL_RATES.weekend]) {
      expect(t).toHaveLength(12);
      for (const row of t) expect(row.filter((v) => Number.isFinite(v) && v >= 0)).toHaveLength(24);
    }
  });
});
