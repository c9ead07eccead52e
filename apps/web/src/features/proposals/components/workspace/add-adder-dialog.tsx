import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  AUTOMATIC_RED_LINE_ADDERS,
  FREE_MONTHS_MAX,
  FREE_MONTHS_MIN,
  TREE_ADDER_NAME,
  type Adder,
} from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { FormDialog } from '../../../../components/form/form-dialog';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { FormTextField } from '../../../../components/form/text-field';
import { useFormValue } from '../../../../components/form/use-form-value';
import {
  ADD_ADDER_DEFAULTS,
  AddAdderSchema,
  ADDER_TEXTS,
  adderFromValues,
  CUSTOM_ADDER_KIND,
  FIXED_ADDER_KINDS,
  isMonthKind,
  RE_ROOF_ADDER_NAME,
  refuseNewAdder,
} from '../../utils/adder-rules';

type AddAdderDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  existing: readonly Adder[];
  siteAdders: readonly Adder[];
  onAdd: (adder: Adder) => void;
};

/** The fields the chosen kind needs: name and amount, trees, or months. */
function KindFields() {
  const kind = useFormValue<string>('kind');
  const isEpcAdder = useFormValue<boolean>('isEpcAdder');
  if (kind === CUSTOM_ADDER_KIND) {
    return (
      <>
        <FormTextField name="name" label="Name" required />
        <FormSwitchField name="isEpcAdder" label="Priced per watt ($/W)" />
        <FormNumberField
          name="amount"
          label={isEpcAdder ? 'Amount ($/W)' : 'Amount ($)'}
          min={0}
          step={isEpcAdder ? 0.001 : 1}
          required
        />
      </>
    );
  }
  if (kind === RE_ROOF_ADDER_NAME)
    return <FormNumberField name="amount" label="Amount ($)" min={0} step={1} required />;
  if (kind === TREE_ADDER_NAME) {
    return (
      <>
        <Alert severity="info">{ADDER_TEXTS.treeDealerFees}</Alert>
        <FormNumberField name="numTrees" label="Number of trees" min={1} step={1} required />
      </>
    );
  }
  if (isMonthKind(kind)) {
    return (
      <FormNumberField
        name="months"
        label="Months"
        min={FREE_MONTHS_MIN}
        max={FREE_MONTHS_MAX}
        step={1}
        required
      />
    );
  }
  return null;
}

/**
 * Add a custom adder (spec 3 §5): a named custom amount (name and amount needed; 'Today Only
 * Incentive' is not a custom adder name), the tree adder (one only: 'Tree Adder Already
 * Exists'), a First Year / Free Months incentive (1–60 months, default 12; one only), a re-roof
 * (needs an amount) or one of the site settings' adders.
 */
export function AddAdderDialog({
  isOpen,
  onClose,
  existing,
  siteAdders,
  onAdd,
}: AddAdderDialogProps) {
  const automatic: readonly string[] = AUTOMATIC_RED_LINE_ADDERS;
  const siteKinds = siteAdders
    .filter((a) => !a.isLocked && !automatic.includes(a.name))
    .map((a) => a.name);
  const kinds = [
    ...FIXED_ADDER_KINDS,
    ...siteKinds.filter((k) => !(FIXED_ADDER_KINDS as readonly string[]).includes(k)),
  ];
  return (
    <FormDialog
      title="Add Custom Adder"
      isOpen={isOpen}
      onClose={onClose}
      schema={AddAdderSchema}
      defaultValues={ADD_ADDER_DEFAULTS}
      submitLabel="Add"
      maxWidth="xs"
      onSubmit={(values) => {
        const adder = adderFromValues(values, siteAdders);
        const refusal = refuseNewAdder(existing, adder);
        if (refusal) {
          enqueueSnackbar(refusal, { variant: 'error' });
          return;
        }
        onAdd(adder);
        onClose();
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormSelectField
          name="kind"
          label="Adder"
          options={kinds.map((k) => ({ value: k, label: k }))}
        />
        <KindFields />
      </Box>
    </FormDialog>
  );
}
