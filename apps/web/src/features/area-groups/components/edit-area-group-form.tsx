import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ADMIN_SCREEN_MESSAGES, SaveAreaGroupInputSchema, type AreaGroup } from '@pb/core';
import { Link } from 'react-router';
import { EditFormCard } from '../../../components/form/edit-form-card';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { useAreaGroups } from '../api/get-area-groups';
import { useSaveAreaGroup } from '../api/save-area-group';
import { AreaGroupFields } from './area-group-fields';

const toInput = (g: AreaGroup) => ({
  id: g.id,
  name: g.name,
  states: g.states,
  timeSlots: g.timeSlots.map((s) => ({ startTime: s.startTime, capacity: s.capacity })),
});

/** A stable key of the group's content, so a reload after someone else's save starts afresh. */
const contentKey = (g: AreaGroup) => JSON.stringify(toInput(g));

type EditAreaGroupFormProps = { areaGroupId: string; onSaved: () => void };

/** /area-groups/{id}: name, states and time slots; Save replaces the group's slots. */
export function EditAreaGroupForm({ areaGroupId, onSaved }: EditAreaGroupFormProps) {
  const areaGroups = useAreaGroups();
  const save = useSaveAreaGroup({ isNew: false, mutationConfig: { onSuccess: onSaved } });
  return (
    <QueryContent query={areaGroups} errorMessage={ADMIN_SCREEN_MESSAGES.couldNotGetAreaGroups}>
      {(list) => {
        const group = list.find((g) => g.id === areaGroupId);
        if (!group)
          return (
            <Alert
              severity="warning"
              action={
                <Button component={Link} to={paths.areaGroups.getHref()} color="inherit">
                  Back to the list
                </Button>
              }
            >
              This area group does not exist.
            </Alert>
          );
        return (
          <EditFormCard
            title={`Edit ${group.name}`}
            formLabel="Edit area group"
            formKey={contentKey(group)}
            schema={SaveAreaGroupInputSchema}
            defaultValues={toInput(group)}
            onSubmit={(values) => save.mutateAsync(values)}
            cancelHref={paths.areaGroups.getHref()}
            saveError={save.error}
            onReload={() => {
              save.reset();
              void areaGroups.refetch();
            }}
          >
            <AreaGroupFields />
          </EditFormCard>
        );
      }}
    </QueryContent>
  );
}
