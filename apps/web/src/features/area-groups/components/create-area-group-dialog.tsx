import { SaveAreaGroupInputSchema, type SaveAreaGroupInput } from '@pb/core';
import type { DefaultValues } from 'react-hook-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { useSaveAreaGroup } from '../api/save-area-group';
import { AreaGroupFields } from './area-group-fields';

const EMPTY_AREA_GROUP: DefaultValues<SaveAreaGroupInput> = {
  name: '',
  states: [],
  timeSlots: [{ startTime: '09:00', capacity: 1 }],
};

type CreateAreaGroupDialogProps = { isOpen: boolean; onClose: () => void };

/** Create Area Group: name, states and the first time slot. */
export function CreateAreaGroupDialog({ isOpen, onClose }: CreateAreaGroupDialogProps) {
  const save = useSaveAreaGroup({ isNew: true, mutationConfig: { onSuccess: onClose } });
  return (
    <FormDialog
      title="Create Area Group"
      isOpen={isOpen}
      onClose={onClose}
      schema={SaveAreaGroupInputSchema}
      defaultValues={EMPTY_AREA_GROUP}
      onSubmit={(values) => save.mutateAsync(values)}
    >
      <AreaGroupFields />
    </FormDialog>
  );
}
