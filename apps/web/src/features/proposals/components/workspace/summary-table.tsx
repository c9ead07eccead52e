import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { formatMoney, formatWholeDollars } from '../../utils/format';

function Row({
  label,
  value,
  isStrong = false,
}: {
  label: ReactNode;
  value: ReactNode;
  isStrong?: boolean;
}) {
  const sx = isStrong ? { fontWeight: 700 } : undefined;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={sx}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ ...sx, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </TableCell>
    </TableRow>
  );
}

/** Savings: a negative figure is a cost to the customer and is flagged, never a plain number. */
function Savings({ value }: { value: number }) {
  if (value > -0.005) return <>{formatMoney(value)}</>;
  return (
    <Box
      component="span"
      sx={{ color: 'error.main' }}
      aria-label={`Loss of ${formatMoney(-value)}`}
    >
      Loss: {formatMoney(-value)}
    </Box>
  );
}

/**
 * The proposal's summary: bills before and after solar, the loan payment (rounded up), the
 * 30-year figures, each incentive and each adder, as computed now.
 */
export function SummaryTable() {
  const { figures, values } = useProposalWorkspace();
  const option = values.details.financeOption;
  return (
    <Table size="small" aria-label="Proposal summary">
      <TableBody>
        <Row label="Bill Before Solar (monthly)" value={formatMoney(figures.preSolarMonthlyBill)} />
        <Row
          label="Bill After Solar (monthly)"
          value={formatMoney(figures.proposalPostSolarMonthlyBill)}
        />
        {figures.isCash ? (
          <Row label="Finance" value={option?.name ?? 'Cash'} />
        ) : (
          <>
            <Row
              label={`Finance (${option?.name ?? ''})`}
              value={`${option?.lengthInYears ?? 0} years at ${option?.apr ?? 0}%`}
            />
            <Row
              label={`First ${figures.initialPeriodPaymentCount} Payments`}
              value={formatWholeDollars(figures.initialPeriodPayment)}
            />
            <Row
              label="Loan Payment (monthly)"
              value={formatWholeDollars(figures.loanMonthlyPayment)}
              isStrong
            />
          </>
        )}
        <Row label="Monthly Savings" value={<Savings value={figures.monthlySavings} />} />
        <Row
          label="30 Year Cost Of Electric"
          value={formatMoney(figures.thirtyYearCostOfElectric)}
        />
        <Row
          label="30 Year Net Savings"
          value={<Savings value={figures.thirtyYearNetSavings} />}
          isStrong
        />
        {figures.incentives.map((entry) => (
          <Row
            key={entry.incentive.id}
            label={`Incentive: ${entry.incentive.name}`}
            value={`−${formatMoney(entry.deduction)}`}
          />
        ))}
        <Row label="Total Incentives" value={`−${formatMoney(figures.totalIncentives)}`} />
        {figures.adders.map((adder, index) => (
          <Row
            key={`${adder.name}-${index}`}
            label={`Adder: ${adder.name}`}
            value={formatMoney(adder.dollars)}
          />
        ))}
        <Row label="Total Adders" value={formatMoney(figures.adderDollars)} />
        <Row label="Total System Cost" value={formatMoney(figures.totalSystemCost)} isStrong />
      </TableBody>
    </Table>
  );
}
