import type { PowerCompanyRecord } from '@pb/core';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ListCell } from '../../../components/ui/list-cell';
import { DeleteRowButton, EditRowButton } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format-number';

const COLUMNS: readonly DataTableColumn<PowerCompanyRecord>[] = [
  {
    id: 'name',
    label: 'Name',
    minWidth: 180,
    sortValue: (c) => c.name,
    render: (c) => c.name,
  },
  {
    id: 'maxTotalOffset',
    label: 'Max Total Offset (%)',
    align: 'right',
    sortValue: (c) => c.maxTotalOffset,
    render: (c) => formatNumber(c.maxTotalOffset, 2),
  },
  {
    id: 'maxSolarOffset',
    label: 'Max Solar Offset (%)',
    align: 'right',
    sortValue: (c) => c.maxSolarOffset,
    render: (c) => formatNumber(c.maxSolarOffset, 2),
  },
  {
    id: 'statesServiced',
    label: 'States Serviced',
    sortValue: (c) => c.statesServiced.join(', '),
    render: (c) => <ListCell items={c.statesServiced} />,
  },
  {
    id: 'systemSizeLimit',
    label: 'System Size Limit (Kw)',
    align: 'right',
    sortValue: (c) => c.systemSizeLimit,
    render: (c) => (c.systemSizeLimit === 0 ? 'No limit' : formatNumber(c.systemSizeLimit, 2)),
  },
];

type PowerCompaniesTableProps = {
  companies: readonly PowerCompanyRecord[];
  onDelete: (company: PowerCompanyRecord) => void;
};

/** Spec 2 §2 /power-companies: the five columns, edit and delete per row. */
export function PowerCompaniesTable({ companies, onDelete }: PowerCompaniesTableProps) {
  return (
    <DataTable
      aria-label="Power Companies"
      rows={companies}
      columns={COLUMNS}
      getRowKey={(c) => c.id}
      defaultSortBy="name"
      emptyTitle="No power companies yet"
      emptyDescription="Create the first one with Create New Power Company."
      actions={(company) => (
        <>
          <EditRowButton href={paths.powerCompany.getHref(company.id)} itemName={company.name} />
          <DeleteRowButton itemName={company.name} onClick={() => onDelete(company)} />
        </>
      )}
    />
  );
}
