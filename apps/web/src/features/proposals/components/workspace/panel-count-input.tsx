import TextField from '@mui/material/TextField';
import { editArrayPanels, minimumPanels, watts } from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useSetFormValue } from '../../../../components/form/use-form-value';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { findInstaller } from '../../utils/proposal-context';

type PanelCountInputProps = { index: number; isDisabled?: boolean };

/**
 * Panels of one array (spec 3 §5): never below 0; 'Number of panels per array can't be 1';
 * not below the minimum system ('Minimun system reached. …', adjusted up) nor above the power
 * company's limit ('Max system size reached …', reduced). Valid counts apply as the rep types;
 * a refused or adjusted one is settled when the box is left, with the spec's message.
 */
export function PanelCountInput({ index, isDisabled = false }: PanelCountInputProps) {
  const { values, catalogue } = useProposalWorkspace();
  const setValue = useSetFormValue();
  const [draft, setDraft] = useState<string | null>(null);
  const arrays = values.details.panelArrays;
  const array = arrays[index];
  const [message, setMessage] = useState<string | null>(null);
  if (!array) return null;

  const edit = (requested: number) =>
    editArrayPanels({
      panels: arrays.map((a) => a.panels),
      arrayIndex: index,
      requested,
      maxPanelsAllowed: array.maxPanelsAllowed,
      panelWatts: watts(values.details.panel?.cells ?? 0),
      systemSizeLimit: values.details.powerCompany?.systemSizeLimit ?? 0,
      minimumPanels: minimumPanels(
        values.isRedLine,
        findInstaller(catalogue, values.details.installerId)?.baseTemplate ?? null,
      ),
      isGroundMount: values.isGroundMount,
    });

  const commit = (value: number) => setValue(`details.panelArrays.${index}.panels`, value);

  const settle = () => {
    if (draft === null) return;
    setDraft(null);
    const requested = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(requested)) return;
    const result = edit(requested);
    commit(result.value);
    setMessage(result.message);
    if (result.message) enqueueSnackbar(result.message, { variant: 'warning' });
  };

  return (
    <TextField
      label={`Array ${index + 1} panels`}
      type="number"
      size="small"
      disabled={isDisabled}
      value={draft ?? String(array.panels)}
      error={message !== null}
      helperText={
        message ?? (array.maxPanelsAllowed > 0 ? `Max ${array.maxPanelsAllowed}` : undefined)
      }
      onChange={(event) => {
        setDraft(event.target.value);
        const requested = Number(event.target.value);
        if (event.target.value.trim() === '' || !Number.isFinite(requested)) return;
        const result = edit(requested);
        if (result.message === null) {
          commit(result.value);
          setMessage(null);
        }
      }}
      onBlur={settle}
      slotProps={{
        htmlInput: {
          min: 0,
          max: array.maxPanelsAllowed > 0 ? array.maxPanelsAllowed : undefined,
          step: 1,
          inputMode: 'numeric',
        },
      }}
    />
  );
}
