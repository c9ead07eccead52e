import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { CATALOGUE_MESSAGES } from '@pb/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryContent } from '../../../components/ui/query-content';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { useDeleteInverter } from '../api/delete-inverter';
import { useInverters } from '../api/get-inverters';
import { CreateInverterDialog } from './create-inverter-dialog';
import { InvertersTable } from './inverters-table';

/** The Inverters screen: the table, Create New Inverter and delete with confirmation. */
export function InvertersList() {
  const inverters = useInverters();
  const deleteInverter = useDeleteInverter();
  const confirmDelete = useConfirmDelete();
  const [isCreating, setIsCreating] = useState(false);

  return (
    <>
      <PageHeader
        title="Inverters"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            Create New Inverter
          </Button>
        }
      />
      <QueryContent query={inverters} errorMessage={CATALOGUE_MESSAGES.couldNotGetInverters}>
        {(list) => (
          <InvertersTable
            inverters={list}
            onDelete={(inverter) =>
              void confirmDelete('inverter', () => deleteInverter.mutateAsync(inverter.id))
            }
          />
        )}
      </QueryContent>
      <CreateInverterDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
