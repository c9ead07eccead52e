import BoltIcon from '@mui/icons-material/Bolt';
import Box from '@mui/material/Box';
import { memo } from 'react';
import type {
  AnyPaymentPlan,
  CustomerDetailsRecord,
  GenerateOptimalBuildResponse,
  PowerUsage,
} from '@pb/core';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { useFormValue } from '../../../components/form/use-form-value';
import { ConflictAlert } from '../../../components/ui/conflict-alert';
import { MountWhenVisible } from '../../../components/ui/mount-when-visible';
import { buildNotices } from '../utils/build-notices';
import type { DetailsCatalogue } from '../utils/details-catalogue';
import { annualUsageOf } from '../utils/usage-total';
import { BuildNoticesList } from './build-notices-list';
import { BuildSummary } from './build-summary';
import { GenerateProgress } from './generate-progress';
import { HardwareFields } from './hardware-fields';
import { IntervalLoadRow } from './interval-load-row';
import { IncentivesField } from './incentives-field';
import { PanelArraysField } from './panel-arrays-field';
import { PowerCompanyFields } from './power-company-fields';
import { SectionCard } from './section-card';
import { ShadingFields } from './shading-fields';
import { UsageFields } from './usage-fields';

type PowerInfoColumnProps = {
  customerId: string;
  catalogue: DetailsCatalogue;
  /** The customer's state: what the catalogue lists are filtered by. */
  state: string;
  details: CustomerDetailsRecord | null;
  lastBuild: GenerateOptimalBuildResponse | null;
  generateError: unknown;
  onReload: () => void;
};

/** The build notices, from the live usage and plan: only this part re-renders as they change. */
function FormBuildNotices({
  details,
  lastBuild,
}: Pick<PowerInfoColumnProps, 'details' | 'lastBuild'>) {
  const usage = useFormValue<PowerUsage>('preSolarPowerUsage');
  const plan = useFormValue<AnyPaymentPlan | null>('preSolarPlan');
  const hasUsage = annualUsageOf(usage, plan) > 0;
  return <BuildNoticesList notices={buildNotices(hasUsage, details, lastBuild)} />;
}

/**
 * Middle column: the default power info form, its notices, the saved build and Generate.
 * Memoised: the page re-renders as its other data arrives (proposals, notifications), and this
 * column — most of the page's inputs — need not (decision 0033). Incentives and Build start below
 * the fold (at 1280 × 800 and on a phone) and mount just after the page's first paint, a quarter
 * of the page's elements out of its first render (decision 0038); their values live in the form
 * either way, so Current Details compares and syncs them before they mount.
 */
export const PowerInfoColumn = memo(function PowerInfoColumn({
  customerId,
  catalogue,
  state,
  details,
  lastBuild,
  generateError,
  onReload,
}: PowerInfoColumnProps) {
  return (
    <Box sx={{ gridArea: 'middle', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <SectionCard title="Power Info">
        <PowerCompanyFields catalogue={catalogue} state={state} />
        <UsageFields />
        <IntervalLoadRow customerId={customerId} />
      </SectionCard>
      <SectionCard title="Equipment & Financing">
        <HardwareFields catalogue={catalogue} state={state} />
      </SectionCard>
      <MountWhenVisible label="Incentives" placeholderHeight={260}>
        <SectionCard title="Incentives">
          <IncentivesField catalogue={catalogue} state={state} />
        </SectionCard>
      </MountWhenVisible>
      <MountWhenVisible label="Build" placeholderHeight={640}>
        <SectionCard title="Build">
          <ShadingFields />
          <Box sx={{ mt: 1 }}>
            <PanelArraysField />
          </Box>
          <ConflictAlert error={generateError} onReload={onReload} />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
            <FormBuildNotices details={details} lastBuild={lastBuild} />
            {details && <BuildSummary details={details} lastBuild={lastBuild} />}
            <FormSubmitButton size="large" startIcon={<BoltIcon />} sx={{ alignSelf: 'stretch' }}>
              Generate Optimal Build
            </FormSubmitButton>
            <GenerateProgress />
          </Box>
        </SectionCard>
      </MountWhenVisible>
    </Box>
  );
});
