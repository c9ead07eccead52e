import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { CustomerListFilters } from '@pb/core';

type CustomerFilterChipsProps = {
  filters: CustomerListFilters;
  onChange: (filters: CustomerListFilters) => void;
};

export const HAS_PROPOSALS_LABELS = { yes: 'Has proposals', no: 'No proposals' } as const;
const createdWithinLabel = (days: number) => `Created in the last ${days} days`;

/** The active filters as chips under the search box; deleting a chip drops that filter. */
export function CustomerFilterChips({ filters, onChange }: CustomerFilterChipsProps) {
  const { state = [], hasProposals, createdWithin } = filters;
  if (state.length === 0 && !hasProposals && !createdWithin) return null;
  return (
    <Box
      role="list"
      aria-label="Active filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {hasProposals && (
        <Chip
          role="listitem"
          size="small"
          color="primary"
          variant="outlined"
          label={HAS_PROPOSALS_LABELS[hasProposals]}
          onDelete={() => onChange({ ...filters, hasProposals: undefined })}
        />
      )}
      {createdWithin && (
        <Chip
          role="listitem"
          size="small"
          color="primary"
          variant="outlined"
          label={createdWithinLabel(createdWithin)}
          onDelete={() => onChange({ ...filters, createdWithin: undefined })}
        />
      )}
      {state.map((abbreviation) => (
        <Chip
          key={abbreviation}
          role="listitem"
          size="small"
          color="primary"
          variant="outlined"
          label={`State: ${abbreviation}`}
          onDelete={() =>
            onChange({ ...filters, state: state.filter((other) => other !== abbreviation) })
          }
        />
      ))}
    </Box>
  );
}
