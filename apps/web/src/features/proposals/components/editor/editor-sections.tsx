import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { FormTextField } from '../../../../components/form/text-field';
import { useHasCapability } from '../../../../lib/current-user';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { formatKwh, formatMoney } from '../../utils/format';
import { CostFields } from '../workspace/cost-fields';
import { CustomAddersSection } from '../workspace/custom-adders-section';
import { EngineMessages } from '../workspace/engine-messages';
import { EpcFields } from '../workspace/epc-fields';
import { IncentivesSection } from '../workspace/incentives-section';
import { PanelArraysEditor } from '../workspace/panel-arrays-editor';
import { ProposalOptionFields } from '../workspace/proposal-option-fields';
import { RedLinePricing } from '../workspace/red-line-pricing';
import { RoofImageDropZone } from '../workspace/roof-image-drop-zone';
import { ShadingFields } from '../workspace/shading-fields';
import { EditorFinanceOptionField, EditorHardwareFields } from './editor-hardware-fields';
import { PersonName } from '../../../../components/ui/user-text';

function Section({
  title,
  children,
  isOpen = false,
}: {
  title: string;
  children: ReactNode;
  isOpen?: boolean;
}) {
  return (
    <Accordion defaultExpanded={isOpen} disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="overline" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The editor drawer's sections (spec 3 §2): CUSTOMER INFO, SYSTEM INFO, PRICING (red-line
 * proposals only), FINANCING and INCENTIVES / CUSTOM ADDERS.
 */
export function EditorSections({
  savedRoofImage,
}: {
  savedRoofImage: { id: string; roofImagePath: string };
}) {
  const { customer, values, figures } = useProposalWorkspace();
  const isManager = useHasCapability('PB_MANAGE_CUSTOMERS');
  const d = values.details;
  return (
    <Box>
      <Section title="Customer Info">
        <Box>
          <Typography variant="subtitle2">
            <PersonName person={customer} />
          </Typography>
          <Typography variant="body2">
            {customer.address1}, {customer.city}, {customer.state} {customer.zip}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {d.powerCompany?.name ?? 'No power company'} · {formatKwh(figures.annualPowerUsage)} ·{' '}
            {formatMoney(figures.preSolarMonthlyBill)}/mo
          </Typography>
        </Box>
        <FormTextField name="description" label="Description" size="small" fullWidth />
        {isManager && <FormSwitchField name="isViewableByRep" label="Viewable by rep" />}
        <ShadingFields />
      </Section>
      <Section title="System Info" isOpen>
        <EditorHardwareFields />
        <PanelArraysEditor />
        <EngineMessages
          codes={[
            'panelsPerArrayCantBeOne',
            'panelsOverMaxAllowed',
            'belowMinimumPanels',
            'sizeOverCompanyLimit',
            'solarOffsetCannotExceed',
          ]}
        />
        <Divider />
        <ProposalOptionFields />
        <RoofImageDropZone saved={savedRoofImage} />
      </Section>
      {values.isRedLine && (
        <Section title="Pricing" isOpen>
          <RedLinePricing />
        </Section>
      )}
      <Section title="Financing" isOpen>
        <EditorFinanceOptionField />
        <EpcFields />
        <CostFields />
        <EngineMessages
          codes={[
            'finalEpcOutOfBounds',
            'pointsExceedEpcLimit',
            'netSystemCostAboveMax',
            'epcTooLow',
            'commissionDeduction',
          ]}
        />
      </Section>
      <Section title="Incentives / Custom Adders">
        <IncentivesSection />
        <Divider />
        <CustomAddersSection />
      </Section>
    </Box>
  );
}
