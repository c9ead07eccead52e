import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRoofImageUrl } from '../../hooks/use-roof-image-url';
import { formatKw, formatPercent1, formatWhole } from '../../utils/deck-format';
import {
  EMPTY_DRAWING,
  parseDrawing,
  serializeDrawing,
  undoStroke,
  type RoofDrawing,
} from '../../utils/roof-drawing';
import { RoofDrawingCanvas } from '../roof-drawing-canvas';
import { RoofDrawingOverlay } from '../roof-drawing-overlay';
import { FigureTile, SlideFrame } from './slide-frame';
import type { SlideProps } from './slide-props';

export const FOOTNOTE_PRODUCTION =
  "Production is based on your last 12 months of usage and your system's first-year production.";
export const FOOTNOTE_UTILITY =
  "Savings depend on your utility's rates, fees and net metering rules, which your utility may change.";
export const FOOTNOTE_UTILITY_GEORGIA =
  "Georgia Power credits excess solar energy at its avoided-cost rate; savings assume Georgia Power's current rates and rules.";
export const FOOTNOTE_DELAYS = 'Loan payments are not reimbursed for unforeseen delays.';

type SystemInfoSlideProps = SlideProps & {
  /** Edit mode: the Edit button and the drawing canvas; saving stores roofImageDrawing. */
  onSaveDrawing?: (drawing: string) => Promise<unknown>;
};

/** System Info (spec 3 §2): roof image with the drawing, the arrays, three figures, footnotes. */
export function SystemInfoSlide(props: SystemInfoSlideProps) {
  const { deck, isMobile, isPrint, visibility, onSaveDrawing } = props;
  const { figures, brand } = deck;
  const color = brand.palette.dark;
  const imageUrl = useRoofImageUrl(deck.roofImageUrl);
  const saved = parseDrawing(deck.roofImageDrawing);
  const [editing, setEditing] = useState<RoofDrawing | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const canEdit = Boolean(onSaveDrawing) && !isPrint;

  const save = async () => {
    if (!editing || !onSaveDrawing) return;
    setIsSaving(true);
    try {
      await onSaveDrawing(serializeDrawing(editing));
      setEditing(null);
    } catch {
      // The toast says it failed; the drawing stays open.
    } finally {
      setIsSaving(false);
    }
  };

  const arrays = deck.panelArrays
    .map((a, i) => ({ ...a, number: i + 1 }))
    .filter((a) => a.panels > 0);

  return (
    <SlideFrame deck={deck} isMobile={isMobile} isPrint={isPrint} title="System Info">
      <Box
        sx={{
          display: 'flex',
          flexDirection: isMobile ? 'column' : 'row',
          gap: 3,
          height: isMobile ? 'auto' : '100%',
        }}
      >
        <Box sx={{ flex: 1.1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box
            sx={{
              position: 'relative',
              width: '100%',
              aspectRatio: '4 / 3',
              maxHeight: isMobile ? undefined : 380,
              bgcolor: brand.palette.light,
              borderRadius: 2,
              overflow: 'hidden',
            }}
          >
            {imageUrl ? (
              <Box
                component="img"
                src={imageUrl}
                alt="Roof image"
                sx={{ width: '100%', height: '100%', objectFit: 'fill', display: 'block' }}
              />
            ) : (
              <Typography sx={{ p: 2, fontSize: 16 }}>No roof image</Typography>
            )}
            {editing ? (
              <RoofDrawingCanvas drawing={editing} onChange={setEditing} />
            ) : (
              <RoofDrawingOverlay drawing={saved} />
            )}
          </Box>
          {canEdit && (
            <Box data-pdf-skip sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {editing ? (
                <>
                  <Button variant="outlined" onClick={() => setEditing(undoStroke(editing))}>
                    Undo
                  </Button>
                  <Button variant="outlined" onClick={() => setEditing(EMPTY_DRAWING)}>
                    Clear
                  </Button>
                  <Button variant="contained" disabled={isSaving} onClick={() => void save()}>
                    Save
                  </Button>
                  <Button onClick={() => setEditing(null)}>Cancel</Button>
                </>
              ) : (
                <Button
                  variant="contained"
                  onClick={() => setEditing(saved)}
                  sx={{ bgcolor: brand.palette.dark }}
                >
                  Edit
                </Button>
              )}
            </Box>
          )}
          <Box
            component="ol"
            aria-label="Panel arrays"
            sx={{ m: 0, pl: 0.5, fontSize: 16, listStyle: 'none' }}
          >
            {arrays.map((a) => (
              <li key={a.number}>
                Array {a.number}: {a.panels} panels, azimuth {a.azimuth}°, tilt {a.tilt}°
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FigureTile
            label="System Size"
            value={formatKw(figures.systemSize)}
            color={color}
            isMobile={isMobile}
          />
          <FigureTile
            label="Clean Energy Offset"
            value={`${formatWhole(figures.totalAnnualProduction)} kWh`}
            detail={
              visibility.showOffset
                ? `${formatPercent1(figures.totalOffset)} of your pre-solar usage`
                : 'Annual production'
            }
            color={color}
            isMobile={isMobile}
          />
          <FigureTile
            label="Total Panels"
            value={String(figures.totalPanels)}
            detail={`${deck.panelName} · ${deck.inverterName}`}
            color={color}
            isMobile={isMobile}
          />
          <Box aria-label="Footnotes" role="note" sx={{ fontSize: 12 }}>
            {[
              FOOTNOTE_PRODUCTION,
              visibility.isGeorgiaPower ? FOOTNOTE_UTILITY_GEORGIA : FOOTNOTE_UTILITY,
              FOOTNOTE_DELAYS,
            ].map((note) => (
              <Typography key={note} sx={{ fontSize: 12 }}>
                * {note}
              </Typography>
            ))}
          </Box>
        </Box>
      </Box>
    </SlideFrame>
  );
}
