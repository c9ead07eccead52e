import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addIncentive, isTodayOnly, offeredIncentives, type IncentiveEntry } from '@pb/core';
import { useId, useState } from 'react';
import { useSetFormValue } from '../../../../components/form/use-form-value';
import { useHasCapability } from '../../../../lib/current-user';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { withoutVersion } from '../../utils/proposal-context';
import { formatMoney } from '../../utils/format';
import { CustomIncentiveDialog } from './custom-incentive-dialog';
import { IncentiveRow } from './incentive-row';
import { TodayOnlyIncentiveDialog } from './today-only-incentive-dialog';

type OpenDialog = 'todayOnly' | 'custom' | null;

/** Why Today Only Incentive is greyed out (issue 33), shown under it and read with it. */
export const TODAY_ONLY_RED_LINE =
  'Not available on a red-line proposal: Today Only incentives are dropped on red line.';
export const TODAY_ONLY_PRESENT = 'This proposal already has a Today Only incentive.';

/**
 * Incentives (spec 3 §5): the proposal's incentives with their deductions; add one the
 * customer is offered (Federal, or serving their state; disabled when none is chosen or it is
 * already present); Today Only Incentive while none is present (not on red line); Custom
 * Incentive for PB_MANAGE_ADMIN_ITEMS only.
 */
export function IncentivesSection() {
  const { values, figures, catalogue, customer } = useProposalWorkspace();
  const setValue = useSetFormValue();
  const canAddCustom = useHasCapability('PB_MANAGE_ADMIN_ITEMS');
  const [chosenId, setChosenId] = useState('');
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const entries = values.details.incentives;
  const offered = offeredIncentives(catalogue.incentives, customer.state).filter(
    (i) => !isTodayOnly(i),
  );
  const isPresent = (id: string) => entries.some((e) => e.incentive.id === id);
  const hasTodayOnly = entries.some((e) => isTodayOnly(e.incentive));
  const todayOnlyTemplate = catalogue.incentives.find((i) => isTodayOnly(i)) ?? null;
  const todayOnlyNoteId = useId();
  const todayOnlyNote = values.isRedLine
    ? TODAY_ONLY_RED_LINE
    : hasTodayOnly
      ? TODAY_ONLY_PRESENT
      : null;

  const put = (next: IncentiveEntry[]) => setValue('details.incentives', next);
  const add = (entry: IncentiveEntry) => {
    const next = addIncentive(entries, entry);
    if (next) put(next);
  };
  const addChosen = () => {
    const incentive = catalogue.incentives.find((i) => i.id === chosenId);
    if (incentive) add({ incentive: withoutVersion(incentive), deduction: 0 });
    setChosenId('');
  };

  return (
    <Box role="region" aria-label="Incentives">
      <Box sx={{ display: 'flex', alignItems: 'baseline' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 600 }}>
          Incentives
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Total −{formatMoney(figures.totalIncentives)}
        </Typography>
      </Box>
      {entries.map((entry, index) => (
        <IncentiveRow
          key={`${entry.incentive.id}-${index}`}
          index={index}
          entry={entry}
          deduction={
            figures.incentives.find((e) => e.incentive.id === entry.incentive.id)?.deduction ?? null
          }
          onRemove={
            entry.incentive.scope === 'Federal'
              ? undefined
              : () => put(entries.filter((_, i) => i !== index))
          }
        />
      ))}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
        <TextField
          select
          size="small"
          label="Incentive"
          value={chosenId}
          onChange={(event) => setChosenId(event.target.value)}
          sx={{ flexGrow: 1 }}
        >
          {offered.map((i) => (
            <MenuItem key={i.id} value={i.id} disabled={isPresent(i.id)}>
              {i.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={chosenId === '' || isPresent(chosenId)}
          onClick={addChosen}
        >
          Add
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          disabled={todayOnlyNote !== null}
          aria-describedby={todayOnlyNote ? todayOnlyNoteId : undefined}
          onClick={() => setOpenDialog('todayOnly')}
        >
          Today Only Incentive
        </Button>
        {canAddCustom && (
          <Button size="small" onClick={() => setOpenDialog('custom')}>
            Custom Incentive
          </Button>
        )}
      </Box>
      {todayOnlyNote && (
        <Typography id={todayOnlyNoteId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {todayOnlyNote}
        </Typography>
      )}
      <TodayOnlyIncentiveDialog
        isOpen={openDialog === 'todayOnly'}
        onClose={() => setOpenDialog(null)}
        monthlyPayment={figures.initialPeriodPayment}
        template={todayOnlyTemplate}
        onAdd={add}
      />
      <CustomIncentiveDialog
        isOpen={openDialog === 'custom'}
        onClose={() => setOpenDialog(null)}
        onAdd={add}
      />
    </Box>
  );
}
