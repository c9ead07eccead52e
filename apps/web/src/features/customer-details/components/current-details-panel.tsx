import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ProposalRecord } from '@pb/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { compareDetails, type ComparableDetails, type ComparedItem } from '../utils/compare-details';

type CurrentDetailsPanelProps = { proposal: ProposalRecord | null };

/**
 * 'Current Details For Proposal' (spec 3 §2): the customer's details (as in the form) against the
 * chosen proposal's. Differences are red; a sync button copies one item of the proposal into the
 * form and 'Import Changes' copies every differing item (saved by Generate Optimal Build).
 */
export function CurrentDetailsPanel({ proposal }: CurrentDetailsPanelProps) {
  const { control, setValue } = useFormContext();
  const values = useWatch({ control }) as ComparableDetails;

  if (!proposal) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        Choose a proposal below to compare it with the customer&apos;s details.
      </Typography>
    );
  }

  const items = compareDetails(values, proposal.details);
  const differing = items.filter((item) => item.isDifferent);
  const apply = (item: ComparedItem) => {
    for (const [name, value] of Object.entries(item.changes)) {
      setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Customer vs Prop{proposal.proposalNumber}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<SyncIcon />}
          disabled={differing.length === 0}
          onClick={() => differing.forEach(apply)}
        >
          Import Changes
        </Button>
      </Box>
      <Table size="small" aria-label="Current Details For Proposal">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, px: 1 }}>Item</TableCell>
            <TableCell sx={{ fontWeight: 600, px: 1 }}>Customer</TableCell>
            <TableCell sx={{ fontWeight: 600, px: 1 }}>Proposal</TableCell>
            <TableCell sx={{ px: 0 }} aria-label="Sync" />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const color = item.isDifferent ? 'error.main' : undefined;
            return (
              <TableRow key={item.key} data-different={item.isDifferent || undefined}>
                <TableCell sx={{ px: 1, color }}>{item.label}</TableCell>
                <TableCell sx={{ px: 1, color, wordBreak: 'break-word' }}>{item.customer}</TableCell>
                <TableCell sx={{ px: 1, color, wordBreak: 'break-word' }}>{item.proposal}</TableCell>
                <TableCell sx={{ px: 0 }}>
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
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
