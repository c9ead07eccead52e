import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProposalView } from '@pb/core';
import type { ReactNode } from 'react';
import { useRoofImage } from '../../api/get-roof-image';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import {
  formatEpc,
  formatKw,
  formatKwh,
  formatMoney,
  formatPercent,
  formatShortDate,
  formatWholeDollars,
} from '../../utils/format';
import { FigureGrid, FigureTile } from '../workspace/figure-tile';
import { HourlyBillBreakdown } from '../workspace/hourly-bill-breakdown';
import { SummaryTable } from '../workspace/summary-table';
import { RoofImagePreview } from './roof-image-preview';
import { PersonName } from '../../../../components/ui/user-text';

function Slide({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
        {title}
      </Typography>
      <Box sx={{ mt: 1 }}>{children}</Box>
    </Paper>
  );
}

/**
 * The internal, deck-like view of a proposal: cover, system info, financing, savings and cost
 * breakdown (and, on an hourly plan, the hourly bill month by month), computed live from the form
 * so the drawer's changes show before they are saved.
 */
export function ProposalDeckView({ view }: { view: ProposalView }) {
  const { customer, values, figures } = useProposalWorkspace();
  const d = values.details;
  const image = useRoofImage(values.roofImagePath);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100, mx: 'auto' }}>
      <Slide title="Custom Proposal for:">
        <Typography variant="h4" component="p">
          <PersonName person={customer} />
        </Typography>
        <Typography>
          {customer.address1}
          {customer.address2 ? `, ${customer.address2}` : ''}, {customer.city}, {customer.state}{' '}
          {customer.zip}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
          <Chip size="small" label={`Template: ${values.template?.name ?? 'none'}`} />
          {values.isRedLine && <Chip size="small" color="error" label="Redline" />}
          {view.isContractGenerated && (
            <Chip size="small" color="success" label="Contract generated" />
          )}
          {values.isViewableByRep && (
            <Chip size="small" variant="outlined" label="Viewable by rep" />
          )}
          {values.isGroundMount && <Chip size="small" variant="outlined" label="Ground Mount" />}
          <Typography variant="caption" color="text.secondary">
            Created by {view.createdBy} on {formatShortDate(view.dateCreated)}
          </Typography>
        </Box>
      </Slide>
      <Slide title="System Info">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <RoofImagePreview blob={values.roofImagePath ? image.data : undefined} />
          <Box>
            <FigureGrid min={150}>
              <FigureTile label="System Size" value={formatKw(figures.systemSize)} isEmphasized />
              <FigureTile
                label="Clean Energy Offset"
                value={formatKwh(figures.totalAnnualProduction)}
                hint={formatPercent(figures.solarOffset)}
                isEmphasized
              />
              <FigureTile
                label="Total Panels"
                value={figures.totalPanels}
                hint={`${d.panel?.name ?? ''} · ${d.inverter?.name ?? ''}`}
                isEmphasized
              />
            </FigureGrid>
            <Box component="ol" sx={{ pl: 3, mt: 2 }}>
              {d.panelArrays.map((array, index) => (
                <Typography component="li" variant="body2" key={index}>
                  {array.panels} panels · azimuth {array.azimuth ?? '—'}° · tilt {array.tilt}°
                </Typography>
              ))}
            </Box>
          </Box>
        </Box>
      </Slide>
      <Slide title="Financing Options">
        <Typography variant="h6" component="p">
          {d.financeOption?.name ?? 'Cash'}
          {d.financeOption && d.financeOption.lengthInYears > 0
            ? ` · ${d.financeOption.lengthInYears} years`
            : ''}
        </Typography>
        <FigureGrid>
          {!figures.isCash && (
            <>
              <FigureTile
                label="Monthly Payment"
                value={formatWholeDollars(figures.loanMonthlyPayment)}
                hint="with all incentives applied"
                isEmphasized
              />
              <FigureTile
                label={`First ${figures.initialPeriodPaymentCount} Months`}
                value={formatWholeDollars(figures.initialPeriodPayment)}
                hint="30% tax credit applied"
              />
            </>
          )}
          <FigureTile
            label="Total Local Incentives"
            value={formatMoney(figures.totalLocalIncentives)}
          />
          <FigureTile
            label="Price Before Incentives"
            value={formatMoney(figures.totalSystemCost)}
          />
          <FigureTile label="EPC" value={formatEpc(figures.proposalEpc)} />
        </FigureGrid>
      </Slide>
      <Slide title="30 Year Projected Savings">
        <FigureGrid>
          <FigureTile label="Bill Before Solar" value={formatMoney(figures.preSolarMonthlyBill)} />
          <FigureTile
            label="Bill After Solar"
            value={formatMoney(figures.proposalPostSolarMonthlyBill)}
          />
          <FigureTile label="Monthly Savings" value={formatMoney(figures.monthlySavings)} />
          <FigureTile
            label="30 Year Cost Of Electric"
            value={formatMoney(figures.thirtyYearCostOfElectric)}
          />
          <FigureTile
            label="30 Year Net Savings"
            value={formatMoney(figures.thirtyYearNetSavings)}
            isEmphasized
          />
          <FigureTile label="Escalator" value={`${values.annualEnergyRateEscalator ?? 0}%`} />
        </FigureGrid>
      </Slide>
      {figures.hourlyBill && (
        <Slide title="Hourly Bill">
          <HourlyBillBreakdown bill={figures.hourlyBill} />
        </Slide>
      )}
      <Slide title="Cost Breakdown">
        <SummaryTable />
      </Slide>
    </Box>
  );
}
