import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startMessagePreview } from './start-message-preview';
import {
  badgeText,
  chatHistoryDate,
  compareByAppointment,
  dashboardColumn,
  requestStatus,
} from './request-status';

describe('startMessagePreview (spec 1 §2, §9)', () => {
  it.each([
    ['', '', false],
    ['short', 'short', false],
    ['a'.repeat(99), 'a'.repeat(99), false],
    ['a'.repeat(100), `${'a'.repeat(97)}...`, true],
    [`${'b'.repeat(97)}XYZ tail`, `${'b'.repeat(97)}...`, true],
  ])('%#', (input, text, isCollapsed) => {
    expect(startMessagePreview(input)).toEqual({ text, isCollapsed });
  });

  it('collapsed previews are exactly 100 characters and a prefix of the message', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 100, maxLength: 400 }), (s) => {
        const p = startMessagePreview(s);
        const chars = Array.from(p.text);
        return (
          p.isCollapsed &&
          chars.length === 100 &&
          p.text.endsWith('...') &&
          s.startsWith(chars.slice(0, 97).join(''))
        );
      }),
    );
  });
});

describe('request states (spec 3 §4) and columns (spec 1 §2)', () => {
  it.each([
    [{ isActive: true, ownedBy: null }, 'Pending'],
    [{ isActive: true, ownedBy: 'u' }, 'In Progress'],
    [{ isActive: false, ownedBy: 'u' }, 'Completed'],
    [{ isActive: false, ownedBy: null }, 'Completed'],
  ] as const)('%o → %s', (r, s) => expect(requestStatus(r)).toBe(s));

  it.each([
    [{ initial: true, ownedBy: null }, 'initial'],
    [{ initial: false, ownedBy: null }, 'redesign'],
    [{ initial: true, ownedBy: 'u' }, 'inProgress'],
    [{ initial: false, ownedBy: 'u' }, 'inProgress'],
  ] as const)('%o → %s', (r, c) => expect(dashboardColumn(r)).toBe(c));
});

describe('badgeText (cap 99)', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%d → %s', (n, t) => expect(badgeText(n)).toBe(t));
});

describe('chatHistoryDate (MM-DD-YY)', () => {
  it('formats local dates', () => {
    expect(chatHistoryDate(new Date(2026, 0, 5, 13, 0))).toBe('01-05-26');
    expect(chatHistoryDate(new Date(2009, 11, 31))).toBe('12-31-09');
  });
});

describe('compareByAppointment', () => {
  it('earliest appointment first, unknown last, ties by creation', () => {
    const rows = [
      { id: 'none', appointmentDate: null, createdAt: '2026-01-01T00:00:00Z' },
      { id: 'late', appointmentDate: '2026-03-02', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'early-b', appointmentDate: '2026-03-01', createdAt: '2026-01-02T00:00:00Z' },
      { id: 'early-a', appointmentDate: '2026-03-01', createdAt: '2026-01-01T00:00:00Z' },
    ];
    expect([...rows].sort(compareByAppointment).map((r) => r.id)).toEqual([
      'early-a',
      'early-b',
      'late',
      'none',
    ]);
  });
});
