import { useSearchParams } from 'react-router';
import type { SortDirection } from './sort-rows';

export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_ROWS_PER_PAGE = 20;

export type TableView = {
  sortBy: string;
  direction: SortDirection;
  page: number;
  rowsPerPage: number;
};

/**
 * Sorting and paging of a list, kept in the URL (`?sort=name&dir=desc&page=2&rows=50`) so the
 * back button and a shared link return to the same view. Page numbers in the URL start at 1.
 */
export function useTableView(defaultSortBy: string, sortable: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const rows = Number(params.get('rows'));
  const page = Number(params.get('page'));
  const view: TableView = {
    sortBy: sort && sortable.includes(sort) ? sort : defaultSortBy,
    direction: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    rowsPerPage: (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(rows)
      ? rows
      : DEFAULT_ROWS_PER_PAGE,
  };

  const update = (next: Partial<TableView>) => {
    const merged = { ...view, ...next };
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const put = (key: string, value: string, isDefault: boolean) =>
          isDefault ? out.delete(key) : out.set(key, value);
        put('sort', merged.sortBy, merged.sortBy === defaultSortBy);
        put('dir', merged.direction, merged.direction === 'asc');
        put('page', String(merged.page + 1), merged.page === 0);
        put('rows', String(merged.rowsPerPage), merged.rowsPerPage === DEFAULT_ROWS_PER_PAGE);
        return out;
      },
      { replace: true },
    );
  };

  return {
    view,
    /** Clicking the sorted column flips the direction; another column sorts ascending. */
    sortBy: (columnId: string) =>
      update({
        sortBy: columnId,
        direction: view.sortBy === columnId && view.direction === 'asc' ? 'desc' : 'asc',
        page: 0,
      }),
    setPage: (nextPage: number) => update({ page: nextPage }),
    setRowsPerPage: (rowsPerPage: number) => update({ rowsPerPage, page: 0 }),
  };
}
