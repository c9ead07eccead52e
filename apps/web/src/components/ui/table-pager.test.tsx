import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../../testing/test-utils';
import { TablePager } from './table-pager';

function renderPager(count: number, page: number, rowsPerPage = 25) {
  const onPageChange = vi.fn();
  const onRowsPerPageChange = vi.fn();
  const view = renderWithProviders(
    <TablePager
      count={count}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[10, 25, 50]}
      onPageChange={onPageChange}
      onRowsPerPageChange={onRowsPerPageChange}
    />,
  );
  const previous = screen.getByRole('button', { name: 'Go to previous page' });
  const next = screen.getByRole('button', { name: 'Go to next page' });
  return { ...view, previous, next, onPageChange, onRowsPerPageChange };
}

const isDisabled = (button: HTMLElement) => button.hasAttribute('disabled');

describe('TablePager', () => {
  // count, page, rows a page → the range it reads, previous and next disabled (worked by hand).
  it.each([
    [1234, 0, 25, '1–25 of 1,234', true, false],
    [1234, 1, 25, '26–50 of 1,234', false, false],
    [1234, 49, 25, '1,226–1,234 of 1,234', false, true],
    [50, 1, 25, '26–50 of 50', false, true],
    [7, 0, 10, '1–7 of 7', true, true],
    [0, 0, 25, '0–0 of 0', true, true],
  ])(
    '%i rows, page %i of %i a page: "%s"',
    (count, page, rowsPerPage, range, previousDisabled, nextDisabled) => {
      const { previous, next } = renderPager(count, page, rowsPerPage);
      expect(screen.getByText(range)).toBeTruthy();
      expect([isDisabled(previous), isDisabled(next)]).toEqual([previousDisabled, nextDisabled]);
    },
  );

  it('asks for the page before and after', async () => {
    const { user, previous, next, onPageChange } = renderPager(100, 2);
    await user.click(previous);
    await user.click(next);
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('offers the sizes under the label "Rows per page:" and hands back the one chosen, as a number', async () => {
    const { user, onRowsPerPageChange } = renderPager(100, 0);
    await user.click(screen.getByRole('combobox', { name: /^Rows per page:/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onRowsPerPageChange).toHaveBeenCalledWith(50);
  });
});
