import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type FigureTileProps = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  isEmphasized?: boolean;
};

/** One live figure: a small label over its value (the value has the label as its name). */
export function FigureTile({ label, value, hint, isEmphasized = false }: FigureTileProps) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {label}
      </Typography>
      <Typography
        variant={isEmphasized ? 'h6' : 'body1'}
        component="div"
        data-testid={`figure-${label}`}
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="div">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** A responsive grid of figure tiles. */
export function FigureGrid({ children, min = 140 }: { children: ReactNode; min?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}
