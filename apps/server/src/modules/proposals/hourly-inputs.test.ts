import { describe, expect, it } from 'vitest';
import { hourlyLoadFor } from './household-load';
import { scaleToMonths } from './hourly-production';

const site = { latitude: 37.8, longitude: -122.3 };

describe('the hours a proposal on an hourly plan is priced from (issue 35)', () => {
  it('spreads each month’s kWh evenly over its hours until core’s load model is merged', () => {
    const load = hourlyLoadFor([744, 672, 0, 720, 744, 720, 744, 744, 720, 744, 720, 1488], site);
    expect(load).toHaveLength(8760);
    expect(load[0]).toBe(1); // January: 744 kWh over 744 hours
    expect(load[744]).toBe(1); // February: 672 over 672
    expect(load[744 + 672]).toBe(0); // March: none
    expect(load[8759]).toBe(2); // December: 1488 over 744
  });

  it('scales a production shape so each month adds up to the monthly estimate', () => {
    const shape = new Float64Array(8760);
    shape[12] = 1; // 1 January noon
    shape[36] = 3; // 2 January noon
    const months = [8, 28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const out = scaleToMonths(shape, months);
    expect(out[12]).toBe(2);
    expect(out[36]).toBe(6);
    // February has no production in the shape: 28 kWh over its 28 days × 10:00–14:00 (5 h).
    expect(out[744 + 10]).toBeCloseTo(0.2, 12);
    expect(out[744 + 15]).toBe(0);
    expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(36, 9);
  });
});
