import { useEffect, useRef, type PointerEvent } from 'react';
import {
  addPoint,
  BRUSH_COLOR,
  BRUSH_RADIUS,
  DRAWING_GRID,
  type RoofDrawing,
} from '../utils/roof-drawing';

type RoofDrawingCanvasProps = {
  drawing: RoofDrawing;
  onChange: (drawing: RoofDrawing) => void;
};

/**
 * The drawing canvas over the roof image in edit mode: a red brush of radius 3 (spec 3 §2).
 * Pointer moves add points to the current stroke (thinned and capped, see roof-drawing.ts).
 */
export function RoofDrawingCanvas({ drawing, onChange }: RoofDrawingCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isDrawing = useRef(false);
  const latest = useRef(drawing);
  latest.current = drawing;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const { width, height } = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(width));
    canvas.height = Math.max(1, Math.round(height));
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.strokeStyle = BRUSH_COLOR;
    ctx.fillStyle = BRUSH_COLOR;
    ctx.lineWidth = BRUSH_RADIUS * 2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    const sx = canvas.width / DRAWING_GRID;
    const sy = canvas.height / DRAWING_GRID;
    for (const s of drawing.strokes) {
      ctx.beginPath();
      ctx.moveTo(s[0]! * sx, s[1]! * sy);
      if (s.length === 2) ctx.arc(s[0]! * sx, s[1]! * sy, BRUSH_RADIUS, 0, 2 * Math.PI);
      for (let i = 2; i < s.length; i += 2) ctx.lineTo(s[i]! * sx, s[i + 1]! * sy);
      if (s.length === 2) ctx.fill();
      else ctx.stroke();
    }
  }, [drawing]);

  const point = (e: PointerEvent<HTMLCanvasElement>, isNew: boolean) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const fx = (e.clientX - rect.left) / rect.width;
    const fy = (e.clientY - rect.top) / rect.height;
    onChange(addPoint(latest.current, fx, fy, isNew));
  };

  return (
    <canvas
      ref={canvasRef}
      data-testid="roof-drawing-canvas"
      aria-label="Drawing canvas"
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        cursor: 'crosshair',
        touchAction: 'none',
      }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        isDrawing.current = true;
        point(e, true);
      }}
      onPointerMove={(e) => {
        if (isDrawing.current) point(e, false);
      }}
      onPointerUp={() => {
        isDrawing.current = false;
      }}
      onPointerCancel={() => {
        isDrawing.current = false;
      }}
    />
  );
}
