import { describe, expect, it } from 'vitest';
import { missingMonthsMessage, monthCoverage } from './month-coverage';
import { MONTHS } from './months';

describe('monthCoverage: every month in exactly one group', () => {
  it('names the months left out and the months listed twice', () => {
    expect(monthCoverage([{ months: ['Jun', 'Jul', 'Aug', 'Sep'] }])).toEqual({
      missing: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Oct', 'Nov', 'Dec'],
      doubled: [],
    });
    expect(monthCoverage([{ months: [...MONTHS] }, { months: ['Dec', 'Jan'] }])).toEqual({
      missing: [],
      doubled: ['Jan', 'Dec'],
    });
    expect(monthCoverage([{ months: [...MONTHS] }])).toEqual({ missing: [], doubled: [] });
  });

  it('says it in a sentence', () => {
    expect(missingMonthsMessage(['Oct'])).toBe(
      'Oct is in no month group. Every month must belong to exactly one group.',
    );
  });
});
