import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it.each([
    [19840.2, '$19,841'], // up: the customer never sees less than the price
    [19841, '$19,841'],
    [19841.0000000001, '$19,841'], // float noise is not a dollar more
    [0, '$0'],
  ])('%s is %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });
});
