/**
 * The System Info drawing as stored in `roofImageDrawing`: compact vector strokes, not pixels.
 * Coordinates are integers on a 0–1000 grid over the roof image (so the drawing scales with the
 * image on any screen). Points closer than MIN_STEP to the previous point are dropped and the
 * whole drawing keeps at most MAX_POINTS points (about 20 kB of JSON).
 */
export const DRAWING_GRID = 1000;
export const MAX_POINTS = 4000;
const MIN_STEP = 4;
/** Red brush, radius 3 (spec 3 §2). */
export const BRUSH_COLOR = '#ff0000';
export const BRUSH_RADIUS = 3;

/** One stroke: x0, y0, x1, y1, … on the grid. */
export type Stroke = number[];
export interface RoofDrawing {
  v: 1;
  strokes: Stroke[];
}

export const EMPTY_DRAWING: RoofDrawing = { v: 1, strokes: [] };

export const pointCount = (d: RoofDrawing) => d.strokes.reduce((n, s) => n + s.length / 2, 0);

/** Reads a stored drawing; anything unreadable (or from an older format) is an empty drawing. */
export function parseDrawing(text: string): RoofDrawing {
  if (!text) return EMPTY_DRAWING;
  try {
    const value = JSON.parse(text) as Partial<RoofDrawing>;
    if (value.v !== 1 || !Array.isArray(value.strokes)) return EMPTY_DRAWING;
    const strokes = value.strokes.filter(
      (s): s is Stroke =>
        Array.isArray(s) &&
        s.length >= 2 &&
        s.length % 2 === 0 &&
        s.every((n) => Number.isInteger(n) && n >= 0 && n <= DRAWING_GRID),
    );
    return { v: 1, strokes };
  } catch {
    return EMPTY_DRAWING;
  }
}

export const serializeDrawing = (d: RoofDrawing) => (d.strokes.length ? JSON.stringify(d) : '');

const clampGrid = (n: number) => Math.max(0, Math.min(DRAWING_GRID, Math.round(n)));

/**
 * Adds a point (fractions 0–1 of the image) to the last stroke; answers the same drawing when
 * the point is too close to the previous one or the point budget is spent.
 */
export function addPoint(
  d: RoofDrawing,
  fx: number,
  fy: number,
  isNewStroke: boolean,
): RoofDrawing {
  if (pointCount(d) >= MAX_POINTS) return d;
  const x = clampGrid(fx * DRAWING_GRID);
  const y = clampGrid(fy * DRAWING_GRID);
  if (isNewStroke || d.strokes.length === 0) return { v: 1, strokes: [...d.strokes, [x, y]] };
  const last = d.strokes[d.strokes.length - 1]!;
  const px = last[last.length - 2]!;
  const py = last[last.length - 1]!;
  if (Math.hypot(x - px, y - py) < MIN_STEP) return d;
  return { v: 1, strokes: [...d.strokes.slice(0, -1), [...last, x, y]] };
}

export const undoStroke = (d: RoofDrawing): RoofDrawing => ({
  v: 1,
  strokes: d.strokes.slice(0, -1),
});

/** An SVG path (in grid units) of one stroke; a single point is a dot. */
export function strokePath(s: Stroke): string {
  if (s.length === 2) return `M${s[0]} ${s[1]}l0.01 0`;
  let path = `M${s[0]} ${s[1]}`;
  for (let i = 2; i < s.length; i += 2) path += `L${s[i]} ${s[i + 1]}`;
  return path;
}
