import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

type ListCellProps = {
  items: readonly string[];
  /** Shown when the list is empty (e.g. 'All states'). */
  emptyText?: string;
  /** At most this many are written out; the rest are counted, the tooltip lists all. */
  max?: number;
};

/** A table cell with a list of short names (states, installers) that never overflows. */
export function ListCell({ items, emptyText = '—', max = 5 }: ListCellProps) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {emptyText}
      </Typography>
    );
  }
  const shown = items.slice(0, max).join(', ');
  if (items.length <= max) return <>{shown}</>;
  return (
    <Tooltip title={items.join(', ')}>
      <span>
        {shown}{' '}
        <Typography variant="body2" color="text.secondary" component="span">
          +{items.length - max} more
        </Typography>
      </span>
    </Tooltip>
  );
}
