import Box from '@mui/material/Box';
import { FormMultiSelectField } from '../../../components/form/multi-select-field';
import { FormNumberField } from '../../../components/form/number-field';
import { FormSelectField } from '../../../components/form/select-field';
import { FormTextField } from '../../../components/form/text-field';

/** An installer a finance option can be offered with (the route passes the installers list). */
export type InstallerChoice = { id: string; name: string };

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
  columnGap: 2,
} as const;

/**
 * Spec 2 §2: name, apr, lengthInYears, minEpc, maxEpc, fee, maxLoanAmount, installerIds; plus the
 * lender terms (Enium: 12-month initial period): left empty, the server takes them from the name
 * (spec 2 §9, issue 31); an admin may choose either.
 */
export function FinanceOptionFields({ installers }: { installers: readonly InstallerChoice[] }) {
  return (
    <>
      <FormTextField name="name" label="Name" required autoComplete="off" />
      <Box sx={grid}>
        <FormNumberField name="apr" label="APR (%)" required min={0} max={100} />
        <FormNumberField
          name="lengthInYears"
          label="Length In Years"
          required
          min={0}
          max={50}
          step={1}
          helperText="0 for cash."
        />
        <FormNumberField name="fee" label="Fee (%)" required min={0} max={50} />
        <FormNumberField name="minEpc" label="Min EPC ($/W)" required min={0} max={20} />
        <FormNumberField
          name="maxEpc"
          label="Max EPC ($/W)"
          required
          min={0}
          max={20}
          helperText="0 for no upper bound."
        />
        <FormNumberField
          name="maxLoanAmount"
          label="Max Loan Amount ($)"
          required
          min={0}
          helperText="0 for no limit."
        />
        <FormSelectField
          name="lender"
          label="Lender Terms"
          emptyLabel="From the name (Enium when it contains 'enium')"
          options={[
            { value: 'standard', label: 'Standard (17 initial payments)' },
            { value: 'enium', label: 'Enium (12 initial payments)' },
          ]}
        />
      </Box>
      <FormMultiSelectField
        name="installerIds"
        label="Installers"
        options={installers.map((installer) => ({ value: installer.id, label: installer.name }))}
        placeholder="Choose installers"
      />
    </>
  );
}
