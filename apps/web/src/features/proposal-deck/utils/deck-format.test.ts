import { describe, expect, it } from 'vitest';
import { formatDollars } from './deck-format';

describe('formatDollars', () => {
  it.each([
    [12344.5, '$12,345'],
    [12344.49, '$12,344'],
    [-9292, '-$9,292'],
  ])('%s is %s (to the nearest dollar)', (value, text) => {
    expect(formatDollars(value)).toBe(text);
  });
});
