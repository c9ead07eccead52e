import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MONTHS, type MeteringRule, type ProposalHourlyBill } from '@pb/core';
import { formatKwh, formatMoney } from '../../utils/format';
import { FigureGrid, FigureTile } from './figure-tile';

const RULE_LABEL: Record<MeteringRule, string> = {
  'net-metering': 'Net metering',
  'net-billing': 'Net billing',
  'buy-all-sell-all': 'Buy all, sell all',
};

const COLUMNS = [
  'Without solar',
  'With solar',
  'Import kWh',
  'Export kWh',
  'Export credit',
] as const;

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** The month stays in view while the table scrolls sideways on a phone. */
const stickyFirst = {
  position: 'sticky',
  left: 0,
  bgcolor: 'background.paper',
  zIndex: 1,
} as const;

/** kWh in a table cell: whole numbers without the unit (the column says kWh). */
const kwhCell = (value: number) => formatKwh(value).replace(/ kWh$/, '');

type Cells = {
  withoutSolar: number;
  withSolar: number;
  importKwh: number;
  exportKwh: number;
  exportCredit: number;
};

function Row({
  label,
  cells,
  isTotal = false,
}: {
  label: string;
  cells: Cells;
  isTotal?: boolean;
}) {
  // The footer's cells are small and grey by default: the year reads as the rows do, in bold.
  const sx = {
    ...numeric,
    ...(isTotal ? { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } : {}),
  };
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ ...sx, ...stickyFirst }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {formatMoney(cells.withoutSolar)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {formatMoney(cells.withSolar)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {kwhCell(cells.importKwh)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {kwhCell(cells.exportKwh)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {formatMoney(cells.exportCredit)}
      </TableCell>
    </TableRow>
  );
}

/**
 * The post-solar plan's hourly bill (issue 35) as the engine computes it now: the share of solar
 * used at home, the year's figures, and month by month the bill without and with solar, kWh
 * bought and sold and the export credit, with the year's totals. The household load is labelled
 * modelled or metered. The table scrolls inside its own box on a narrow screen.
 */
export function HourlyBillBreakdown({ bill }: { bill: ProposalHourlyBill }) {
  const loadLabel = bill.isLoadModelled ? 'modelled' : 'metered';
  const exportCredit = bill.monthly.reduce((sum, m) => sum + m.exportCredit, 0);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {RULE_LABEL[bill.metering]}, billed hour by hour on the household&apos;s {loadLabel} load
        {bill.isLoadModelled ? ' (shaped from its monthly usage and local weather)' : ''}.
      </Typography>
      <FigureGrid>
        <FigureTile
          label="Solar used at home"
          value={`${(bill.selfConsumedShare * 100).toFixed(1)}%`}
          hint={`of ${formatKwh(bill.annual.productionKwh)} made`}
          isEmphasized
        />
        <FigureTile
          label={`Home use (${loadLabel})`}
          value={formatKwh(bill.annual.loadKwh)}
          hint="a year, after efficiency"
        />
        <FigureTile label="Year without solar" value={formatMoney(bill.annual.withoutSolar)} />
        <FigureTile label="Year with solar" value={formatMoney(bill.annual.withSolar)} />
        <FigureTile label="Export credit" value={formatMoney(exportCredit)} hint="a year" />
      </FigureGrid>
      <TableContainer
        role="region"
        aria-label="Hourly bill by month (scrolls sideways)"
        tabIndex={0}
        sx={{ overflowX: 'auto', maxWidth: '100%' }}
      >
        <Table size="small" aria-label="Hourly bill by month" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={stickyFirst}>Month</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {bill.monthly.map((m, i) => (
              <Row key={MONTHS[i]} label={MONTHS[i]!} cells={m} />
            ))}
          </TableBody>
          <TableFooter>
            <Row label="Year" cells={{ ...bill.annual, exportCredit }} isTotal />
          </TableFooter>
        </Table>
      </TableContainer>
    </Box>
  );
}
