import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { CATALOGUE_MESSAGES } from '@pb/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryContent } from '../../../components/ui/query-content';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { useDeletePowerCompany } from '../api/delete-power-company';
import { usePowerCompanies } from '../api/get-power-companies';
import { CreatePowerCompanyDialog } from './create-power-company-dialog';
import { PowerCompaniesTable } from './power-companies-table';

/** The Power Companies screen: the table, Create New Power Company and delete with confirmation. */
export function PowerCompaniesList() {
  const powerCompanies = usePowerCompanies();
  const deletePowerCompany = useDeletePowerCompany();
  const confirmDelete = useConfirmDelete();
  const [isCreating, setIsCreating] = useState(false);

  return (
    <>
      <PageHeader
        title="Power Companies"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            Create New Power Company
          </Button>
        }
      />
      <QueryContent
        query={powerCompanies}
        errorMessage={CATALOGUE_MESSAGES.couldNotGetPowerCompanies}
      >
        {(list) => (
          <PowerCompaniesTable
            companies={list}
            onDelete={(company) =>
              void confirmDelete('power company', () => deletePowerCompany.mutateAsync(company.id))
            }
          />
        )}
      </QueryContent>
      <CreatePowerCompanyDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
