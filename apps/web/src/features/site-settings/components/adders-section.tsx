import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormArrayField } from '../../../components/form/array-field';
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete';
import { AdderRow } from './adder-row';
import { isDefaultAdder, isUnlockableAdder, newAdder } from './adder-list';

/** The site's adders: the default ones keep their names and stay; the others can be removed. */
export function AddersSection() {
  const confirmDelete = useConfirmDelete();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="adders-title" sx={{ p: 2 }}>
      <Typography id="adders-title" variant="h2" sx={{ mb: 0.5 }}>
        Adders
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Default adders cannot be renamed or deleted. With EPC adder on, the $/W amount is used.
      </Typography>
      <FormArrayField name="adders">
        {({ fields, append, remove }) => (
          <>
            {fields.map((field, index) => {
              // `fields` keep the values a row was loaded or added with: its original name.
              const loadedName = (field as unknown as { name: string }).name;
              const isFixed = isDefaultAdder(loadedName);
              const label = loadedName || `adder ${index + 1}`;
              return (
                <AdderRow
                  key={field.id}
                  listName="adders"
                  index={index}
                  label={label}
                  isFixed={isFixed}
                  hasLock
                  isLockDisabled={isFixed && isUnlockableAdder(loadedName)}
                  onRemove={() =>
                    void confirmDelete('adder', async () => {
                      remove(index);
                    })
                  }
                />
              );
            })}
            <Button startIcon={<AddIcon />} onClick={() => append(newAdder(false))} sx={{ mt: 1 }}>
              Add Adder
            </Button>
          </>
        )}
      </FormArrayField>
    </Paper>
  );
}
