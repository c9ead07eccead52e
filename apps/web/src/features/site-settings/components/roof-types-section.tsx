import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormArrayField } from '../../../components/form/array-field';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { AdderRow } from './adder-row';
import { newAdder } from './adder-list';

/** Roof types: the top one is the default; an amount of 0 adds no adder (spec 2 §2). */
export function RoofTypesSection() {
  const confirmDelete = useConfirmDelete();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="roof-types-title" sx={{ p: 2 }}>
      <Typography id="roof-types-title" variant="h2" sx={{ mb: 0.5 }}>
        Roof Types
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The top roof type is the default. A roof type with an amount of 0 adds no adder.
      </Typography>
      <FormArrayField name="roofTypes">
        {({ fields, append, remove, move }) => (
          <>
            {fields.map((field, index) => {
              const loadedName = (field as unknown as { name: string }).name;
              const label = loadedName || `roof type ${index + 1}`;
              return (
                <AdderRow
                  key={field.id}
                  listName="roofTypes"
                  index={index}
                  label={label}
                  nameAdornment={
                    index === 0 ? <Chip size="small" color="primary" label="Default" /> : undefined
                  }
                  onMoveUp={index > 0 ? () => move(index, index - 1) : undefined}
                  onMoveDown={index < fields.length - 1 ? () => move(index, index + 1) : undefined}
                  onRemove={
                    fields.length > 1
                      ? () =>
                          void confirmDelete('roof type', async () => {
                            remove(index);
                          })
                      : undefined
                  }
                />
              );
            })}
            <Button startIcon={<AddIcon />} onClick={() => append(newAdder(true))} sx={{ mt: 1 }}>
              Add Roof Type
            </Button>
          </>
        )}
      </FormArrayField>
    </Paper>
  );
}
