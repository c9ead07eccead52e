import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { CATALOGUE_MESSAGES } from '@pb/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryContent } from '../../../components/ui/query-content';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { useDeleteFinanceOption } from '../api/delete-finance-option';
import { useFinanceOptions } from '../api/get-finance-options';
import { CreateFinanceOptionDialog } from './create-finance-option-dialog';
import type { InstallerChoice } from './finance-option-fields';
import { FinanceOptionsTable } from './finance-options-table';

/** The Finance Options screen: the table, create and delete with confirmation. */
export function FinanceOptionsList({ installers }: { installers: readonly InstallerChoice[] }) {
  const financeOptions = useFinanceOptions();
  const deleteFinanceOption = useDeleteFinanceOption();
  const confirmDelete = useConfirmDelete();
  const [isCreating, setIsCreating] = useState(false);

  return (
    <>
      <PageHeader
        title="Finance Options"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            Create New Finance Option
          </Button>
        }
      />
      <QueryContent
        query={financeOptions}
        errorMessage={CATALOGUE_MESSAGES.couldNotGetFinanceOptions}
      >
        {(list) => (
          <FinanceOptionsTable
            financeOptions={list}
            installers={installers}
            onDelete={(option) =>
              void confirmDelete('finance option', () => deleteFinanceOption.mutateAsync(option.id))
            }
          />
        )}
      </QueryContent>
      <CreateFinanceOptionDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        installers={installers}
      />
    </>
  );
}
