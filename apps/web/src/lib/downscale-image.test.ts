import { describe, expect, it } from 'vitest';
import { fitWithin } from './downscale-image';

describe('fitWithin (profile pictures ≤ 256 px)', () => {
  it.each([
    { width: 800, height: 600, expected: { width: 256, height: 192 } },
    { width: 600, height: 800, expected: { width: 192, height: 256 } },
    { width: 4000, height: 4000, expected: { width: 256, height: 256 } },
    { width: 100, height: 50, expected: { width: 100, height: 50 } },
    { width: 10000, height: 10, expected: { width: 256, height: 1 } },
  ])('$width×$height → $expected.width×$expected.height', ({ width, height, expected }) => {
    expect(fitWithin(width, height, 256)).toEqual(expected);
  });
});
