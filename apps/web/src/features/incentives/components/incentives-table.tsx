import type { IncentiveRecord } from '@pb/core';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ListCell } from '../../../components/ui/list-cell';
import { DeleteRowButton, EditRowButton } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';
import { formatNumber, formatUsd } from '../../../lib/format-number';

/** The value in the unit of its type. */
function formatValue({ type, value }: IncentiveRecord): string {
  switch (type) {
    case '% of Total Cost':
      return `${formatNumber(value)}%`;
    case '$ per Watt':
      return `${formatUsd(value)}/W`;
    case '$ per kWh':
      return `$${formatNumber(value)}/kWh`;
    default:
      return formatUsd(value);
  }
}

/** Federal incentives come first on a proposal (spec 2 §9): they have priority. */
const hasPriority = (incentive: IncentiveRecord) => incentive.scope === 'Federal';

const COLUMNS: readonly DataTableColumn<IncentiveRecord>[] = [
  {
    id: 'name',
    label: 'Name',
    minWidth: 180,
    sortValue: (i) => i.name,
    render: (i) => i.name,
  },
  { id: 'type', label: 'Type', sortValue: (i) => i.type, render: (i) => i.type },
  {
    id: 'value',
    label: 'Value',
    align: 'right',
    sortValue: (i) => i.value,
    render: formatValue,
  },
  {
    id: 'max',
    label: 'Maximum',
    align: 'right',
    sortValue: (i) => (i.hasNoMax ? Number.POSITIVE_INFINITY : i.max),
    render: (i) => (i.hasNoMax ? 'No maximum' : formatUsd(i.max)),
  },
  { id: 'scope', label: 'Scope', sortValue: (i) => i.scope, render: (i) => i.scope },
  {
    id: 'statesServiced',
    label: 'States Serviced',
    render: (i) => (i.scope === 'Local' ? <ListCell items={i.statesServiced} /> : null),
  },
  {
    id: 'priority',
    label: 'Priority?',
    align: 'center',
    sortValue: hasPriority,
    render: (i) => (hasPriority(i) ? 'Yes' : 'No'),
  },
];

type IncentivesTableProps = {
  incentives: readonly IncentiveRecord[];
  onDelete: (incentive: IncentiveRecord) => void;
};

/** Spec 2 §2 /incentives: Name, Type, Value, Maximum, Scope, States Serviced, Priority?. */
export function IncentivesTable({ incentives, onDelete }: IncentivesTableProps) {
  return (
    <DataTable
      aria-label="Incentives"
      rows={incentives}
      columns={COLUMNS}
      getRowKey={(i) => i.id}
      defaultSortBy="name"
      emptyTitle="No incentives yet"
      emptyDescription="Create the first one with Create New Incentive."
      actions={(incentive) => (
        <>
          <EditRowButton href={paths.incentive.getHref(incentive.id)} itemName={incentive.name} />
          <DeleteRowButton itemName={incentive.name} onClick={() => onDelete(incentive)} />
        </>
      )}
    />
  );
}
