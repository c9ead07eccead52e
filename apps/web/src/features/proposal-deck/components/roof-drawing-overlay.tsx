import {
  BRUSH_COLOR,
  BRUSH_RADIUS,
  DRAWING_GRID,
  strokePath,
  type RoofDrawing,
} from '../utils/roof-drawing';

/**
 * The saved drawing as vector strokes over the roof image (also what the PDF picks up). The
 * grid is 1000 × 1000 stretched over the image; the stroke width is the brush's diameter in
 * screen pixels (non-scaling).
 */
export function RoofDrawingOverlay({ drawing }: { drawing: RoofDrawing }) {
  if (drawing.strokes.length === 0) return null;
  return (
    <svg
      data-testid="roof-drawing"
      viewBox={`0 0 ${DRAWING_GRID} ${DRAWING_GRID}`}
      preserveAspectRatio="none"
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
      }}
    >
      {drawing.strokes.map((s, i) => (
        <path
          key={i}
          d={strokePath(s)}
          fill="none"
          stroke={BRUSH_COLOR}
          strokeWidth={BRUSH_RADIUS * 2}
          strokeLinecap="round"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
