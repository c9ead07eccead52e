import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ADMIN_SCREEN_MESSAGES } from '@pb/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryContent } from '../../../components/ui/query-content';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { useAreaGroups } from '../api/get-area-groups';
import { useDeleteAreaGroup } from '../api/delete-area-group';
import { AreaGroupsTable } from './area-groups-table';
import { CreateAreaGroupDialog } from './create-area-group-dialog';

/** Site Survey Slots: the embedded site-survey service's area groups and their time slots. */
export function AreaGroupsList() {
  const areaGroups = useAreaGroups();
  const deleteAreaGroup = useDeleteAreaGroup();
  const confirmDelete = useConfirmDelete();
  const [isCreating, setIsCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Site Survey Slots"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            Create Area Group
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The Schedule Site Survey step offers the time slots of the customer&apos;s area group; a
        slot is full once the day&apos;s bookings reach its number of surveys.
      </Typography>
      <QueryContent query={areaGroups} errorMessage={ADMIN_SCREEN_MESSAGES.couldNotGetAreaGroups}>
        {(list) => (
          <AreaGroupsTable
            areaGroups={list}
            onDelete={(group) =>
              void confirmDelete('area group', () => deleteAreaGroup.mutateAsync(group.id))
            }
          />
        )}
      </QueryContent>
      <CreateAreaGroupDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
