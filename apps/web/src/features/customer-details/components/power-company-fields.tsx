import Box from '@mui/material/Box';
import type { PowerCompany } from '@pb/core';
import { FormEntitySelectField } from '../../../components/form/entity-select-field';
import { useFormValue, useSetFormValue } from '../../../components/form/use-form-value';
import { powerCompaniesFor, type DetailsCatalogue } from '../utils/details-catalogue';

type PowerCompanyFieldsProps = { catalogue: DetailsCatalogue; state: string };

const named = (item: { name: string }) => item.name;

/**
 * Power company (those serving the customer's state; an empty statesServiced serves all) and its
 * pre- and post-solar plans. A new company picks its plan when it has only one.
 */
export function PowerCompanyFields({ catalogue, state }: PowerCompanyFieldsProps) {
  const setValue = useSetFormValue();
  const chosen = useFormValue<PowerCompany | null>('powerCompany');
  // The catalogue's current plans (the saved details keep a snapshot of the company).
  const company = chosen
    ? (catalogue.powerCompanies.find((c) => c.id === chosen.id) ?? chosen)
    : null;

  return (
    <>
      <FormEntitySelectField
        name="powerCompany"
        label="Power Company"
        options={powerCompaniesFor(catalogue, state)}
        getLabel={named}
        emptyLabel="None"
        fullWidth
        onValueChange={(next) => {
          setValue('preSolarPlan', next?.preSolarPlans.length === 1 ? next.preSolarPlans[0] : null);
          setValue(
            'postSolarPlan',
            next?.postSolarPlans.length === 1 ? next.postSolarPlans[0] : null,
          );
        }}
      />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        <FormEntitySelectField
          name="preSolarPlan"
          label="Pre-Solar Plan"
          options={company?.preSolarPlans ?? []}
          getLabel={named}
          emptyLabel="None"
          disabled={!company}
        />
        <FormEntitySelectField
          name="postSolarPlan"
          label="Post-Solar Plan"
          options={company?.postSolarPlans ?? []}
          getLabel={named}
          emptyLabel="None"
          disabled={!company}
        />
      </Box>
    </>
  );
}
