import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UpdateSiteSettingsInputSchema, type SiteSettingsRecord } from '@pb/core';
import { Form } from '../../../components/form/form';
import { FormNumberField } from '../../../components/form/number-field';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { ConflictAlert } from '../../../components/ui/conflict-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryContent } from '../../../components/ui/query-content';
import { COULD_NOT_GET_SETTINGS, useSiteSettings } from '../api/get-site-settings';
import { useUpdateSiteSettings } from '../api/update-site-settings';
import { AddersSection } from './adders-section';
import { RoofTypesSection } from './roof-types-section';

const toInput = (s: SiteSettingsRecord) => ({
  defaultEpcTarget: s.defaultEpcTarget,
  adders: s.adders,
  roofTypes: s.roofTypes,
  steepPtichAmount: s.steepPtichAmount,
  treeAdderAmount: s.treeAdderAmount,
  flatRoofAmount: s.flatRoofAmount,
  version: s.version,
});

function GeneralSection() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="general-title" sx={{ p: 2 }}>
      <Typography id="general-title" variant="h2" sx={{ mb: 1 }}>
        General
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          columnGap: 2,
        }}
      >
        <FormNumberField
          name="defaultEpcTarget"
          label="Default EPC Target ($/W)"
          required
          min={0}
          step={0.01}
        />
        <FormNumberField
          name="steepPtichAmount"
          label="Steep Pitch Threshold (°)"
          required
          min={0}
          max={90}
          helperText="Tilt above which the Steep Pitch adder applies."
        />
        <FormNumberField
          name="treeAdderAmount"
          label="Tree Adder Amount ($ per tree)"
          required
          min={0}
        />
        <FormNumberField
          name="flatRoofAmount"
          label="Flat Roof Amount ($)"
          required
          min={0}
          helperText="Kept for reference; no price uses it. Price a flat roof with its roof type."
        />
      </Box>
    </Paper>
  );
}

/** /settings and /sitesettings: the site settings, saved as a whole. */
export function SiteSettingsForm() {
  const settings = useSiteSettings();
  const updateSettings = useUpdateSiteSettings();
  return (
    <>
      <PageHeader title="Site Settings" />
      <QueryContent query={settings} errorMessage={COULD_NOT_GET_SETTINGS} loadingHeight={480}>
        {(data) => (
          <Form
            key={data.version}
            schema={UpdateSiteSettingsInputSchema}
            defaultValues={toInput(data)}
            onSubmit={(values) => updateSettings.mutateAsync(values)}
            aria-label="Site settings"
          >
            <ConflictAlert
              error={updateSettings.error}
              onReload={() => {
                updateSettings.reset();
                void settings.refetch();
              }}
            />
            <Box sx={{ display: 'grid', gap: 2 }}>
              <GeneralSection />
              <AddersSection />
              <RoofTypesSection />
            </Box>
            <Box
              sx={{
                position: 'sticky',
                bottom: 0,
                zIndex: 2,
                borderTop: 1,
                borderColor: 'divider',
                display: 'flex',
                justifyContent: 'flex-end',
                py: 2,
                bgcolor: 'background.default',
              }}
            >
              <FormSubmitButton>Save</FormSubmitButton>
            </Box>
          </Form>
        )}
      </QueryContent>
    </>
  );
}
