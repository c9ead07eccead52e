import type { AreaGroup } from '@pb/core';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ListCell } from '../../../components/ui/list-cell';
import { DeleteRowButton, EditRowButton } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';

/** '09:00 (2)': a slot's start time and how many surveys fit in it. */
export const slotLabel = (slot: AreaGroup['timeSlots'][number]) =>
  `${slot.startTime} (${slot.capacity})`;

type AreaGroupsTableProps = {
  areaGroups: readonly AreaGroup[];
  onDelete: (areaGroup: AreaGroup) => void;
};

/** The area groups: name, states, and the daily time slots with their capacity. */
export function AreaGroupsTable({ areaGroups, onDelete }: AreaGroupsTableProps) {
  const columns: DataTableColumn<AreaGroup>[] = [
    { id: 'name', label: 'Name', minWidth: 140, sortValue: (g) => g.name, render: (g) => g.name },
    {
      id: 'states',
      label: 'States',
      render: (g) => <ListCell items={g.states} emptyText="None" />,
    },
    {
      id: 'timeSlots',
      label: 'Time Slots (surveys)',
      sortValue: (g) => g.timeSlots.length,
      render: (g) => <ListCell items={g.timeSlots.map(slotLabel)} emptyText="None" max={6} />,
    },
  ];
  return (
    <DataTable
      aria-label="Area groups"
      rows={areaGroups}
      columns={columns}
      getRowKey={(g) => g.id}
      defaultSortBy="name"
      emptyTitle="No area groups yet"
      emptyDescription="Create the first one with Create Area Group."
      actions={(g) => (
        <>
          <EditRowButton href={paths.areaGroup.getHref(g.id)} itemName={g.name} />
          <DeleteRowButton itemName={g.name} onClick={() => onDelete(g)} />
        </>
      )}
    />
  );
}
