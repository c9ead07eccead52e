import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSetFormValue } from '../../../../components/form/use-form-value';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The sales price (total system cost, step 1): typing a price sets the EPC that gives it — the
 * base EPC (proposal EPC minus the adders per watt; red line: net of the finance fee), or the
 * final EPC when it is set by hand. Shows the computed total while not being edited.
 */
export function SalesPriceField() {
  const { figures, values } = useProposalWorkspace();
  const setValue = useSetFormValue();
  const [draft, setDraft] = useState<string | null>(null);
  const watts = figures.systemSizeWatts;
  const fee = values.details.financeOption?.fee ?? 0;

  const apply = (price: number) => {
    const epc = price / watts;
    if (values.hasManualProposalEpc) setValue('proposalEpc', round4(epc));
    else if (values.isRedLine)
      setValue('baseEpc', round4(epc * (1 - fee / 100) - figures.addersPerWatt));
    else setValue('baseEpc', round4(epc - figures.addersPerWatt));
  };

  return (
    <TextField
      label="Sales Price ($)"
      type="number"
      size="small"
      disabled={watts <= 0}
      value={draft ?? String(figures.totalSystemCost)}
      onFocus={() => setDraft(String(figures.totalSystemCost))}
      onBlur={() => setDraft(null)}
      onChange={(event) => {
        setDraft(event.target.value);
        const price = Number(event.target.value);
        if (event.target.value !== '' && Number.isFinite(price) && price > 0) apply(price);
      }}
      slotProps={{ htmlInput: { step: 1, min: 0, inputMode: 'decimal' } }}
    />
  );
}
