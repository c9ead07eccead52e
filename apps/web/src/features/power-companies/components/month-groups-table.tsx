import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MONTHS, type MonthGroup } from '@pb/core';
import { formatNumber, formatUsd } from '../../../lib/format-number';

const monthsText = (months: readonly string[]) =>
  months.length === MONTHS.length ? 'All months' : months.join(', ') || '—';

/** A plan's month groups: name, months, connection fee and tiers as cost and 'Up to N kWh'. */
export function MonthGroupsTable({
  groups,
  label,
}: {
  groups: readonly MonthGroup[];
  label: string;
}) {
  if (groups.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
        No month groups.
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>Month Group</TableCell>
          <TableCell sx={{ fontWeight: 600 }}>Months</TableCell>
          <TableCell sx={{ fontWeight: 600 }} align="right">
            Connection Fee
          </TableCell>
          <TableCell sx={{ fontWeight: 600 }}>Tiers</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group) => (
          <TableRow key={group.id}>
            <TableCell>{group.name}</TableCell>
            <TableCell>{monthsText(group.months)}</TableCell>
            <TableCell align="right">{formatUsd(group.fixedCost)}</TableCell>
            <TableCell>
              {group.tiers.map((tier) => (
                <Typography key={tier.tierNumber} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {`$${formatNumber(tier.cost, 5)}/kWh · Up to ${formatNumber(tier.upToKwh)} kWh`}
                </Typography>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
