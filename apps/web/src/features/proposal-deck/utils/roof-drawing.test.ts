import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPoint,
  EMPTY_DRAWING,
  MAX_POINTS,
  parseDrawing,
  pointCount,
  serializeDrawing,
  strokePath,
  undoStroke,
} from './roof-drawing';

describe('roof drawing', () => {
  it('stores strokes on a 0–1000 grid and thins points closer than 4 units', () => {
    let d = addPoint(EMPTY_DRAWING, 0.1, 0.2, true);
    d = addPoint(d, 0.1015, 0.2, false); // 1.5 units away: dropped
    d = addPoint(d, 0.5, 0.5, false);
    d = addPoint(d, 0.9, 0.9, true);
    expect(d.strokes).toEqual([
      [100, 200, 500, 500],
      [900, 900],
    ]);
    expect(serializeDrawing(d)).toBe('{"v":1,"strokes":[[100,200,500,500],[900,900]]}');
    expect(strokePath(d.strokes[0]!)).toBe('M100 200L500 500');
    expect(undoStroke(d).strokes).toEqual([[100, 200, 500, 500]]);
  });

  it('clamps points outside the image to its edges', () => {
    const d = addPoint(EMPTY_DRAWING, -0.5, 1.7, true);
    expect(d.strokes).toEqual([[0, 1000]]);
  });

  it('never keeps more than MAX_POINTS points, and round-trips through its text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.boolean(),
          ),
          {
            maxLength: 300,
          },
        ),
        (points) => {
          const d = points.reduce(
            (acc, [x, y, isNew]) => addPoint(acc, x, y, isNew),
            EMPTY_DRAWING,
          );
          expect(pointCount(d)).toBeLessThanOrEqual(MAX_POINTS);
          expect(parseDrawing(serializeDrawing(d))).toEqual(d.strokes.length ? d : EMPTY_DRAWING);
        },
      ),
    );
    let d = EMPTY_DRAWING;
    for (let i = 0; i < MAX_POINTS + 50; i += 1) d = addPoint(d, (i % 100) / 100, i % 2, true);
    expect(pointCount(d)).toBe(MAX_POINTS);
  });

  it('reads anything unreadable as an empty drawing', () => {
    for (const text of ['', 'not json', '{"v":2,"strokes":[]}', 'data:image/png;base64,AAAA'])
      expect(parseDrawing(text)).toEqual(EMPTY_DRAWING);
    expect(parseDrawing('{"v":1,"strokes":[[1,2,3],[5,6],[-1,2],[1.5,2]]}').strokes).toEqual([
      [5, 6],
    ]);
  });
});
