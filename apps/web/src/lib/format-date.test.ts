import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format-date';

describe('formatDate (MM-DD-YY, spec 1 §9)', () => {
  it.each([
    [new Date(2026, 10, 28, 13, 44), '11-28-26'],
    [new Date(2026, 0, 5, 0, 0), '01-05-26'],
    [new Date(2005, 11, 31, 23, 59), '12-31-05'],
    [new Date(2100, 1, 1), '02-01-00'],
  ])('%s → %s', (date, expected) => {
    expect(formatDate(date)).toBe(expected);
  });

  it('reads a calendar date as that day in local time, not UTC midnight', () => {
    expect(formatDate('2026-12-02')).toBe('12-02-26');
    expect(formatDate('2026-01-01')).toBe('01-01-26');
  });

  it('gives nothing for an unreadable value', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatTime (h:mm a)', () => {
  it.each([
    [0, 5, '12:05 AM'],
    [1, 0, '1:00 AM'],
    [11, 59, '11:59 AM'],
    [12, 0, '12:00 PM'],
    [13, 44, '1:44 PM'],
    [23, 9, '11:09 PM'],
  ])('%i:%i → %s', (h, m, expected) => {
    expect(formatTime(new Date(2026, 10, 28, h, m))).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it('joins both with a space', () => {
    expect(formatDateTime(new Date(2026, 10, 28, 13, 44))).toBe('11-28-26 1:44 PM');
  });

  it('reads an ISO timestamp in local time', () => {
    const iso = new Date(2026, 10, 28, 9, 3).toISOString();
    expect(formatDateTime(iso)).toBe('11-28-26 9:03 AM');
  });
});
