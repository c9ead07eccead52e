import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

type TableScrollRegionProps = {
  /** The table's name; the region is called "<label> (scrolls sideways)". */
  label: string;
  children: ReactNode;
};

/**
 * Where a wide table scrolls sideways on a phone, so the page itself never does (decision 0031).
 * The region is named and focusable: a keyboard user tabs to it and scrolls it with the arrow
 * keys. `position: relative` keeps screen-reader-only texts of the cells inside the scroll box.
 */
export function TableScrollRegion({ label, children }: TableScrollRegionProps) {
  return (
    <TableContainer
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      tabIndex={0}
      sx={{
        position: 'relative',
        overflowX: 'auto',
        maxWidth: '100%',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {children}
    </TableContainer>
  );
}
