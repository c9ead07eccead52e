import { describe, expect, it } from 'vitest';
import { toSentence } from './validator-text';

describe('toSentence', () => {
  it.each([
    ['Too big: expected number to be <=24', 'Enter 24 or less.'],
    ['Too small: expected number to be >=1', 'Enter 1 or more.'],
    ['Too big: expected number to be <100', 'Enter less than 100.'],
    ['Invalid input: expected int, received number', 'Enter a whole number.'],
    ['Invalid input: expected number, received null', 'Enter a number.'],
    ['The Federal tax credit runs from 0 to 26%.', 'The Federal tax credit runs from 0 to 26%.'],
  ])('%s → %s', (raw, sentence) => {
    expect(toSentence(raw)).toBe(sentence);
  });
});
