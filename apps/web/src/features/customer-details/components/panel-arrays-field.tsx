import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MAX_PANEL_ARRAYS } from '@pb/core';
import { FormArrayField } from '../../../components/form/array-field';
import { useFormValue } from '../../../components/form/use-form-value';
import { blankPanelArray } from '../utils/details-form-values';
import { canAddPanelArray, panelArrayColumns, southmostIndex } from '../utils/panel-array-rules';
import { PanelArrayCard } from './panel-array-card';

/**
 * The roof faces (spec 3 §5): at most 9 ('Add Panel Array' disabled at 9), the first cannot be
 * removed; each takes 12/count of the 12 grid columns, or 4 when there are more than 3.
 */
export function PanelArraysField() {
  const arrays = useFormValue<{ azimuth: number | null }[] | undefined>('panelArrays') ?? [];
  const south = southmostIndex(arrays);
  return (
    <FormArrayField name="panelArrays">
      {({ fields, append, remove }) => {
        const columns = panelArrayColumns(fields.length);
        return (
          <>
            <Box
              data-columns={columns}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 1 }}
            >
              {fields.map((field, index) => (
                <Box
                  key={field.id}
                  data-testid="panel-array-cell"
                  sx={{ gridColumn: { xs: 'span 12', sm: `span ${columns}` } }}
                >
                  <PanelArrayCard
                    index={index}
                    isSouthmost={index === south}
                    onRemove={() => remove(index)}
                  />
                </Box>
              ))}
            </Box>
            <Button
              startIcon={<AddIcon />}
              sx={{ mt: 1 }}
              disabled={!canAddPanelArray(fields.length)}
              onClick={() => append(blankPanelArray())}
            >
              Add Panel Array
            </Button>
            {!canAddPanelArray(fields.length) && (
              <Box component="span" sx={{ ml: 1, color: 'text.secondary', typography: 'caption' }}>
                At most {MAX_PANEL_ARRAYS} arrays.
              </Box>
            )}
          </>
        );
      }}
    </FormArrayField>
  );
}
