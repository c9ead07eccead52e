import type { FinanceOptionRecord } from '@pb/core';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ListCell } from '../../../components/ui/list-cell';
import { DeleteRowButton, EditRowButton } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';
import { formatNumber, formatUsd } from '../../../lib/format-number';
import type { InstallerChoice } from './finance-option-fields';

const perWatt = (value: number) => `${formatUsd(value)}/W`;

type FinanceOptionsTableProps = {
  financeOptions: readonly FinanceOptionRecord[];
  installers: readonly InstallerChoice[];
  onDelete: (option: FinanceOptionRecord) => void;
};

/**
 * Spec 2 §2 /finance-options: Name, APR, Length In Years, Min EPC, Max EPC, Fee, Max Loan
 * Amount, Installers; edit and delete.
 */
export function FinanceOptionsTable({
  financeOptions,
  installers,
  onDelete,
}: FinanceOptionsTableProps) {
  const installerName = new Map(installers.map((i) => [i.id, i.name]));
  const columns: DataTableColumn<FinanceOptionRecord>[] = [
    {
      id: 'name',
      label: 'Name',
      minWidth: 180,
      sortValue: (f) => f.name,
      render: (f) => f.name,
    },
    {
      id: 'apr',
      label: 'APR',
      align: 'right',
      sortValue: (f) => f.apr,
      render: (f) => `${formatNumber(f.apr, 3)}%`,
    },
    {
      id: 'lengthInYears',
      label: 'Length In Years',
      align: 'right',
      sortValue: (f) => f.lengthInYears,
      render: (f) => f.lengthInYears,
    },
    {
      id: 'minEpc',
      label: 'Min EPC',
      align: 'right',
      sortValue: (f) => f.minEpc,
      render: (f) => perWatt(f.minEpc),
    },
    {
      id: 'maxEpc',
      label: 'Max EPC',
      align: 'right',
      sortValue: (f) => f.maxEpc,
      render: (f) => (f.maxEpc === 0 ? 'No limit' : perWatt(f.maxEpc)),
    },
    {
      id: 'fee',
      label: 'Fee',
      align: 'right',
      sortValue: (f) => f.fee,
      render: (f) => `${formatNumber(f.fee, 3)}%`,
    },
    {
      id: 'maxLoanAmount',
      label: 'Max Loan Amount',
      align: 'right',
      sortValue: (f) => f.maxLoanAmount,
      render: (f) => (f.maxLoanAmount === 0 ? 'No limit' : formatUsd(f.maxLoanAmount)),
    },
    {
      id: 'installers',
      label: 'Installers',
      render: (f) => (
        <ListCell
          items={f.installerIds.map((id) => installerName.get(id) ?? 'Removed installer')}
          max={3}
        />
      ),
    },
  ];
  return (
    <DataTable
      aria-label="Finance Options"
      rows={financeOptions}
      columns={columns}
      getRowKey={(f) => f.id}
      defaultSortBy="name"
      emptyTitle="No finance options yet"
      emptyDescription="Create the first one with Create New Finance Option."
      actions={(option) => (
        <>
          <EditRowButton href={paths.financeOption.getHref(option.id)} itemName={option.name} />
          <DeleteRowButton itemName={option.name} onClick={() => onDelete(option)} />
        </>
      )}
    />
  );
}
