import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatViewHint,
  matchesMediaQuery,
  MAX_VIEW_WIDTH,
  parseViewHint,
  sameView,
  type ViewHint,
} from './server-render';

/** The web app's breakpoints (apps/web config/theme: sm, md, lg, xl). */
const BREAKPOINTS = [600, 768, 1200, 1536];
const view = (width: number, reducedMotion = false): ViewHint => ({ width, reducedMotion });

describe('the view cookie', () => {
  it.each([
    [view(1280), '1280.0'],
    [view(390, true), '390.1'],
    [view(1279.6), '1280.0'],
    [view(0), '1.0'],
    [view(25_000), `${MAX_VIEW_WIDTH}.0`],
  ])('%o is written %s', (hint, text) => {
    expect(formatViewHint(hint)).toBe(text);
  });

  it.each(['', '1280', '1280.2', 'abc.0', '0.0', '10001.0', '-5.0', '1280.0; x', '12.5.1'])(
    'refuses %j',
    (text) => {
      expect(parseViewHint(text)).toBeNull();
    },
  );

  it('reads back what it writes, for any whole width it allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_VIEW_WIDTH }), fc.boolean(), (width, rm) => {
        expect(parseViewHint(formatViewHint(view(width, rm)))).toEqual(view(width, rm));
      }),
    );
  });
});

describe('matchesMediaQuery (the queries MUI hands useMediaQuery)', () => {
  it.each([
    // theme.breakpoints.up('md') at 768 px; down('sm') is max-width 600 - 0.05.
    ['@media (min-width:768px)', 768, true],
    ['@media (min-width:768px)', 767, false],
    ['(min-width:768px)', 1280, true],
    ['(max-width:599.95px)', 599, true],
    ['(max-width:599.95px)', 600, false],
    ['(min-width:600px) and (max-width:767.95px)', 700, true],
    ['(min-width:600px) and (max-width:767.95px)', 768, false],
    ['screen and (min-width: 1200px)', 1366, true],
    ['(orientation: landscape)', 1280, false],
    ['(min-width:48em)', 1280, false],
    ['print', 1280, false],
  ])('%s at %i px: %s', (query, width, matches) => {
    expect(matchesMediaQuery(query, view(width))).toBe(matches);
  });

  it('reads the motion setting', () => {
    expect(matchesMediaQuery('(prefers-reduced-motion: reduce)', view(390, true))).toBe(true);
    expect(matchesMediaQuery('(prefers-reduced-motion: reduce)', view(390, false))).toBe(false);
    expect(matchesMediaQuery('(prefers-reduced-motion: no-preference)', view(390))).toBe(true);
  });
});

describe('sameView', () => {
  it.each([
    [view(1280), view(1366), true],
    [view(1280), view(1199), false],
    [view(390), view(599), true],
    [view(599), view(600), false],
    [view(1280, true), view(1280, false), false],
    [view(2000), view(1536), true],
  ])('%o and %o: %s', (a, b, same) => {
    expect(sameView(a, b, BREAKPOINTS)).toBe(same);
  });

  it('holds exactly when every breakpoint query of the theme reads the same for both', () => {
    const queries = BREAKPOINTS.flatMap((bound) => [
      `(min-width:${bound}px)`,
      `(max-width:${bound - 0.05}px)`,
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 }), (a, b) => {
        const alike = queries.every(
          (query) => matchesMediaQuery(query, view(a)) === matchesMediaQuery(query, view(b)),
        );
        expect(sameView(view(a), view(b), BREAKPOINTS)).toBe(alike);
      }),
    );
  });
});
