import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '../../testing/test-utils';
import { DataTable, type DataTableColumn } from './data-table';

type Row = { id: string; name: string; watts: number };

const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({
  id: String(i),
  name: `Item ${i + 1}`,
  watts: (i * 37) % 100,
}));

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'name', label: 'Name', sortValue: (r) => r.name, render: (r) => r.name },
  { id: 'watts', label: 'Watts', sortValue: (r) => r.watts, render: (r) => r.watts },
];

const names = () =>
  within(screen.getByRole('table', { name: 'Things' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function renderTable(route = '/') {
  return renderWithProviders(
    <DataTable
      aria-label="Things"
      rows={rows}
      columns={COLUMNS}
      getRowKey={(r) => r.id}
      defaultSortBy="name"
      emptyTitle="Nothing"
    />,
    { route },
  );
}

describe('the catalogue data table', () => {
  it('shows 20 rows a page, sorted by name naturally, and pages on', async () => {
    const { user } = renderTable();
    expect(names()).toHaveLength(20);
    expect(names().slice(0, 3)).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(names()[0]).toBe('Item 21');
  });

  it('sorts by a column, and the other way on a second click', async () => {
    const { user } = renderTable();
    const watts = () =>
      within(screen.getByRole('table', { name: 'Things' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(within(row).getAllByRole('cell')[1]?.textContent));
    await user.click(screen.getByRole('button', { name: 'Watts' }));
    expect(watts()).toEqual([...watts()].sort((a, b) => a - b));
    expect(watts()[0]).toBe(Math.min(...rows.map((r) => r.watts)));
    await user.click(screen.getByRole('button', { name: /Watts/ }));
    expect(watts()[0]).toBe(Math.max(...rows.map((r) => r.watts)));
  });

  it('reads the view from the URL (a link or the back button returns to it)', () => {
    renderTable('/?sort=name&dir=desc&page=2&rows=10');
    expect(names()).toHaveLength(10);
    expect(screen.getByText('11–20 of 45')).toBeTruthy();
  });
});
