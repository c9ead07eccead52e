import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PROPOSAL_MESSAGES } from '@pb/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCustomerDetails } from '../../../lib/customer-details-query';

type CreateProposalButtonProps = {
  customerId: string;
  /** The customer's power info has unsaved changes: the builder starts from the saved details. */
  isDirty?: boolean;
};

/**
 * Opens the proposal builder for the customer (spec 3 §4): it reads 'Save Pending Changes' and
 * is disabled while the power info has unsaved changes, and is disabled with 'Power Info
 * Required.' while no pre-solar monthly bill is saved.
 */
export function CreateProposalButton({ customerId, isDirty = false }: CreateProposalButtonProps) {
  const details = useCustomerDetails({ customerId });
  const hasPowerInfo = (details.data?.preSolarMonthlyBill ?? 0) > 0;
  const isDisabled = isDirty || !hasPowerInfo;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {!details.isPending && !hasPowerInfo && (
        <Typography variant="body2" color="warning.main">
          {PROPOSAL_MESSAGES.powerInfoRequired}
        </Typography>
      )}
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        disabled={isDisabled}
        {...(isDisabled ? {} : { component: Link, to: paths.proposalBuilder.getHref(customerId) })}
      >
        {isDirty ? PROPOSAL_MESSAGES.savePendingChanges : 'Create Proposal'}
      </Button>
    </Box>
  );
}
