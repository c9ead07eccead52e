import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ProposalToCompare } from '../api/get-proposal-to-compare';
import {
  compareDetails,
  type ComparableDetails,
  type ComparedItem,
} from '../utils/compare-details';

/** The list's rows: label (caption, bold), the two values (body2), differences in red. */
const detailsListStyle = (theme: Theme) =>
  ({
    m: 0,
    '& > div': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: 1,
      py: 0.75,
      borderTop: 1,
      borderColor: 'divider',
      color: 'text.primary',
    },
    '& > div[data-different]': { color: 'error.main' },
    '& dt': { ...theme.typography.caption, fontWeight: 600 },
    '& dd': { ...theme.typography.body2, m: 0, overflowWrap: 'anywhere', gridColumn: 1 },
    '& .pb-side': { color: 'text.secondary' },
    '& dd.pb-sync': { gridColumn: 2, gridRow: '1 / span 3', alignSelf: 'center' },
  }) as const;

type CurrentDetailsPanelProps = {
  /** The chosen proposal as GET /api/Proposals/{id} answers it (the list has no details). */
  proposal: ProposalToCompare | null;
  hasProposals: boolean;
};

/**
 * 'Current Details For Proposal' (spec 3 §2): the customer's details (as in the form) against the
 * chosen proposal's. Differences are red; a sync button copies one item of the proposal into the
 * form and 'Import Changes' copies every differing item (saved by Generate Optimal Build).
 */
export function CurrentDetailsPanel({ proposal, hasProposals }: CurrentDetailsPanelProps) {
  const { control, setValue } = useFormContext();
  const values = useWatch({ control }) as ComparableDetails;

  if (!proposal) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {hasProposals
          ? "Choose a proposal below to compare it with the customer's details."
          : 'No proposal to compare with yet.'}
      </Typography>
    );
  }

  // The proposal side is priced at its final EPC (what it sells at), not its details' target.
  const items = compareDetails(values, { ...proposal.details, epc: proposal.proposalEpc });
  const differing = items.filter((item) => item.isDifferent);
  const apply = (item: ComparedItem) => {
    for (const [name, value] of Object.entries(item.changes)) {
      setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
          gap: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Customer vs Prop{proposal.proposalNumber}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<SyncIcon />}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          disabled={differing.length === 0}
          onClick={() => differing.forEach(apply)}
        >
          Import Changes
        </Button>
      </Box>
      <Box component="dl" aria-label="Current Details For Proposal" sx={detailsListStyle}>
        {items.map((item) => (
          // One dt/dd group per item: a div holding only dt and dd elements (valid in a dl); the
          // sync button is the last description, placed beside the values. Plain elements under
          // the list's one style: nine rows of MUI typography were a tenth of the page's render.
          <div key={item.key} data-different={item.isDifferent || undefined}>
            <dt>{item.label}</dt>
            <dd>
              <span className="pb-side">Customer: </span>
              {item.customer}
            </dd>
            <dd>
              <span className="pb-side">Proposal: </span>
              {item.proposal}
            </dd>
            <dd className="pb-sync">
              <Tooltip title={`Sync ${item.label} from the proposal`}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Sync ${item.label}`}
                    disabled={!item.isDifferent}
                    onClick={() => apply(item)}
                  >
                    <SyncIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </dd>
          </div>
        ))}
      </Box>
    </Box>
  );
}
