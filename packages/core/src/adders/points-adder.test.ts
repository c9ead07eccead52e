import { describe, expect, it } from 'vitest';
import { pointsAdderDollars } from './points-adder';

describe('points adder: $290 × points, 0–15', () => {
  it.each([
    [0, 0],
    [1, 290],
    [5, 1450], // 5 × 290
    [15, 4350], // 15 × 290
    [20, 4350], // clamped to 15
    [-2, 0], // clamped to 0
  ])('%s points → $%s', (points, expected) => {
    expect(pointsAdderDollars(points)).toBe(expected);
  });
});
