import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  CUSTOMER_CREATED_WITHIN_DAYS,
  US_STATES,
  type CustomerListFilters,
  type UsStateAbbreviation,
} from '@pb/core';
import { useId, useState } from 'react';
import { HAS_PROPOSALS_LABELS } from './customer-filter-chips';

type CustomerFiltersPopoverProps = {
  filters: CustomerListFilters;
  onChange: (filters: CustomerListFilters) => void;
};

const ANY = 'any';

/** How many filters are on (each state counts once). */
const activeCount = ({ state = [], hasProposals, createdWithin }: CustomerListFilters) =>
  state.length + (hasProposals ? 1 : 0) + (createdWithin ? 1 : 0);

/**
 * The filter popover of the customer list (the filters GET /api/customers supports): proposals
 * and age as radio choices, states as checkboxes. Every change applies at once.
 */
export function CustomerFiltersPopover({ filters, onChange }: CustomerFiltersPopoverProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const proposalsId = useId();
  const createdId = useId();
  const statesId = useId();
  const states = new Set<string>(filters.state ?? []);

  const toggleState = (abbreviation: UsStateAbbreviation, isChecked: boolean) => {
    const next = US_STATES.map((s) => s.abbreviation).filter((s) =>
      s === abbreviation ? isChecked : states.has(s),
    );
    onChange({ ...filters, state: next });
  };

  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        startIcon={
          <Badge badgeContent={activeCount(filters)} color="primary">
            <FilterListIcon />
          </Badge>
        }
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Filters
      </Button>
      <Popover
        id={popoverId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Filters', sx: { p: 2, width: 420 } } }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <FormControl>
            <FormLabel id={proposalsId}>Proposals</FormLabel>
            <RadioGroup
              aria-labelledby={proposalsId}
              value={filters.hasProposals ?? ANY}
              onChange={(event) => {
                const value = event.target.value;
                onChange({
                  ...filters,
                  hasProposals: value === 'yes' || value === 'no' ? value : undefined,
                });
              }}
            >
              <FormControlLabel value={ANY} control={<Radio size="small" />} label="Any" />
              <FormControlLabel
                value="yes"
                control={<Radio size="small" />}
                label={HAS_PROPOSALS_LABELS.yes}
              />
              <FormControlLabel
                value="no"
                control={<Radio size="small" />}
                label={HAS_PROPOSALS_LABELS.no}
              />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id={createdId}>Created</FormLabel>
            <RadioGroup
              aria-labelledby={createdId}
              value={String(filters.createdWithin ?? ANY)}
              onChange={(event) => {
                const days = CUSTOMER_CREATED_WITHIN_DAYS.find(
                  (d) => String(d) === event.target.value,
                );
                onChange({ ...filters, createdWithin: days });
              }}
            >
              <FormControlLabel value={ANY} control={<Radio size="small" />} label="Any time" />
              {CUSTOMER_CREATED_WITHIN_DAYS.map((days) => (
                <FormControlLabel
                  key={days}
                  value={String(days)}
                  control={<Radio size="small" />}
                  label={`Last ${days} days`}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Box>
        <FormControl component="fieldset" sx={{ mt: 2, width: '100%' }}>
          <FormLabel id={statesId} component="legend">
            States
          </FormLabel>
          <Box
            role="group"
            aria-labelledby={statesId}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(5, 1fr)',
              maxHeight: 180,
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 1,
            }}
          >
            {US_STATES.map((state) => (
              <FormControlLabel
                key={state.abbreviation}
                title={state.name}
                label={state.abbreviation}
                sx={{ mr: 0 }}
                control={
                  <Checkbox
                    size="small"
                    sx={{ p: 0.5 }}
                    checked={states.has(state.abbreviation)}
                    onChange={(event) => toggleState(state.abbreviation, event.target.checked)}
                  />
                }
              />
            ))}
          </Box>
        </FormControl>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" onClick={() => onChange({})} disabled={activeCount(filters) === 0}>
            Clear all
          </Button>
        </Box>
      </Popover>
    </>
  );
}
