import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  addIncentive,
  FEDERAL_TAX_CREDIT_MAX_PERCENT,
  isSouthCarolinaIncentive,
  SOUTH_CAROLINA_INCENTIVE_MAX,
  type Incentive,
  type IncentiveEntry,
} from '@pb/core';
import { useState } from 'react';
import { FormArrayField } from '../../../components/form/array-field';
import { FormNumberField } from '../../../components/form/number-field';
import { useFormValue } from '../../../components/form/use-form-value';
import { incentivesFor, type DetailsCatalogue } from '../utils/details-catalogue';
import { formatUsd } from '../utils/format';

type IncentivesFieldProps = { catalogue: DetailsCatalogue; state: string };

const describe = (incentive: Incentive) => {
  const value = incentive.type === '% of Total Cost' ? `${incentive.value}%` : incentive.value;
  const max = incentive.hasNoMax ? 'no max' : `max ${formatUsd(incentive.max)}`;
  return `${incentive.type}: ${value}, ${max}`;
};

/**
 * The details' incentives (spec 3 §5): Federal first; only Federal ones or those serving the
 * customer's state are offered; Add is disabled with nothing chosen or when it is already there.
 * The Federal credit (0–26 %) and a South Carolina incentive (0–3500, and its max) are editable.
 */
export function IncentivesField({ catalogue, state }: IncentivesFieldProps) {
  const [chosenId, setChosenId] = useState('');
  const entries = useFormValue<IncentiveEntry[] | undefined>('incentives') ?? [];
  const offered = incentivesFor(catalogue, state);
  const chosen = offered.find((incentive) => incentive.id === chosenId) ?? null;
  const isPresent = !!chosen && entries.some((e) => e.incentive.id === chosen.id);
  const federalCount = entries.filter((e) => e.incentive.scope === 'Federal').length;

  return (
    <FormArrayField name="incentives">
      {({ fields, remove, replace, getValues }) => (
        <Box>
          {fields.map((field, index) => {
            const entry = entries[index];
            if (!entry) return null;
            const { incentive } = entry;
            const isFederal = incentive.scope === 'Federal';
            const isSc = isSouthCarolinaIncentive(incentive);
            return (
              <Box
                key={field.id}
                role="group"
                aria-label={incentive.name}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  flexWrap: 'wrap',
                  py: 0.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {incentive.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {describe(incentive)}
                    {entry.deduction > 0 && ` · −${formatUsd(entry.deduction)}`}
                  </Typography>
                </Box>
                {isFederal && incentive.type === '% of Total Cost' && (
                  <FormNumberField
                    name={`incentives.${index}.incentive.value`}
                    label="Percent"
                    size="small"
                    min={0}
                    max={FEDERAL_TAX_CREDIT_MAX_PERCENT}
                    sx={{ width: 96 }}
                  />
                )}
                {isSc && (
                  <>
                    <FormNumberField
                      name={`incentives.${index}.incentive.value`}
                      label="Value"
                      size="small"
                      min={0}
                      max={SOUTH_CAROLINA_INCENTIVE_MAX}
                      sx={{ width: 96 }}
                    />
                    <FormNumberField
                      name={`incentives.${index}.incentive.max`}
                      label="Max"
                      size="small"
                      min={0}
                      max={SOUTH_CAROLINA_INCENTIVE_MAX}
                      sx={{ width: 96 }}
                    />
                  </>
                )}
                <Tooltip
                  title={
                    isFederal && federalCount === 1 ? 'A Federal incentive is required' : 'Remove'
                  }
                >
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Remove ${incentive.name}`}
                      disabled={isFederal && federalCount === 1}
                      onClick={() => remove(index)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            );
          })}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
            <TextField
              select
              size="small"
              label="Incentive"
              value={chosenId}
              onChange={(event) => setChosenId(event.target.value)}
              sx={{ flex: 1 }}
            >
              {offered.map((incentive) => (
                <MenuItem key={incentive.id} value={incentive.id}>
                  {incentive.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={!chosen || isPresent}
              onClick={() => {
                if (!chosen) return;
                const next = addIncentive(getValues() as IncentiveEntry[], {
                  incentive: chosen,
                  deduction: 0,
                });
                if (next) replace(next);
                setChosenId('');
              }}
            >
              Add
            </Button>
          </Box>
        </Box>
      )}
    </FormArrayField>
  );
}
