import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PROPOSAL_MESSAGES } from '@pb/core';
import type { ReactNode } from 'react';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { findInstaller } from '../../utils/proposal-context';
import { formatKwh, formatMoney } from '../../utils/format';
import { RoofImageDropZone } from '../workspace/roof-image-drop-zone';
import { SectionCard } from '../workspace/section-card';
import { ShadingFields } from '../workspace/shading-fields';
import { PersonName, UserText } from '../../../../components/ui/user-text';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 130, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The builder's left column: the customer and the saved details the proposal starts from
 * ('Power Info Required.' without a pre-solar bill), shading, and the roof image drop-zone.
 */
export function BuilderCustomerColumn() {
  const { customer, values, figures, catalogue } = useProposalWorkspace();
  const d = values.details;
  const installer = findInstaller(catalogue, d.installerId);
  return (
    <SectionCard title="Customer Details">
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          <PersonName person={customer} />
        </Typography>
        <Typography variant="body2">
          <UserText>{customer.address1}</UserText>
          {customer.address2 ? (
            <>
              , <UserText>{customer.address2}</UserText>
            </>
          ) : null}
        </Typography>
        <Typography variant="body2">
          <UserText>{customer.city}</UserText>, {customer.state} {customer.zip}
        </Typography>
      </Box>
      {figures.preSolarMonthlyBill <= 0 && (
        <Alert severity="warning">{PROPOSAL_MESSAGES.powerInfoRequired}</Alert>
      )}
      <Box>
        <Line label="Power Company">{d.powerCompany?.name ?? '—'}</Line>
        <Line label="Annual Usage">{formatKwh(figures.annualPowerUsage)}</Line>
        <Line label="Pre-Solar Bill">{formatMoney(figures.preSolarMonthlyBill)}/mo</Line>
        <Line label="Installer">{installer?.name ?? '—'}</Line>
        <Line label="Panel">{d.panel?.name ?? '—'}</Line>
        <Line label="Inverter">{d.inverter?.name ?? '—'}</Line>
        <Line label="Finance Option">{d.financeOption?.name ?? 'Cash'}</Line>
      </Box>
      <ShadingFields />
      <RoofImageDropZone />
    </SectionCard>
  );
}
