import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CONTRACT_VARIABLES, type ContractTemplateField } from '@pb/core';
import { FormSelectField } from '../../../components/form/select-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';

const VARIABLE_OPTIONS = [
  { value: '', label: 'Not mapped' },
  ...CONTRACT_VARIABLES.map((variable) => ({ value: variable.key, label: variable.label })),
];

/** Each provider field (name and uuid) with the contract variable it is filled from. */
export function FieldMappingTable({ fields }: { fields: readonly ContractTemplateField[] }) {
  if (fields.length === 0) return <EmptyState title="This template has no fields to map." />;
  return (
    <TableScrollRegion label="Template fields">
      <Table size="small" aria-label="Template fields">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Template Field</TableCell>
            <TableCell sx={{ fontWeight: 600, width: '50%' }}>Contract Variable</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field, index) => (
            <TableRow key={field.pandadocFieldId}>
              <TableCell>
                <Typography id={`field-${index}-name`} variant="body2" sx={{ fontWeight: 500 }}>
                  {field.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {field.pandadocFieldId}
                </Typography>
              </TableCell>
              <TableCell>
                <FormSelectField
                  name={`fields.${index}.value`}
                  label=""
                  options={VARIABLE_OPTIONS}
                  size="small"
                  margin="none"
                  slotProps={{
                    select: {
                      displayEmpty: true,
                      // The combobox is named after the template field of its row.
                      SelectDisplayProps: { 'aria-labelledby': `field-${index}-name` },
                    },
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
