import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { CATALOGUE_MESSAGES } from '@pb/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryContent } from '../../../components/ui/query-content';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { useDeleteIncentive } from '../api/delete-incentive';
import { useIncentives } from '../api/get-incentives';
import { CreateIncentiveDialog } from './create-incentive-dialog';
import { IncentivesTable } from './incentives-table';

/** The Incentives screen: the table, Create New Incentive and delete with confirmation. */
export function IncentivesList() {
  const incentives = useIncentives();
  const deleteIncentive = useDeleteIncentive();
  const confirmDelete = useConfirmDelete();
  const [isCreating, setIsCreating] = useState(false);

  return (
    <>
      <PageHeader
        title="Incentives"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            Create New Incentive
          </Button>
        }
      />
      <QueryContent query={incentives} errorMessage={CATALOGUE_MESSAGES.couldNotGetIncentives}>
        {(list) => (
          <IncentivesTable
            incentives={list}
            onDelete={(incentive) =>
              void confirmDelete('incentive', () => deleteIncentive.mutateAsync(incentive.id))
            }
          />
        )}
      </QueryContent>
      <CreateIncentiveDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
